import zlib from 'node:zlib';
import type { ZipEntry } from './zip';

const MiB = 1024 * 1024;

/**
 * A part of `mib` MiB of zeros, deflated without ever holding it: one MiB of zeros deflated
 * once and ended with a sync flush is a block that refers to nothing before it, so copies of it
 * in a row are one valid deflate stream (closed by an empty final block). 200 MiB pack into
 * ~0.2 MB, 1 GiB into ~1 MB: what a zip bomb is. The sizes in the headers are the true ones
 * unless `declaredSize` says otherwise.
 */
export function zerosEntry(name: string, mib: number, declaredSize = mib * MiB): ZipEntry {
  const block = zlib.deflateRawSync(Buffer.alloc(MiB), { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const zeros = Buffer.alloc(MiB);
  let crc = 0;
  for (let i = 0; i < mib; i++) crc = zlib.crc32(zeros, crc);
  return { name, data: Buffer.alloc(0), deflated: Buffer.concat([...Array<Buffer>(mib).fill(block), Buffer.from([0x03, 0x00])]), crc, declaredSize };
}
