import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { UPLOAD_MESSAGES } from '@faktura/domain';
import { HttpError, badRequest } from '../../lib/errors';

/** Far above any invoice's Word or Excel file (a few hundred parts), far below a zip bomb's. */
export const MAX_PACKAGE_ENTRIES = 2000;
/** A 10 MB spreadsheet of plain XML unpacks to ~100-150 MB; a zip bomb to gigabytes. */
export const MAX_UNPACKED_BYTES = 256 * 1024 * 1024;

/** Parts that run code when opened or extracted: programs, scripts, installers, VBA macros. */
const EXECUTABLE_PART = /\.(exe|dll|com|bat|cmd|js|jse|vbs|vbe|wsf|hta|ps1|scr|msi|jar|cpl|pif|lnk)$|(^|\/)vbaproject[^/]*\.bin$/i;

/** Reads an entry's bytes to the end, so a broken or lying entry (sizes, compression) fails here. */
async function unpack(zip: yauzl.ZipFile, entry: yauzl.Entry) {
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline(await zip.openReadStreamPromise(entry), sink);
}

async function checkEntries(zip: yauzl.ZipFile, mainPart: string) {
  if (zip.entryCount > MAX_PACKAGE_ENTRIES) throw badRequest(UPLOAD_MESSAGES.tooManyParts(MAX_PACKAGE_ENTRIES));
  const names = new Set<string>();
  let unpacked = 0;
  for await (const entry of zip.eachEntry()) {
    if (EXECUTABLE_PART.test(entry.fileName)) throw badRequest(UPLOAD_MESSAGES.executableContent);
    // The central directory's sizes are checked before anything is unpacked; yauzl then holds
    // each entry to its declared size, so the total unpacked can never pass the cap.
    unpacked += entry.uncompressedSize;
    if (unpacked > MAX_UNPACKED_BYTES) throw badRequest(UPLOAD_MESSAGES.unpacksTooLarge(MAX_UNPACKED_BYTES / (1024 * 1024)));
    names.add(entry.fileName);
    if (!entry.fileName.endsWith('/')) await unpack(zip, entry);
  }
  if (!names.has('[Content_Types].xml') || !names.has(mainPart)) throw badRequest(UPLOAD_MESSAGES.contentMismatch);
}

/**
 * A .docx / .xlsx must be a real OOXML package (ECMA-376 part 2): a ZIP read from its central
 * directory with `[Content_Types].xml` and the main part (`word/document.xml`,
 * `xl/workbook.xml`), no executable or macro part, not too many parts, not too large unpacked,
 * and every part readable. Anything yauzl cannot read (bad offsets, unsafe names such as
 * `../x` or `/x`, encryption, unknown compression) does not match its extension.
 */
export async function checkOoxmlPackage(filePath: string, mainPart: string): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(filePath, { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true });
  } catch {
    throw badRequest(UPLOAD_MESSAGES.contentMismatch);
  }
  try {
    await checkEntries(zip, mainPart);
  } catch (error) {
    throw error instanceof HttpError ? error : badRequest(UPLOAD_MESSAGES.contentMismatch);
  } finally {
    zip.close();
  }
}
