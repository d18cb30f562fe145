import { afterAll, describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { expeditionColumns, expeditionLineSchema, expeditionOptionsSchema, expeditionSearchResponseSchema, expeditionSummarySchema } from '@faktura/domain';
import { bodyOf, messagesOf } from '../helpers/body';
import { expeditionTestApp } from '../helpers/expedition';

const app = await expeditionTestApp('search');
afterAll(() => app.close());
const injectAs = app.as;

const AAM = 'orgId=82&instance=AAM';
const search = (user: string, query: string) => injectAs(user, { method: 'GET', url: `/api/expedition/lines?${AAM}&${query}` });
const lines = async (user: string, query: string) => {
  const res = await search(user, query);
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, expeditionSearchResponseSchema);
};

describe('expedition search (/expedition)', () => {
  it('asks for the payment site, then for a branch when the site is Branch', async () => {
    expect(messagesOf(await search('transport', ''))).toEqual(['Payment site harus diisi..']);
    const noBranch = await search('transport', 'paymentSite=Branch');
    expect(noBranch.statusCode).toBe(400);
    expect(messagesOf(noBranch)).toEqual(['Branch harus diisi..']);
  });

  it('transport: its own lines 10 per page, HO every branch, Branch one; in the transport format', async () => {
    const ho = await lines('transport', 'paymentSite=HO');
    expect(ho.pageSize).toBe(10);
    expect(ho.items).toHaveLength(10);
    expect(ho.total).toBeGreaterThanOrEqual(30);
    expect(new Set(ho.items.map((l) => l.vendorId))).toEqual(new Set([3003]));
    expect(ho.items.every((l) => l.rateCompany === null && l.totalCompany === null && l.matchType === null)).toBe(true);
    const medan = await lines('transport', 'paymentSite=Branch&branch=Medan&pageSize=100');
    expect(medan.total).toBeGreaterThan(0);
    expect(medan.total).toBeLessThan(ho.total);
    expect(medan.items.every((l) => l.branch === 'Medan')).toBe(true);
    const page2 = await lines('transport', 'paymentSite=HO&page=2');
    expect(page2.items[0]!.reference).not.toBe(ho.items[0]!.reference);
  });

  it('filters by AWB, dates and invoice number; lists the AWB and branch choices', async () => {
    const options = bodyOf(await injectAs('transport', { method: 'GET', url: `/api/expedition/options?${AAM}` }), expeditionOptionsSchema);
    expect(options.awbs).toContain('KTN800000007');
    expect(options.branches.map((b) => b.name).sort()).toEqual(['Jakarta', 'Makassar', 'Medan', 'Surabaya']);
    expect((await lines('transport', 'paymentSite=HO&awb=KTN800000007')).items.map((l) => l.reference)).toEqual(['KTN-DEMO-0007']);
    const october = await lines('transport', 'paymentSite=HO&fromDate=2026-10-01&toDate=2026-10-03&pageSize=100');
    expect(october.items.every((l) => l.shipDate >= '2026-10-01' && l.shipDate <= '2026-10-03')).toBe(true);
    const invoice = await lines('transport', 'paymentSite=HO&invoiceNo=2610/001');
    expect(invoice.items.map((l) => l.reference)).toEqual(['KTN-DEMO-0001', 'KTN-DEMO-0002', 'KTN-DEMO-0003', 'KTN-DEMO-0004']);
    expect(invoice.items[0]).toMatchObject({ status: 'SAVED', invoiceNo: 'KTN/INV/2610/001', packing: '25000.00' });
  });

  it('a supplier never sees another’s lines: the vendorId it sends is ignored', async () => {
    const asked = await lines('transport', 'paymentSite=HO&vendorId=3002');
    expect(new Set(asked.items.map((l) => l.vendorId))).toEqual(new Set([3003]));
    const vendor = await lines('vendor', 'paymentSite=HO');
    expect(vendor.total).toBe(0);
  });

  it('pic chooses among its suppliers (every column); another supplier is refused', async () => {
    expect(messagesOf(await search('pic', 'paymentSite=HO'))).toEqual(['Please select vendor']);
    const refused = await search('pic', 'paymentSite=HO&vendorId=3003');
    expect(refused.statusCode).toBe(403);
    expect(messagesOf(refused)).toEqual(['This vendor is not available to you']);
    const maju = await lines('pic', 'paymentSite=HO&vendorId=3002');
    expect(maju.items.map((l) => l.reference)).toContain('CMB-DEMO-0001');
    expect(maju.items.every((l) => l.totalCompany !== null && l.rateCompany !== null && l.matchType !== null)).toBe(true);
    expect(maju.items.find((l) => l.reference === 'CMB-DEMO-0005')?.matchType).toBe('UNMATCH');
  });

  it('fin (role FIN) sees every column but the AAM total; finance any supplier the ERP knows', async () => {
    const fin = await lines('fin', 'paymentSite=HO&vendorId=3003');
    expect(fin.items[0]).toMatchObject({ totalCompany: null });
    expect(fin.items[0]!.rateCompany).not.toBeNull();
    const finance = await lines('finance', 'paymentSite=HO&vendorId=3003');
    expect(finance.items[0]!.totalCompany).not.toBeNull();
    expect((await search('finance', 'paymentSite=HO&vendorId=999999')).statusCode).toBe(403);
  });

  it('Summary Invoice: saved lines per invoice number, submitted ones no more', async () => {
    const res = await injectAs('transport', { method: 'GET', url: `/api/expedition/summary?${AAM}` });
    const { items } = bodyOf(res, expeditionSummarySchema);
    const october = items.find((i) => i.invoiceNo === 'KTN/INV/2610/001');
    expect(october).toMatchObject({ invoiceDate: '2026-10-31', taxDate: '2026-10-31', lines: 4 });
    expect(items.map((i) => i.invoiceNo)).not.toContain('KTN/INV/2610/000');
  });
});

describe('expedition downloads', () => {
  const download = async (user: string, format: 'xls' | 'xlsx', query = 'paymentSite=HO') => {
    const res = await injectAs(user, { method: 'GET', url: `/api/expedition/export.${format}?${AAM}&${query}` });
    expect(res.statusCode, res.body).toBe(200);
    const book = XLSX.read(res.rawPayload, { type: 'buffer', cellDates: true, UTC: true });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['My Worksheet']!, { header: 1, raw: true });
    return { res, book, header: rows[0] as string[], data: rows.slice(1) };
  };

  it('Download (.xls) and Download Excel (.xlsx): expedition-{timestamp}, "My Worksheet", every line of the search', async () => {
    for (const format of ['xls', 'xlsx'] as const) {
      const { res, book, header, data } = await download('transport', format);
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="expedition-\\d{14}\\.${format}"$`));
      expect(book.SheetNames).toEqual(['My Worksheet']);
      expect(header).toEqual(expeditionColumns('transport').map((c) => c.label));
      expect(data.length).toBeGreaterThanOrEqual(30);
    }
  });

  it('values read back equal: amounts, dates, the billed invoice', async () => {
    const { header, data } = await download('transport', 'xlsx', 'paymentSite=HO&awb=KTN800000001');
    const row = Object.fromEntries(header.map((h, i) => [h, (data[0] as unknown[])[i]]));
    const api = (await lines('transport', 'paymentSite=HO&awb=KTN800000001')).items[0]!;
    expect(row).toMatchObject({ Reference: 'KTN-DEMO-0001', 'Total Tagihan Ekspedisi': Number(api.totalCharge), 'No Invoice': 'KTN/INV/2610/001' });
    expect((row['Tgl Invoice'] as Date).toISOString().slice(0, 10)).toBe('2026-10-31');
  });

  it('column sets: fin without Tagihan AAM, finance with it', async () => {
    expect((await download('fin', 'xls', 'paymentSite=HO&vendorId=3003')).header).toEqual(expeditionColumns('fin').map((c) => c.label));
    expect((await download('fin', 'xls', 'paymentSite=HO&vendorId=3003')).header).not.toContain('Tagihan AAM');
    expect((await download('finance', 'xlsx', 'paymentSite=HO&vendorId=3003')).header).toContain('Tagihan AAM');
  });

  it('refuses a search without a payment site here too', async () => {
    const res = await injectAs('transport', { method: 'GET', url: `/api/expedition/export.xls?${AAM}` });
    expect(messagesOf(res)).toEqual(['Payment site harus diisi..']);
  });
});

describe('expedition REFERENCE modal (update by reference)', () => {
  /** A demo line by its number: KTN-DEMO-0029 is on AWB KTN800000029. */
  const lineOf = async (reference: string) =>
    (await lines('transport', `paymentSite=HO&awb=KTN8${reference.slice(-8).replace(/\D/g, '').padStart(8, '0')}`)).items[0]!;
  const update = (user: string, body: object) => injectAs(user, { method: 'PUT', url: '/api/expedition/lines', payload: { orgId: 82, ...body } });
  const fields = {
    revisedQuantity: '20.5',
    unitPrice: '12000',
    packing: '1000',
    inap: '2000',
    bongkarMuat: '3000',
    surcharge: '4000',
    thr: '5000',
    insentif: '6000',
    lain: '7000.50',
    invoiceNo: 'KTN/INV/2611/900',
    invoiceDate: '2026-11-10',
    taxNo: '010.000-26.00009000',
    taxDate: '2026-11-10',
  };

  it('saves the fields and computes Tagihan Ekspedisi and the total on the server', async () => {
    const line = await lineOf('KTN-DEMO-0029');
    const res = await update('transport', { instance: 'AAM', awbLineId: line.awbLineId, revision: line.revision, ...fields });
    expect(res.statusCode, res.body).toBe(200);
    const saved = bodyOf(res, expeditionLineSchema);
    // 20.5 × 12000 = 246000; + 28000.50 of charges
    expect(saved).toMatchObject({
      freightCharge: '246000.00',
      totalCharge: '274000.50',
      status: 'SAVED',
      invoiceNo: 'KTN/INV/2611/900',
      revision: line.revision + 1,
    });
    expect(saved.totalCompany).toBeNull();
  });

  it('a stale revision is a 409; its own checks come all at once; the dates of an invoice agree', async () => {
    const line = await lineOf('KTN-DEMO-0029');
    const stale = await update('transport', { instance: 'AAM', awbLineId: line.awbLineId, revision: line.revision - 1, ...fields });
    expect(stale.statusCode).toBe(409);
    const empty = await update('transport', {
      instance: 'AAM',
      awbLineId: line.awbLineId,
      revision: line.revision,
      ...fields,
      invoiceNo: '',
      invoiceDate: '',
      taxDate: '2026-11-10',
    });
    expect(messagesOf(empty)).toEqual(['No Invoice is empty', 'Tanggal Invoice is empty']);
    const unequal = await update('transport', { instance: 'AAM', awbLineId: line.awbLineId, revision: line.revision, ...fields, taxDate: '2026-11-11' });
    expect(messagesOf(unequal)).toEqual(['Invoice Date & Tax Date is not equal']);
    const other = await lineOf('KTN-DEMO-0028');
    const differs = await update('transport', {
      instance: 'AAM',
      awbLineId: other.awbLineId,
      revision: other.revision,
      ...fields,
      invoiceDate: '2026-11-12',
      taxDate: '2026-11-12',
    });
    expect(messagesOf(differs)).toEqual(['Invoice KTN/INV/2611/900 already has other lines with another Tanggal Invoice or Faktur Pajak']);
  });

  it('a submitted line or invoice number does not change; another supplier’s line is not found', async () => {
    const sent = await lineOf('KTN-DEMO-0005');
    const res = await update('transport', { instance: 'AAM', awbLineId: sent.awbLineId, revision: sent.revision, ...fields });
    expect(messagesOf(res)).toEqual(['Reference KTN-DEMO-0005 is already submitted and cannot be changed']);
    const open = await lineOf('KTN-DEMO-0027');
    const reused = await update('transport', { instance: 'AAM', awbLineId: open.awbLineId, revision: 0, ...fields, invoiceNo: 'KTN/INV/2610/000' });
    expect(messagesOf(reused)).toEqual(['Invoice KTN/INV/2610/000 is already submitted']);
    const maju = (await lines('pic', 'paymentSite=HO&vendorId=3002')).items[0]!;
    const theirs = await update('transport', { instance: 'AAM', awbLineId: maju.awbLineId, revision: 0, ...fields });
    expect(theirs.statusCode).toBe(404);
    expect(messagesOf(theirs)).toEqual(['Freight line not found']);
  });
});
