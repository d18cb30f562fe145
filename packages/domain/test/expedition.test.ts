import { describe, expect, it } from 'vitest';
import {
  checkUploadRows,
  EXPEDITION_MESSAGES,
  expeditionAmounts,
  expeditionColumns,
  expeditionColumnSet,
  expeditionLineUpdateSchema,
  expeditionSearchSchema,
  locateUploadColumns,
  MAX_LISTED_ERRORS,
  readCharge,
  readUploadDate,
  UPLOAD_COLUMNS,
  validateExpeditionLineUpdate,
  validateExpeditionSearch,
  type KnownLine,
  type UploadRow,
} from '../src/index';

const zeroFees = { packing: '0', inap: '0', bongkarMuat: '0', surcharge: '0', thr: '0', insentif: '0', lain: '0' };

describe('expedition search filters (payment site, branch)', () => {
  it('needs a payment site, and a branch when the site is Branch', () => {
    expect(validateExpeditionSearch({ paymentSite: '' })).toEqual(['Payment site harus diisi..']);
    expect(validateExpeditionSearch({ paymentSite: 'Branch', branch: ' ' })).toEqual(['Branch harus diisi..']);
    expect(validateExpeditionSearch({ paymentSite: 'Branch', branch: 'Medan' })).toEqual([]);
    expect(validateExpeditionSearch({ paymentSite: 'HO', branch: '' })).toEqual([]);
  });

  it('pages 10 at a time unless asked otherwise, and refuses a site that is neither HO nor Branch', () => {
    expect(expeditionSearchSchema.parse({}).pageSize).toBe(10);
    expect(expeditionSearchSchema.safeParse({ paymentSite: 'Cabang' }).success).toBe(false);
  });
});

describe('expedition amounts (revised qty × unit price, plus the charges)', () => {
  it('Tagihan Ekspedisi = revised quantity × unit price; the total adds every charge, exactly', () => {
    const a = expeditionAmounts({
      revisedQuantity: '12.345',
      unitPrice: '12000.10',
      packing: '0.10',
      inap: '0.20',
      bongkarMuat: '1000',
      surcharge: '2.5',
      thr: '3',
      insentif: '4',
      lain: '5.05',
    });
    // 12.345 × 12000.10 = 148141.2345 → 148141.23
    expect(a).toEqual({ freightCharge: '148141.23', totalCharge: '149156.08' });
  });

  it('rounds the product half-up and never drifts like floats do', () => {
    expect(expeditionAmounts({ revisedQuantity: '0.005', unitPrice: '1', ...zeroFees }).freightCharge).toBe('0.01');
    expect(expeditionAmounts({ revisedQuantity: '3', unitPrice: '0.1', ...zeroFees, packing: '0.2' }).totalCharge).toBe('0.50');
    expect(expeditionAmounts({ revisedQuantity: '999999999999999.999', unitPrice: '1', ...zeroFees }).freightCharge).toBe('1000000000000000.00');
  });

  it('reads typed charges with thousands separators, refuses negatives and overflows', () => {
    expect(readCharge('1,250,000.5', 'money')).toBe('1250000.50');
    expect(readCharge('-1', 'money')).toBeNull();
    expect(readCharge('1e3', 'money')).toBeNull();
    expect(readCharge('12345678901234567', 'money')).toBeNull();
    expect(readCharge('2.5', 'quantity')).toBe('2.500');
  });

  it('the modal: invoice number and both dates, and equal dates, all at once', () => {
    expect(validateExpeditionLineUpdate({ invoiceNo: '', invoiceDate: '', taxDate: '' })).toEqual([
      EXPEDITION_MESSAGES.invoiceNoEmpty,
      EXPEDITION_MESSAGES.invoiceDateEmpty,
      EXPEDITION_MESSAGES.taxDateEmpty,
    ]);
    expect(validateExpeditionLineUpdate({ invoiceNo: 'A', invoiceDate: '2026-11-02', taxDate: '2026-11-03' })).toEqual([
      'Invoice Date & Tax Date is not equal',
    ]);
    const bad = expeditionLineUpdateSchema.safeParse({ instance: 'AAM', awbLineId: 1, revision: 0, revisedQuantity: '-1' });
    expect(bad.success).toBe(false);
  });
});

describe('column sets', () => {
  it('FIN sees every column but the company total; a supplier neither company rate, total nor match', () => {
    const keys = (set: Parameters<typeof expeditionColumns>[0]) => expeditionColumns(set).map((c) => c.key);
    expect(keys('full')).toContain('totalCompany');
    expect(keys('fin')).not.toContain('totalCompany');
    expect(keys('fin')).toContain('rateCompany');
    expect(keys('full').length - keys('fin').length).toBe(1);
    expect(keys('transport')).not.toEqual(expect.arrayContaining(['rateCompany']));
    expect(expeditionColumnSet({ typeUser: 'PIC', role: 'FIN', description: 'Finance Expedition' })).toBe('fin');
    expect(expeditionColumnSet({ typeUser: 'VENDOR', role: 'VENDOR', description: 'PT Kilat Transport Nusantara' })).toBe('transport');
    expect(expeditionColumnSet({ typeUser: 'ORACLE', role: 'FINANCE', description: 'AP Finance' })).toBe('full');
  });
});

describe('upload columns and dates', () => {
  it('finds columns by label or legacy code in any case and spacing, and names the missing ones', () => {
    const { positions, missing } = locateUploadColumns(['reference', 'NO_INVOICE', 'Tgl  Invoice', 'tgl_faktur_pajak']);
    expect(positions.get('reference')).toBe(0);
    expect(positions.get('invoiceNo')).toBe(1);
    expect(positions.get('invoiceDate')).toBe(2);
    expect(missing).toContain('Harga Satuan');
    expect(missing).not.toContain('Tgl Faktur Pajak');
  });

  it('reads date cells and the usual text forms; anything else is not a date', () => {
    expect(readUploadDate(new Date(Date.UTC(2026, 10, 2)))).toBe('2026-11-02');
    expect(readUploadDate('02-NOV-2026')).toBe('2026-11-02');
    expect(readUploadDate('02/11/2026')).toBe('2026-11-02');
    expect(readUploadDate('2026-11-02')).toBe('2026-11-02');
    expect(readUploadDate('31-02-2026')).toBeNull();
    expect(readUploadDate(46000)).toBeNull();
    expect(readUploadDate(null)).toBeNull();
  });
});

describe('upload rows (every error at once with its line)', () => {
  const known = new Map<string, KnownLine>([
    ['R1', { awbLineId: 1, submitted: false, revisedQuantity: '10.000', unitPrice: '12000.00' }],
    ['R2', { awbLineId: 2, submitted: false, revisedQuantity: '5.000', unitPrice: '1000.00' }],
    ['R3', { awbLineId: 3, submitted: true, revisedQuantity: '1.000', unitPrice: '1.00' }],
  ]);
  const check = (rows: UploadRow[]) => checkUploadRows(rows, (r) => known.get(r), { invoiceNo: 50, taxNo: 30 });
  const row = (line: number, cells: UploadRow['cells']): UploadRow => ({
    line,
    cells: { reference: 'R1', invoiceNo: 'INV-1', invoiceDate: '02-NOV-2026', taxDate: '02-NOV-2026', taxNo: '010.000-26.00000001', ...cells },
  });

  it('a valid row becomes a change with the computed amounts; empty quantity and price keep the line’s', () => {
    const { changes, messages } = check([row(2, { packing: 500 }), row(3, { reference: 'R2', revisedQuantity: '6', unitPrice: '1,000' })]);
    expect(messages).toEqual([]);
    expect(changes[0]).toMatchObject({
      awbLineId: 1,
      revisedQuantity: '10.000',
      freightCharge: '120000.00',
      totalCharge: '120500.00',
      invoiceDate: '2026-11-02',
    });
    expect(changes[1]).toMatchObject({ awbLineId: 2, revisedQuantity: '6.000', unitPrice: '1000.00', totalCharge: '6000.00' });
  });

  it('a value repeated on many rows reads the same on each, and an empty cell keeps each row’s own line’s value', () => {
    const day = new Date(Date.UTC(2026, 10, 2));
    const rows = [
      row(2, { revisedQuantity: '', unitPrice: 12000, packing: 500, invoiceDate: day, taxDate: day }),
      row(3, { reference: 'R2', revisedQuantity: '', unitPrice: null, packing: 500, invoiceDate: day, taxDate: '02-NOV-2026' }),
      row(4, { reference: 'R4', packing: 'abc', invoiceDate: day, taxDate: day }),
      row(5, { reference: 'R5', packing: 'abc', invoiceDate: new Date(Date.UTC(10000, 0, 1)), taxDate: day }),
      row(6, { reference: 'R6', packing: 'abc', invoiceDate: new Date(Date.UTC(10000, 0, 1)), taxDate: day }),
    ];
    const more = new Map<string, KnownLine>([
      ...known,
      ...['R4', 'R5', 'R6'].map((r, i): [string, KnownLine] => [r, { awbLineId: 4 + i, submitted: false, revisedQuantity: '1.000', unitPrice: '1.00' }]),
    ]);
    const { changes, messages } = checkUploadRows(rows, (r) => more.get(r), { invoiceNo: 50, taxNo: 30 });
    expect(changes.map((c) => [c.awbLineId, c.revisedQuantity, c.unitPrice, c.packing, c.invoiceDate])).toEqual([
      [1, '10.000', '12000.00', '500.00', '2026-11-02'],
      [2, '5.000', '1000.00', '500.00', '2026-11-02'],
    ]);
    expect(messages).toEqual([
      'Invalid number in Biaya Packing at line: 4',
      'Tgl Invoice must be between 01-JAN-1900 and 31-DEC-2999 at line: 5',
      'Invalid number in Biaya Packing at line: 5',
      'Tgl Invoice must be between 01-JAN-1900 and 31-DEC-2999 at line: 6',
      'Invalid number in Biaya Packing at line: 6',
    ]);
  });

  it('lists every error of every row with the spec’s exact texts and line numbers', () => {
    const { changes, messages } = check([
      row(2, { invoiceDate: '2026-13-01' }),
      row(3, { reference: 'R2', taxDate: 'soon' }),
      row(4, { reference: 'R2', invoiceNo: 'INV-2', taxDate: '03-NOV-2026' }),
      row(5, { reference: 'R9', invoiceDate: '04-NOV-2026', taxDate: '04-NOV-2026' }),
    ]);
    expect(changes).toEqual([]);
    expect(messages).toEqual([
      'Invalid Invoice Date Format line at line: 2',
      'Invalid Tax Date Format line at line: 3',
      'Reference R2 appears more than once at line: 4',
      'Invoice Date & Tax Date is not equal at line: 4',
      'Reference R9 not found at line: 5',
      'Invoice Date is not equal with previous value at line: 5',
    ]);
  });

  it('refuses submitted lines, empty invoice numbers and numbers that are not numbers', () => {
    const { messages } = check([row(7, { reference: 'R3', invoiceNo: '', thr: 'abc', revisedQuantity: -1 })]);
    expect(messages).toEqual([
      'Reference R3 is already submitted at line: 7',
      'No Invoice is empty at line: 7',
      'Invalid number in Revisi COLLY/KG at line: 7',
      'Invalid number in Biaya THR at line: 7',
    ]);
  });

  it('lines billed before set their invoice’s date; a submitted invoice number is closed', () => {
    const saved = { invoiceDates: new Map([['INV-1', '2026-11-01']]), submittedInvoices: new Set(['INV-9']) };
    const { messages } = checkUploadRows(
      [row(2, {}), row(3, { reference: 'R2', invoiceNo: 'INV-9' })],
      (r) => known.get(r),
      { invoiceNo: 50, taxNo: 30 },
      saved,
    );
    expect(messages).toEqual(['Invoice Date is not equal with previous value at line: 2', 'Invoice INV-9 is already submitted at line: 3']);
  });

  it('no rows, or only blank ones, is "Tidak ada data yang di upload"', () => {
    expect(check([]).messages).toEqual(['Tidak ada data yang di upload']);
    expect(check([{ line: 2, cells: { reference: ' ', invoiceNo: null } }]).messages).toEqual(['Tidak ada data yang di upload']);
  });

  it('caps the list at MAX_LISTED_ERRORS and counts the rest', () => {
    const rows = Array.from({ length: MAX_LISTED_ERRORS + 10 }, (_, i) => row(i + 2, { reference: `X${i}` }));
    const { messages } = check(rows);
    expect(messages).toHaveLength(MAX_LISTED_ERRORS + 1);
    expect(messages.at(-1)).toBe('… and 10 more error(s)');
  });

  it('every upload column has a distinct label and code', () => {
    expect(new Set(UPLOAD_COLUMNS.map((c) => c.label)).size).toBe(UPLOAD_COLUMNS.length);
    expect(new Set(UPLOAD_COLUMNS.map((c) => c.code)).size).toBe(UPLOAD_COLUMNS.length);
  });
});
