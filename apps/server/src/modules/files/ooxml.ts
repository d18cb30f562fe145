import fs from 'node:fs';
import type yauzl from 'yauzl';
import { UPLOAD_MESSAGES } from '@faktura/domain';
import { HttpError, badRequest } from '../../lib/errors';
import { UnpackBudget, listEntries, openZip, type UnpackLimit } from '../../lib/bounded-unzip';

/** Far above any invoice's Word or Excel file (a few hundred parts), far below a zip bomb's. */
export const MAX_PACKAGE_ENTRIES = 2000;
/** A 10 MB spreadsheet of plain XML unpacks to ~100-150 MB; a zip bomb to gigabytes. */
export const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;
/**
 * Office XML packs 5-20 times, repetitive sheets up to ~50; a zip bomb a thousand times (zeros,
 * 200 MB into 0.2 MB). A small package may still unpack to RATIO_FLOOR_BYTES whatever its ratio.
 */
export const MAX_UNPACK_RATIO = 100;
const RATIO_FLOOR_BYTES = 16 * 1024 * 1024;

/** What a package of `packedBytes` may unpack to: the absolute cap, or less when its ratio says bomb first. */
export function unpackLimitFor(packedBytes: number): UnpackLimit {
  const byRatio = Math.max(RATIO_FLOOR_BYTES, MAX_UNPACK_RATIO * packedBytes);
  return byRatio < MAX_UNPACKED_BYTES
    ? { bytes: byRatio, message: UPLOAD_MESSAGES.unpacksTooManyTimes(MAX_UNPACK_RATIO) }
    : { bytes: MAX_UNPACKED_BYTES, message: UPLOAD_MESSAGES.unpacksTooLarge(MAX_UNPACKED_BYTES / (1024 * 1024)) };
}

/** Parts that run code when opened or extracted: programs, scripts, installers, VBA macros. */
const EXECUTABLE_PART = /\.(exe|dll|com|bat|cmd|js|jse|vbs|vbe|wsf|hta|ps1|scr|msi|jar|cpl|pif|lnk)$|(^|\/)vbaproject[^/]*\.bin$/i;

async function checkEntries(zip: yauzl.ZipFile, mainPart: string, budget: UnpackBudget) {
  if (zip.entryCount > MAX_PACKAGE_ENTRIES) throw badRequest(UPLOAD_MESSAGES.tooManyParts(MAX_PACKAGE_ENTRIES));
  const entries = await listEntries(zip);
  if (entries.some((entry) => EXECUTABLE_PART.test(entry.fileName))) throw badRequest(UPLOAD_MESSAGES.executableContent);
  budget.refuseDeclared(entries);
  // Every part is read to its end, so a broken or lying one (sizes, compression) fails here.
  for (const entry of entries) if (!entry.fileName.endsWith('/')) await budget.drain(zip, entry);
  const names = new Set(entries.map((entry) => entry.fileName));
  if (!names.has('[Content_Types].xml') || !names.has(mainPart)) throw badRequest(UPLOAD_MESSAGES.contentMismatch);
}

/**
 * A .docx / .xlsx must be a real OOXML package (ECMA-376 part 2): a ZIP read from its central
 * directory with `[Content_Types].xml` and the main part (`word/document.xml`,
 * `xl/workbook.xml`), no executable or macro part, not too many parts, every part unpacking to
 * exactly its declared size, and not too large unpacked (in all, and for its own size). Anything
 * yauzl cannot read (bad offsets, unsafe names such as `../x` or `/x`, encryption, unknown
 * compression) does not match its extension.
 */
export async function checkOoxmlPackage(filePath: string, mainPart: string): Promise<void> {
  const budget = new UnpackBudget(unpackLimitFor((await fs.promises.stat(filePath)).size));
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(filePath);
  } catch {
    throw badRequest(UPLOAD_MESSAGES.contentMismatch);
  }
  try {
    await checkEntries(zip, mainPart, budget);
  } catch (error) {
    throw error instanceof HttpError ? error : badRequest(UPLOAD_MESSAGES.contentMismatch);
  } finally {
    zip.close();
  }
}
