import { MAX_RECORD_DATA, record } from './biff8';
import type { TempFile } from './temp-file';

const SST = 0x00fc;
const CONTINUE = 0x003c;
/** EXTSST indexes every `dsst`-th string; it must fit one record (8 bytes a bucket). */
const MAX_BUCKETS = 1024;
/** Short strings remembered to share one entry ("IDR", a bank's name): a bounded number, so memory stays flat. */
const MAX_REMEMBERED = 20_000;
const MAX_REMEMBERED_LENGTH = 64;

/**
 * The shared-string table (SST, then CONTINUE records) written to a scratch file as cells add
 * strings, with the EXTSST index Excel keeps beside it. Strings are UTF-16; one that does not fit
 * its record goes on in a CONTINUE record that starts with its encoding flag again (MS-XLS 2.4.265).
 */
export class SstWriter {
  private recordData = Buffer.alloc(MAX_RECORD_DATA);
  private used = 8; // the first record starts with the two counts, written at the end
  private recordType = SST;
  private readonly remembered = new Map<string, number>();
  /** Every 8th string: its offset in the file and in its record (header included). */
  private readonly marks: Array<[number, number]> = [];
  private unique = 0;
  private references = 0;

  constructor(private readonly file: TempFile) {}

  /** The table index of `text`, added unless it is already there. */
  add(text: string): number {
    this.references += 1;
    const known = this.remembered.get(text);
    if (known !== undefined) return known;
    const index = this.unique;
    this.unique += 1;
    if (this.remembered.size < MAX_REMEMBERED && text.length <= MAX_REMEMBERED_LENGTH) this.remembered.set(text, index);
    // The count and flag (3 bytes) and a first character stay together.
    if (MAX_RECORD_DATA - this.used < 5) this.nextRecord();
    if (index % 8 === 0) this.marks.push([this.file.size + 4 + this.used, 4 + this.used]);
    this.used = this.recordData.writeUInt16LE(text.length, this.used);
    this.used = this.recordData.writeUInt8(1, this.used); // UTF-16
    let from = 0;
    while (from < text.length) {
      let room = Math.floor((MAX_RECORD_DATA - this.used) / 2);
      if (room === 0) {
        this.nextRecord();
        this.used = this.recordData.writeUInt8(1, this.used);
        room = Math.floor((MAX_RECORD_DATA - this.used) / 2);
      }
      const part = text.slice(from, from + room);
      this.used += this.recordData.write(part, this.used, 'utf16le');
      from += part.length;
    }
    return index;
  }

  private nextRecord() {
    this.file.append(record(this.recordType, this.recordData.subarray(0, this.used)));
    this.recordType = CONTINUE;
    this.used = 0;
  }

  /** Writes the last record and the counts; returns the EXTSST record, its offsets made absolute by `sstPosition` in the stream. */
  finish(): (sstPosition: number) => Buffer {
    this.nextRecord();
    const counts = Buffer.alloc(8);
    counts.writeUInt32LE(this.references, 0);
    counts.writeUInt32LE(this.unique, 4);
    this.file.patch(4, counts);
    const stride = Math.max(1, Math.ceil(this.marks.length / MAX_BUCKETS));
    const buckets = this.marks.filter((_, i) => i % stride === 0);
    return (sstPosition) => {
      const data = Buffer.alloc(2 + buckets.length * 8);
      data.writeUInt16LE(8 * stride, 0);
      buckets.forEach(([offset, inRecord], i) => {
        data.writeUInt32LE(sstPosition + offset, 2 + i * 8);
        data.writeUInt16LE(inRecord, 6 + i * 8);
      });
      return record(0x00ff, data);
    };
  }
}
