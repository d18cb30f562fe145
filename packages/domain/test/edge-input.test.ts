import { describe, expect, it } from 'vitest';
import { checkUploadRows, DATE_INPUT_MESSAGES, isoDateSchema, plainText, textProblem, type UploadRow } from '../src/index';

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('one date contract: 01-JAN-1900 … 31-DEC-2999', () => {
  it('takes the range’s first and last day, and names the range past them', () => {
    expect(DATE_INPUT_MESSAGES.outOfRange).toBe('Date must be between 01-JAN-1900 and 31-DEC-2999');
    for (const date of ['1900-01-01', '2999-12-31', '2024-02-29']) expect(isoDateSchema.safeParse(date).success, date).toBe(true);
    for (const date of ['1899-12-31', '3000-01-01', '9999-12-31'])
      expect(issues(isoDateSchema.safeParse(date)), date).toEqual([DATE_INPUT_MESSAGES.outOfRange]);
  });

  it('says "Invalid date" once for a date that does not exist or is not written YYYY-MM-DD', () => {
    for (const date of ['0000-01-01', '2024-02-30', '10000-01-01', '2026-1-1', ''])
      expect(issues(isoDateSchema.safeParse(date)), date).toEqual(['Invalid date']);
  });
});

describe('one text rule: no control characters, no broken Unicode', () => {
  it('refuses lone surrogates, high, low or reversed, and keeps proper pairs', () => {
    for (const text of ['\ud800', 'a\udfffb', '\udc00\ud800', 'x\ud83d']) {
      expect(textProblem(text), JSON.stringify(text)).toBe('Text must be valid Unicode (it holds a broken character)');
      expect(issues(plainText(20).safeParse(text))).toEqual(['Text must be valid Unicode (it holds a broken character)']);
    }
    expect(textProblem('INV-💥 é\ttab')).toBeNull();
    expect(textProblem('INV\u0000')).toBe('Text must not contain control characters');
  });
});

describe('upload dates past the range', () => {
  it('are refused with the range, typed or as date cells of year 10000', () => {
    const known = () => ({ awbLineId: 1, submitted: false, revisedQuantity: '1', unitPrice: '1' });
    const row = (invoiceDate: UploadRow['cells']['invoiceDate'], taxDate: UploadRow['cells']['taxDate']): UploadRow => ({
      line: 2,
      cells: { reference: 'R1', invoiceNo: 'INV-1', invoiceDate, taxNo: 'T1', taxDate },
    });
    const { messages } = checkUploadRows([row(new Date(Date.UTC(10000, 0, 1)), '31-DEC-9999')], known, { invoiceNo: 50, taxNo: 30 });
    expect(messages).toEqual([
      'Tgl Invoice must be between 01-JAN-1900 and 31-DEC-2999 at line: 2',
      'Tgl Faktur Pajak must be between 01-JAN-1900 and 31-DEC-2999 at line: 2',
    ]);
    expect(checkUploadRows([row('01-JAN-1900', new Date(Date.UTC(1900, 0, 1)))], known, { invoiceNo: 50, taxNo: 30 }).messages).toEqual([]);
  });
});
