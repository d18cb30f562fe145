import fs from 'node:fs';
import { UPLOAD_MESSAGES, extensionOf } from '@faktura/domain';
import { badRequest } from '../../lib/errors';
import { checkCompoundFile } from './compound';
import { checkOoxmlPackage } from './ooxml';
import { isSystemError } from './system-error';

/**
 * What each allowed extension must be: the type file-type finds in the bytes, the content type
 * it is stored and served with, and for containers the check of what is inside.
 */
type Expected = { detected: string; contentType: string; proveInside?: (filePath: string) => Promise<void> };

const PDF: Expected = { detected: 'pdf', contentType: 'application/pdf', proveInside: startsWithPdfHeader };
const JPEG: Expected = { detected: 'jpg', contentType: 'image/jpeg' };

const EXPECTED: Record<string, Expected> = {
  pdf: PDF,
  jpg: JPEG,
  jpeg: JPEG,
  doc: { detected: 'cfb', contentType: 'application/msword', proveInside: (p) => checkCompoundFile(p, ['WordDocument']) },
  xls: { detected: 'cfb', contentType: 'application/vnd.ms-excel', proveInside: (p) => checkCompoundFile(p, ['Workbook', 'Book']) },
  docx: {
    detected: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    proveInside: (p) => checkOoxmlPackage(p, 'word/document.xml'),
  },
  xlsx: {
    detected: 'xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    proveInside: (p) => checkOoxmlPackage(p, 'xl/workbook.xml'),
  },
};

/** file-type takes "%PDF" anywhere near the start as enough; a PDF file begins with its "%PDF-" header. */
async function startsWithPdfHeader(filePath: string) {
  const header = Buffer.from('%PDF-');
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const head = Buffer.alloc(header.length);
    await handle.read(head, 0, header.length, 0);
    if (!head.equals(header)) throw badRequest(UPLOAD_MESSAGES.contentMismatch);
  } finally {
    await handle.close();
  }
}

/**
 * The content type the file's bytes prove for the extension of `filename`: the extension decides
 * what is expected, a maintained detector (file-type) and the container checks decide whether
 * the content is that. Anything else is refused (400) with the catalogue's message.
 */
export async function proveContentType(filePath: string, filename: string): Promise<string> {
  const expected = EXPECTED[extensionOf(filename)];
  if (!expected) throw badRequest(UPLOAD_MESSAGES.extension);
  // The detector (file-type and its tokenizers) loads with the first upload, not with the server.
  const { fileTypeFromFile } = await import('file-type/node');
  const detected = await fileTypeFromFile(filePath).catch((error: unknown) => {
    if (isSystemError(error)) throw error;
    return undefined;
  });
  if (detected?.ext !== expected.detected) throw badRequest(UPLOAD_MESSAGES.contentMismatch);
  await expected.proveInside?.(filePath);
  return expected.contentType;
}
