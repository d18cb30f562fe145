import { pipeline, Readable } from 'node:stream';
import { createDeflateRaw, crc32 } from 'node:zlib';

/** A file of the archive: its path and its content, produced as it is written. */
export type ZipFile = { name: string; content: string | Iterable<string> | AsyncIterable<string> };

const DEFLATE = 8;
/** Bit 3: CRC and sizes follow the data (unknown while it streams); bit 11: names are UTF-8. */
const FLAGS = 0x0808;
const VERSION = 20;

type Written = { name: Buffer; crc: number; compressed: number; size: number; offset: number };

/** MS-DOS date and time of the entries (2-second resolution). */
function dosDateTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
    date: ((at.getFullYear() - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

function localHeader(name: Buffer, stamp: { time: number; date: number }): Buffer {
  const b = Buffer.alloc(30);
  b.writeUInt32LE(0x04034b50, 0);
  b.writeUInt16LE(VERSION, 4);
  b.writeUInt16LE(FLAGS, 6);
  b.writeUInt16LE(DEFLATE, 8);
  b.writeUInt16LE(stamp.time, 10);
  b.writeUInt16LE(stamp.date, 12);
  // CRC and sizes (14–25) stay 0: the data descriptor carries them.
  b.writeUInt16LE(name.length, 26);
  return Buffer.concat([b, name]);
}

function dataDescriptor(w: Written): Buffer {
  const b = Buffer.alloc(16);
  b.writeUInt32LE(0x08074b50, 0);
  b.writeUInt32LE(w.crc, 4);
  b.writeUInt32LE(w.compressed, 8);
  b.writeUInt32LE(w.size, 12);
  return b;
}

function centralHeader(w: Written, stamp: { time: number; date: number }): Buffer {
  const b = Buffer.alloc(46);
  b.writeUInt32LE(0x02014b50, 0);
  b.writeUInt16LE(VERSION, 4);
  b.writeUInt16LE(VERSION, 6);
  b.writeUInt16LE(FLAGS, 8);
  b.writeUInt16LE(DEFLATE, 10);
  b.writeUInt16LE(stamp.time, 12);
  b.writeUInt16LE(stamp.date, 14);
  b.writeUInt32LE(w.crc, 16);
  b.writeUInt32LE(w.compressed, 20);
  b.writeUInt32LE(w.size, 24);
  b.writeUInt16LE(w.name.length, 28);
  b.writeUInt32LE(w.offset, 42);
  return Buffer.concat([b, w.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const b = Buffer.alloc(22);
  b.writeUInt32LE(0x06054b50, 0);
  b.writeUInt16LE(count, 8);
  b.writeUInt16LE(count, 10);
  b.writeUInt32LE(size, 12);
  b.writeUInt32LE(offset, 16);
  return b;
}

/**
 * A ZIP archive written as its files' content comes: each file is deflated chunk by chunk and
 * followed by a data descriptor, so nothing is held but the chunk at hand and, per file, its
 * name, CRC and sizes for the central directory. (No ZIP64: an export stays far below 4 GB.)
 */
export async function* zipStream(files: Iterable<ZipFile>): AsyncGenerator<Buffer> {
  const stamp = dosDateTime(new Date());
  const written: Written[] = [];
  let offset = 0;
  for (const file of files) {
    const entry: Written = { name: Buffer.from(file.name, 'utf8'), crc: 0, compressed: 0, size: 0, offset };
    const header = localHeader(entry.name, stamp);
    yield header;
    async function* plain() {
      const chunks = typeof file.content === 'string' ? [file.content] : file.content;
      for await (const chunk of chunks) {
        const bytes = Buffer.from(chunk, 'utf8');
        entry.crc = crc32(bytes, entry.crc);
        entry.size += bytes.length;
        yield bytes;
      }
    }
    // pipeline: an error of the content (a failing query) reaches the loop below, and nothing leaks.
    const deflated = pipeline(Readable.from(plain()), createDeflateRaw(), () => undefined);
    for await (const chunk of deflated) {
      entry.compressed += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    const descriptor = dataDescriptor(entry);
    yield descriptor;
    written.push(entry);
    offset += header.length + entry.compressed + descriptor.length;
  }
  const central = Buffer.concat(written.map((w) => centralHeader(w, stamp)));
  yield central;
  yield endOfCentralDirectory(written.length, central.length, offset);
}
