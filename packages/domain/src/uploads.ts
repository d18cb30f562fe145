/** The attachment extensions (case-insensitive) and the exact refusal text. */
export const ALLOWED_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'doc', 'docx', 'xls', 'xlsx'] as const;

export const UPLOAD_MESSAGES = {
  extension: 'File extension is not allowed. ex: pdf, jpg, doc, xls',
  confirmDelete: 'Confirm to delete?',
  failed: 'Failed upload, please try again',
  tooLarge: (limitMb: number) => `File is too large. The maximum size is ${limitMb} MB`,
  contentMismatch: 'File content does not match its extension',
  empty: 'File is empty',
  noFile: 'No file received',
  nameEmpty: 'File name is empty',
  executableContent: 'File holds programs or macros, which are not allowed',
  unpacksTooLarge: (limitMb: number) => `File unpacks to more than ${limitMb} MB`,
  /** A package far smaller than what it unpacks to: how a zip bomb looks, never a real document. */
  unpacksTooManyTimes: (ratio: number) => `File unpacks to more than ${ratio} times its size`,
  /** A packed part whose bytes run past (or stop short of) the size its headers give. */
  packedSizeLies: 'File is damaged: a packed part does not unpack to the size it declares',
  tooManyParts: (limit: number) => `File holds more than ${limit} packed parts`,
  oneFileOnly: 'Send one file, in the field "file", and nothing else',
  notMultipart: 'Send the file as multipart/form-data',
  malformedMultipart: 'The upload arrived incomplete or malformed, please try again',
  pendingQuota: (limit: number) => `At most ${limit} uploaded files can wait for an invoice; save the invoice before uploading more`,
  fileNotFound: 'File not found',
  notAttachable: (status: string) => `Files cannot be added to an invoice in status ${status}`,
  notDetachable: (status: string) => `Files of an invoice in status ${status} cannot be deleted`,
} as const;

export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot < 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

export function isAllowedExtension(filename: string): boolean {
  return (ALLOWED_EXTENSIONS as readonly string[]).includes(extensionOf(filename));
}
