import { extensionOf } from '@faktura/domain';

const PDF = [0x25, 0x50, 0x44, 0x46]; // %PDF
const JPEG = [0xff, 0xd8, 0xff];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // legacy .doc / .xls
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // .docx / .xlsx are zip packages

const startsWith = (head: Buffer, magic: number[]) => magic.every((byte, i) => head[i] === byte);

const SIGNATURES: Record<string, { magic: number[]; contentType: string }> = {
  pdf: { magic: PDF, contentType: 'application/pdf' },
  jpg: { magic: JPEG, contentType: 'image/jpeg' },
  jpeg: { magic: JPEG, contentType: 'image/jpeg' },
  doc: { magic: OLE2, contentType: 'application/msword' },
  xls: { magic: OLE2, contentType: 'application/vnd.ms-excel' },
  docx: { magic: ZIP, contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { magic: ZIP, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
};

/** The content type a file's first bytes prove for its extension, or null when they don't match. */
export function sniffContentType(filename: string, head: Buffer): string | null {
  const signature = SIGNATURES[extensionOf(filename)];
  return signature && startsWith(head, signature.magic) ? signature.contentType : null;
}
