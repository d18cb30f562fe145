import yauzl from 'yauzl';
import { UPLOAD_MESSAGES } from '@faktura/domain';
import { badRequest } from './errors';

/** How much a package may unpack to in all, and what the refusal says when it would unpack to more. */
export type UnpackLimit = { bytes: number; message: string };

/**
 * Opens an uploaded archive from its central directory. Sizes are not left to yauzl: an
 * `UnpackBudget` checks them against the bytes themselves, with its own refusal.
 */
export const openZip = (filePath: string) =>
  yauzl.openPromise(filePath, { lazyEntries: true, autoClose: false, validateEntrySizes: false, strictFileNames: true });

export async function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  const entries: yauzl.Entry[] = [];
  for await (const entry of zip.eachEntry()) entries.push(entry);
  return entries;
}

/**
 * Counts an archive's bytes as they inflate (zlib's streams, off the event loop) and stops the
 * moment a part passes the size its headers declare or the whole passes the limit, so a zip
 * bomb costs at most the limit however it lies. Declared sizes can only refuse: a sum above the
 * limit is refused before anything inflates, a small one proves nothing until the bytes agree.
 */
export class UnpackBudget {
  private used = 0;

  constructor(private readonly limit: UnpackLimit) {}

  refuseDeclared(entries: readonly yauzl.Entry[]): void {
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > this.limit.bytes) throw badRequest(this.limit.message);
  }

  /** The entry's bytes as they inflate; stopping early (a consumer's break or throw) stops the inflating too. */
  async *read(zip: yauzl.ZipFile, entry: yauzl.Entry): AsyncGenerator<Buffer> {
    const stream = await zip.openReadStreamPromise(entry);
    let size = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        size += chunk.length;
        this.used += chunk.length;
        if (size > entry.uncompressedSize) throw badRequest(UPLOAD_MESSAGES.packedSizeLies);
        if (this.used > this.limit.bytes) throw badRequest(this.limit.message);
        yield chunk;
      }
    } finally {
      stream.destroy();
    }
    if (size !== entry.uncompressedSize) throw badRequest(UPLOAD_MESSAGES.packedSizeLies);
  }

  async drain(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
    for await (const chunk of this.read(zip, entry)) void chunk;
  }
}
