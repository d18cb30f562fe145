/**
 * A failure of the server's own file system (a full disk, a missing directory): it carries the
 * system call that failed. Anything else failing while an upload is read or examined (a parser,
 * a stream the client cut off) is about the client's bytes.
 */
export const isSystemError = (error: unknown): boolean => typeof (error as NodeJS.ErrnoException | undefined)?.syscall === 'string';
