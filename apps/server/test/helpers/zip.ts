import zlib from 'node:zlib';

/**
 * One entry of a test archive. `declaredSize` writes another unpacked size into both headers
 * than the data really has: how a lying archive (a zip bomb that hides its size) is built. An
 * entry too large to hold in memory gives its `deflated` stream and `crc` instead of `data`.
 */
export type ZipEntry = { name: string; data: Buffer; declaredSize?: number; deflated?: Buffer; crc?: number };

const UTF8_NAMES = 0x0800;
const DEFLATE = 8;
const VERSION = 20;

/** Deflates once, for an entry repeated many times (an archive of many copies of the same zeros). */
export function deflated(name: string, data: Buffer): ZipEntry {
  return { name, data, deflated: zlib.deflateRawSync(data, { level: 9 }) };
}

/**
 * A ZIP archive (APPNOTE 6.3, deflate, no zip64) written byte by byte, so tests can build both
 * real OOXML packages and the hostile archives a real writer refuses to make.
 */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = entry.deflated ?? zlib.deflateRawSync(entry.data, { level: 9 });
    const crc = entry.crc ?? zlib.crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(DEFLATE, 8);
    local.writeUInt32LE(0x5a210000, 10); // 2025-01-01 00:00 in DOS time and date
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, packed);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(VERSION, 4);
    central.writeUInt16LE(VERSION, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(DEFLATE, 10);
    central.writeUInt32LE(0x5a210000, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);

    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
