import fs from 'node:fs';
import { UPLOAD_MESSAGES } from '@faktura/domain';
import { compoundFileReader, type CompoundFile } from '../../lib/compound-file';
import { badRequest } from '../../lib/errors';

/** The storages a VBA project lives in: "Macros" in Word, "_VBA_PROJECT_CUR" in Excel. */
const MACRO_STORAGES = new Set(['macros', '_vba_project_cur']);
const STREAM = 2;

/**
 * A .doc / .xls must be a valid compound file (MS-CFB) holding its application's main stream at
 * the root (`WordDocument`; `Workbook`, or `Book` before Excel 97), and no VBA macros. The file
 * is read whole: it is under the upload limit. Names compare case-insensitively, as in CFB.
 */
export async function checkCompoundFile(filePath: string, mainStreams: string[]): Promise<void> {
  let container: CompoundFile;
  try {
    container = compoundFileReader().read(await fs.promises.readFile(filePath), { type: 'buffer' });
  } catch {
    throw badRequest(UPLOAD_MESSAGES.contentMismatch);
  }
  const root = container.FullPaths[0] ?? '';
  const rootStreams = new Set<string>();
  for (const [i, entry] of container.FileIndex.entries()) {
    if (MACRO_STORAGES.has(entry.name.toLowerCase())) throw badRequest(UPLOAD_MESSAGES.executableContent);
    if (entry.type === STREAM && container.FullPaths[i] === root + entry.name) rootStreams.add(entry.name.toLowerCase());
  }
  if (!mainStreams.some((name) => rootStreams.has(name.toLowerCase()))) throw badRequest(UPLOAD_MESSAGES.contentMismatch);
}
