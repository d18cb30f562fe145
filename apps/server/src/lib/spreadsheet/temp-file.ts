import { closeSync, createReadStream, openSync, writeSync } from 'node:fs';

const BUFFER_BYTES = 256 * 1024;

/**
 * An append-only scratch file, written through a buffer: what an export must know the size of
 * before it can send the first byte (an .xls's cells and strings) waits here instead of in memory.
 * Writes are synchronous on purpose: a 256 kB write to a local temp file takes well under a
 * millisecond, and a cell costs a copy instead of a promise.
 */
export class TempFile {
  private readonly buffer = Buffer.alloc(BUFFER_BYTES);
  private buffered = 0;
  private fd: number | null;
  /** Bytes appended so far. */
  size = 0;

  constructor(readonly path: string) {
    this.fd = openSync(path, 'w+');
  }

  append(bytes: Buffer): void {
    if (this.buffered + bytes.length > this.buffer.length) this.flush();
    if (bytes.length > this.buffer.length) writeSync(this.handle(), bytes);
    else this.buffered += bytes.copy(this.buffer, this.buffered);
    this.size += bytes.length;
  }

  /** Overwrites bytes already appended (a count known only at the end). */
  patch(position: number, bytes: Buffer): void {
    this.flush();
    writeSync(this.handle(), bytes, 0, bytes.length, position);
  }

  /** Writes what is buffered and closes the file; reading it is what is left. */
  close(): void {
    if (this.fd === null) return;
    this.flush();
    closeSync(this.fd);
    this.fd = null;
  }

  /** Bytes [start, start + length) once closed. */
  read(start: number, length: number): AsyncIterable<Buffer> | Iterable<Buffer> {
    return length > 0 ? createReadStream(this.path, { start, end: start + length - 1 }) : [];
  }

  private flush(): void {
    if (this.buffered === 0) return;
    writeSync(this.handle(), this.buffer, 0, this.buffered);
    this.buffered = 0;
  }

  private handle(): number {
    if (this.fd === null) throw new Error(`${this.path} is closed`);
    return this.fd;
  }
}
