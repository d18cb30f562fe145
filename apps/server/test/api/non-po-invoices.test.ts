import { describe, expect, it } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { sql } from 'drizzle-orm';
import { batchDetailSchema, batchableInvoicesSchema, nonPoInvoiceDetailSchema } from '@faktura/domain';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { createNonPo, detailOf, nonPoOptions, nonPoPayload, updateOf } from '../helpers/non-po-invoices';

async function seededId(invoiceNo: string): Promise<number> {
  const { database } = await getTestContext();
  const [row] = await database.rows<{ id: number }>(sql`select id from invoices where invoice_no = ${invoiceNo}`);
  return Number(row!.id);
}

const post = async (user: string, payload: object) => injectAs(user, { method: 'POST', url: '/api/non-po-invoices', payload });

describe('supplier non-PO invoice: create', () => {
  it('answers every non-PO create/save message at once', async () => {
    const res = await post('vendor', { lines: [{ amount: '0' }], reimbursements: [{ taxNo: '' }] });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual([
      'Please select company',
      'Invoice No is empty',
      'Tax Invoice No is empty',
      'Invoice date is empty',
      'Tax Date is empty',
      'Attachment is required',
      'Please select category',
      'Line Detail Incomplete',
      'Line Reimburse Incomplete',
    ]);
    expect(messagesOf(await post('vendor', { orgId: 82, instance: 'AAM' }))).toContain('Line is required');
  });

  it('saves a DRAFT with totals computed on the server (PPN per VAT rate, WHT per code), never the client’s', async () => {
    const invoice = await createNonPo('vendor', {
      lines: [
        { ...(await nonPoPayload()).lines[0], amount: '1000000.55' },
        { ...(await nonPoPayload()).lines[0], amount: '333.33', whtCode: null },
      ],
    });
    expect(invoice).toMatchObject({ kind: 'NON_PO', status: 'DRAFT', vendorId: 3001, costCenter: 'ITD', attachments: [{ filename: 'faktur.pdf' }] });
    expect(invoice.totals).toEqual({
      totalLine: '1000333.88',
      ppn: [{ code: 'PPN 12%', rate: '12.00', base: '1000333.88', amount: '120040.07' }],
      totalPpn: '120040.00',
      wht: [{ code: 'PPh 23 2%', rate: '2.00', base: '1000000.55', amount: '20000.01' }],
      totalWht: '20000.01',
      totalInvoice: '1120373.88',
    });
    expect(invoice.lines.map((l) => [l.categoryDetail, l.taxAmount, l.whtAmount])).toEqual([
      ['Transportasi Dalam Kota', '120000.07', '20000.01'],
      ['Transportasi Dalam Kota', '40.00', '0.00'],
    ]);
    const withTotals = await post('vendor', { ...(await nonPoPayload()), totalInvoice: '1' });
    expect(withTotals.statusCode).toBe(400);
  });

  it('keeps all lines in one category and VAT codes valid on the invoice date', async () => {
    const options = await nonPoOptions();
    const other = detailOf(options, 'DDN', 'Hotel');
    const base = await nonPoPayload();
    const res = await post('vendor', {
      ...base,
      lines: [...base.lines, { ...base.lines[0], categoryDetailId: other.categoryDetailId }, { ...base.lines[0], vatCode: 'PPN 11%' }],
    });
    expect(messagesOf(res)).toEqual(['Detail Category cannot be different', 'VAT PPN 11% is not valid on the invoice date']);
    const old = await post('vendor', { ...(await nonPoPayload()), invoiceDate: '2024-06-03', lines: [{ ...base.lines[0], vatCode: 'PPN 11%' }] });
    expect(old.statusCode, old.body).toBe(201);
  });

  it('takes reimbursement lines only beside a REIMBURSTMENT line, each complete', async () => {
    const options = await nonPoOptions();
    const base = await nonPoPayload();
    const receipt = { vendorName: 'Hotel Mulia', taxNo: '010.000-26.00000911', taxDate: '2026-11-09', taxValue: '264000' };
    expect(messagesOf(await post('vendor', { ...base, reimbursements: [receipt] }))).toEqual(['Reimbursement lines need a REIMBURSTMENT line']);
    const reimburse = { ...base.lines[0], categoryDetailId: detailOf(options, 'DDK', 'REIMBURSTMENT').categoryDetailId, vatCode: null, whtCode: null };
    const res = await post('vendor', { ...(await nonPoPayload()), lines: [reimburse], reimbursements: [receipt] });
    expect(res.statusCode, res.body).toBe(201);
    expect(bodyOf(res, nonPoInvoiceDetailSchema).reimbursements).toMatchObject([{ ...receipt, taxValue: '264000.00', group: 'GENERAL' }]);
  });

  it('checks the FORWARDER’s SK number against the supplier’s SK references', async () => {
    const options = await nonPoOptions();
    const forwarder = detailOf(options, 'FORWARDER', 'Jasa Inklaring');
    const base = await nonPoPayload('vendor', { categoryId: forwarder.categoryId, referenceNumber: 'SK/NOT/MINE' });
    const line = { ...base.lines[0], categoryDetailId: forwarder.categoryDetailId, remarks: 'TO-1#Budi#2026-11-01#2026-11-03' };
    expect(messagesOf(await post('vendor', { ...base, lines: [line] }))).toEqual(["Reference Number is not one of this supplier's SK"]);
    expect(options.references.map((r) => r.referenceNumber)).toContain('SK/AAM/2026/031');
    const res = await post('vendor', { ...base, lines: [line], referenceNumber: 'SK/AAM/2026/031' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses ids that are not the supplier’s: a bank, a site, an account', async () => {
    const res = await post('vendor', { ...(await nonPoPayload()), bankAccountId: 999999, vendorSiteId: 30021, coaId: 1 });
    expect(messagesOf(res)).toEqual([
      'Account is not an account of this company',
      'Supplier site is not a site of this supplier in this company',
      "Bank is not one of this supplier's bank accounts",
    ]);
  });
});

describe('supplier non-PO invoice: edit and delete', () => {
  it('saves a DRAFT, keeps a REJECTED one REJECTED, refuses OPEN, and answers a stale revision with 409', async () => {
    const draft = await createNonPo();
    const saved = await injectAs('vendor', { method: 'PUT', url: `/api/non-po-invoices/${draft.id}`, payload: updateOf(draft, { description: 'Revisi' }) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(bodyOf(saved, nonPoInvoiceDetailSchema)).toMatchObject({ description: 'Revisi', status: 'DRAFT', revision: draft.revision + 1 });
    const stale = await injectAs('vendor', { method: 'PUT', url: `/api/non-po-invoices/${draft.id}`, payload: updateOf(draft) });
    expect(stale.statusCode).toBe(409);
    expect(messagesOf(stale)).toEqual(['This invoice was changed by someone else. Reload it and try again.']);

    const rejectedId = await seededId('SJA/NP/2026/0205');
    const rejected = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/non-po-invoices/${rejectedId}` }), nonPoInvoiceDetailSchema);
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: 'Nomor faktur pajak tidak sesuai, mohon diperbaiki' });
    expect(rejected.permissions).toMatchObject({ canEdit: true, canDelete: false, canDeleteAttachment: false });
    const kept = await injectAs('vendor', { method: 'PUT', url: `/api/non-po-invoices/${rejectedId}`, payload: updateOf(rejected) });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(bodyOf(kept, nonPoInvoiceDetailSchema).status).toBe('REJECTED');
    const removed = await injectAs('vendor', { method: 'DELETE', url: `/api/non-po-invoices/${rejectedId}` });
    expect(messagesOf(removed)).toEqual(['Only DRAFT invoices can be deleted (this one is REJECTED)']);

    const openId = await seededId('SJA/NP/2026/0202');
    const open = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/non-po-invoices/${openId}` }), nonPoInvoiceDetailSchema);
    const refused = await injectAs('vendor', { method: 'PUT', url: `/api/non-po-invoices/${openId}`, payload: updateOf(open) });
    expect(messagesOf(refused)).toEqual(['Invoice in status OPEN cannot be changed']);
  });

  it('resubmits a corrected REJECTED invoice to OPEN, once; a DRAFT is not resubmitted', async () => {
    const { database } = await getTestContext();
    const draft = await createNonPo();
    const notRejected = await injectAs('vendor', { method: 'POST', url: `/api/non-po-invoices/${draft.id}/resubmit`, payload: { revision: draft.revision } });
    expect(messagesOf(notRejected)).toEqual(['Action RESUBMIT is not allowed on an invoice in status DRAFT']);
    await database.db.execute(sql`update invoices set status = 'REJECTED', reason = 'Salah nilai' where id = ${draft.id}`);
    const res = await injectAs('vendor', { method: 'POST', url: `/api/non-po-invoices/${draft.id}/resubmit`, payload: { revision: draft.revision } });
    expect(res.statusCode, res.body).toBe(200);
    expect(bodyOf(res, nonPoInvoiceDetailSchema)).toMatchObject({ status: 'OPEN', permissions: { canEdit: false } });
    const again = await injectAs('vendor', { method: 'POST', url: `/api/non-po-invoices/${draft.id}/resubmit`, payload: { revision: draft.revision } });
    expect(again.statusCode).toBe(409);
    expect((await injectAs('vendor2', { method: 'POST', url: `/api/non-po-invoices/${draft.id}/resubmit`, payload: { revision: 2 } })).statusCode).toBe(404);
  });

  it('deletes a DRAFT with its lines', async () => {
    const draft = await createNonPo();
    expect((await injectAs('vendor', { method: 'DELETE', url: `/api/non-po-invoices/${draft.id}` })).statusCode).toBe(204);
    expect((await injectAs('vendor', { method: 'GET', url: `/api/non-po-invoices/${draft.id}` })).statusCode).toBe(404);
    const { database } = await getTestContext();
    expect(await database.rows(sql`select id from invoice_lines where invoice_id = ${draft.id}`)).toEqual([]);
  });

  it('never shows or changes another supplier’s invoice; finance reads but does not write', async () => {
    const draft = await createNonPo();
    for (const [method, payload] of [['GET'], ['PUT', updateOf(draft)], ['DELETE']] as const) {
      const res = await injectAs('vendor2', { method, url: `/api/non-po-invoices/${draft.id}`, payload });
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
      expect(messagesOf(res)).toEqual(['Invoice not found']);
    }
    expect((await injectAs('finance', { method: 'GET', url: `/api/non-po-invoices/${draft.id}` })).statusCode).toBe(200);
    const write = await injectAs('finance', { method: 'PUT', url: `/api/non-po-invoices/${draft.id}`, payload: updateOf(draft) });
    expect(write.statusCode).toBe(403);
    expect(messagesOf(write)).toEqual(['Unauthorized']);
    const poId = await seededId('SJA/INV/2026/0105');
    expect((await injectAs('vendor', { method: 'GET', url: `/api/non-po-invoices/${poId}` })).statusCode).toBe(404);
  });

  it('reaches OPEN like a PO invoice: the batch’s Find Invoice lists it and submitting the batch opens it', async () => {
    const draft = await createNonPo();
    const available = await injectAs('vendor', { method: 'GET', url: '/api/batches/available-invoices?orgId=82&instance=AAM' });
    expect(bodyOf(available, batchableInvoicesSchema).items.map((i: { id: number }) => i.id)).toContain(draft.id);
    const batch = await injectAs('vendor', {
      method: 'POST',
      url: '/api/batches',
      payload: { orgId: 82, instance: 'AAM', invoiceIds: [draft.id], submit: true },
    });
    expect(batch.statusCode, batch.body).toBe(201);
    const open = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/non-po-invoices/${draft.id}` }), nonPoInvoiceDetailSchema);
    expect(open).toMatchObject({ status: 'OPEN', batchNo: bodyOf(batch, batchDetailSchema).batchNo, permissions: { canEdit: false, canDelete: false } });
  });

  it('exports the invoice to Excel (xls) and as an Excel download (xlsx), one row per line on "My Worksheet"', async () => {
    const invoice = await createNonPo();
    for (const format of ['xls', 'xlsx'] as const) {
      const res = await injectAs('vendor', { method: 'GET', url: `/api/non-po-invoices/${invoice.id}/export?format=${format}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="invoiceNonPO-\\d{14}\\.${format}"$`));
      const book = XLSX.read(res.rawPayload, { type: 'buffer', cellDates: true, UTC: true });
      expect(book.SheetNames).toEqual(['My Worksheet']);
      const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets['My Worksheet']!);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ 'Invoice No': invoice.invoiceNo, Description: 'Taksi bandara', Amount: 1000000, PPn: 120000, 'Total Invoice': 1120000 });
    }
    expect((await injectAs('vendor2', { method: 'GET', url: `/api/non-po-invoices/${invoice.id}/export` })).statusCode).toBe(404);
  });
});
