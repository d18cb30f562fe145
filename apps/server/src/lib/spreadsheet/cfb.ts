/**
 * The OLE compound file (MS-CFB, version 3, 512-byte sectors) that holds an .xls's "Workbook"
 * stream. Written in one pass once the stream's size is known: header, the stream's sectors, then
 * the directory and the allocation tables after them, so only the tables are built in memory
 * (4 bytes per 512 of data). A stream under 4,096 bytes must live in the mini stream (64-byte
 * sectors), as the format requires.
 */

const SECTOR = 512;
const MINI_SECTOR = 64;
const MINI_CUTOFF = 4096;
const ENTRIES_PER_SECTOR = SECTOR / 4;
const HEADER_DIFAT = 109;

const FREESECT = 0xffffffff;
const ENDOFCHAIN = 0xfffffffe;
const FATSECT = 0xfffffffd;
const DIFSECT = 0xfffffffc;
const NOSTREAM = 0xffffffff;

/** Where the stream's bytes go and what follows them: the file's head, the padding after the data, and its tail. */
export type CompoundFileLayout = { head: Buffer; padding: Buffer; tail: Buffer };

const ceil = (a: number, b: number) => Math.ceil(a / b);

function sectorsOf(values: number[]): Buffer {
  const b = Buffer.alloc(ceil(values.length, ENTRIES_PER_SECTOR) * SECTOR, 0xff);
  values.forEach((v, i) => b.writeUInt32LE(v >>> 0, i * 4));
  return b;
}

function directoryEntry(name: string, type: 0 | 2 | 5, child: number, start: number, size: number): Buffer {
  const b = Buffer.alloc(128);
  b.writeUInt32LE(NOSTREAM, 68); // left sibling
  b.writeUInt32LE(NOSTREAM, 72); // right sibling
  b.writeUInt32LE(child, 76);
  if (type === 0) return b;
  b.write(name, 0, 'utf16le');
  b.writeUInt16LE((name.length + 1) * 2, 64);
  b.writeUInt8(type, 66);
  b.writeUInt8(1, 67); // black
  b.writeUInt32LE(start, 116);
  b.writeUInt32LE(size, 120);
  return b;
}

function header(o: { fatSectors: number[]; firstDirSector: number; firstMiniFat: number; miniFatSectors: number; difatSectors: number[] }): Buffer {
  const b = Buffer.alloc(SECTOR);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(b, 0);
  b.writeUInt16LE(0x003e, 24); // minor version
  b.writeUInt16LE(0x0003, 26); // major version 3
  b.writeUInt16LE(0xfffe, 28); // little-endian
  b.writeUInt16LE(9, 30); // 512-byte sectors
  b.writeUInt16LE(6, 32); // 64-byte mini sectors
  b.writeUInt32LE(o.fatSectors.length, 44);
  b.writeUInt32LE(o.firstDirSector, 48);
  b.writeUInt32LE(MINI_CUTOFF, 56);
  b.writeUInt32LE(o.firstMiniFat, 60);
  b.writeUInt32LE(o.miniFatSectors, 64);
  b.writeUInt32LE(o.difatSectors[0] ?? ENDOFCHAIN, 68);
  b.writeUInt32LE(o.difatSectors.length, 72);
  for (let i = 0; i < HEADER_DIFAT; i += 1) b.writeUInt32LE(o.fatSectors[i] ?? FREESECT, 76 + i * 4);
  return b;
}

/** FAT sectors beyond the header's 109 are listed in DIFAT sectors of 127 entries and a link to the next. */
function difat(fatSectors: number[], difatSectors: number[]): Buffer {
  const rest = fatSectors.slice(HEADER_DIFAT);
  const values: number[] = [];
  difatSectors.forEach((_, i) => {
    const part = rest.slice(i * 127, (i + 1) * 127);
    values.push(...part, ...Array<number>(127 - part.length).fill(FREESECT), difatSectors[i + 1] ?? ENDOFCHAIN);
  });
  return sectorsOf(values);
}

/** Counts the allocation sectors a file of `used` other sectors needs (they take sectors themselves). */
function allocation(used: number): { fat: number; difat: number } {
  let fat = 1;
  let dif = 0;
  for (;;) {
    const total = used + fat + dif;
    const needFat = ceil(total, ENTRIES_PER_SECTOR);
    const needDif = needFat > HEADER_DIFAT ? ceil(needFat - HEADER_DIFAT, 127) : 0;
    if (needFat === fat && needDif === dif) return { fat, difat: dif };
    fat = needFat;
    dif = needDif;
  }
}

const chain = (from: number, count: number) => Array.from({ length: count }, (_, i) => (i === count - 1 ? ENDOFCHAIN : from + i + 1));

/** The layout of a compound file holding one stream named `name` of `size` bytes. */
export function compoundFileLayout(name: string, size: number): CompoundFileLayout {
  const small = size < MINI_CUTOFF;
  // Sectors before the directory: the stream's own, or the mini stream and its one MiniFAT sector.
  const miniStreamSize = small ? ceil(size, MINI_SECTOR) * MINI_SECTOR : 0;
  const dataSectors = ceil(small ? miniStreamSize : size, SECTOR);
  const firstDirSector = dataSectors + (small ? 1 : 0);
  const { fat, difat: dif } = allocation(firstDirSector + 1);
  const fatSectors = Array.from({ length: fat }, (_, i) => firstDirSector + 1 + i);
  const difatSectors = Array.from({ length: dif }, (_, i) => firstDirSector + 1 + fat + i);

  const fatValues = [
    ...chain(0, dataSectors),
    ...(small ? [ENDOFCHAIN] : []), // the MiniFAT sector
    ENDOFCHAIN, // the directory
    ...fatSectors.map(() => FATSECT),
    ...difatSectors.map(() => DIFSECT),
  ];
  const directory = Buffer.concat([
    directoryEntry('Root Entry', 5, 1, small ? 0 : ENDOFCHAIN, miniStreamSize),
    directoryEntry(name, 2, NOSTREAM, 0, size),
    directoryEntry('', 0, NOSTREAM, 0, 0),
    directoryEntry('', 0, NOSTREAM, 0, 0),
  ]);
  const miniFat = small ? [sectorsOf(chain(0, miniStreamSize / MINI_SECTOR))] : [];
  return {
    head: header({ fatSectors, firstDirSector, firstMiniFat: small ? dataSectors : ENDOFCHAIN, miniFatSectors: small ? 1 : 0, difatSectors }),
    padding: Buffer.alloc(dataSectors * SECTOR - size),
    tail: Buffer.concat([...miniFat, directory, sectorsOf(fatValues), ...(dif ? [difat(fatSectors, difatSectors)] : [])]),
  };
}
