/** Spec §5: the attachment extensions (case-insensitive) and the exact refusal text. */
export const ALLOWED_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'doc', 'docx', 'xls', 'xlsx'] as const;

export const UPLOAD_MESSAGES = {
  extension: 'File extension is not allowed. ex: pdf, jpg, doc, xls',
  confirmDelete: 'Confirm to delete?',
  failed: 'Failed upload, please try again',
  tooLarge: (limitMb: number) => `File is too large. The maximum size is ${limitMb} MB`,
  contentMismatch: 'File content does not match its extension',
  empty: 'File is empty',
  noFile: 'No file received',
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
