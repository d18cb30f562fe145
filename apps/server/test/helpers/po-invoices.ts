import { expect } from 'vitest';
import { attachmentSchema, pendingReceiptsResponseSchema, poInvoiceDetailSchema, type PendingReceiptsResponse, type PoInvoiceDetail } from '@faktura/domain';
import { injectAs } from './app';
import { bodyOf } from './body';
import { SAMPLE_PDF, multipart } from './files';

let sequence = 0;
/** A unique invoice number and a valid classic tax number for each call. */
export function uniqueNumbers() {
  sequence += 1;
  const stamp = `${process.pid % 1000}${String(Date.now()).slice(-5)}${sequence}`.slice(-8).padStart(8, '0');
  return { invoiceNo: `T-${stamp}`, taxInvoiceNo: `010.000-26.${stamp}` };
}

export async function uploadPdf(user = 'vendor', name = 'faktur.pdf'): Promise<number> {
  const res = await injectAs(user, { method: 'POST', url: '/api/files', ...multipart(name, SAMPLE_PDF) });
  expect(res.statusCode, res.body).toBe(201);
  return bodyOf(res, attachmentSchema).id;
}

export async function pendingReceipts(user = 'vendor', query = 'orgId=82&instance=AAM&pageSize=100'): Promise<PendingReceiptsResponse['items']> {
  const res = await injectAs(user, { method: 'GET', url: `/api/po-invoices/pending-receipts?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, pendingReceiptsResponseSchema).items;
}

/** Creates a DRAFT PO invoice for `vendor` in AAM/82 over the given receipt lines. */
export async function createInvoice(rcvTransactionIds: number[], extra: Record<string, unknown> = {}) {
  const attachmentId = await uploadPdf();
  return injectAs('vendor', {
    method: 'POST',
    url: '/api/po-invoices',
    payload: {
      orgId: 82,
      instance: 'AAM',
      ...uniqueNumbers(),
      invoiceDate: '2026-11-10',
      taxInvoiceDate: '2026-11-10',
      description: 'Test invoice',
      lines: rcvTransactionIds.map((id) => ({ rcvTransactionId: id })),
      attachmentIds: [attachmentId],
      ...extra,
    },
  });
}

/** A PO invoice of `vendor` made OPEN the way a supplier does it: alone in a submitted batch. Returns it as read after. */
export async function openPoInvoice(): Promise<PoInvoiceDetail> {
  const [line] = await pendingReceipts();
  const created = await createInvoice([line!.rcvTransactionId]);
  expect(created.statusCode, created.body).toBe(201);
  const invoice = bodyOf(created, poInvoiceDetailSchema);
  const batch = await injectAs('vendor', {
    method: 'POST',
    url: '/api/batches',
    payload: { orgId: 82, instance: 'AAM', invoiceIds: [invoice.id], submit: true },
  });
  expect(batch.statusCode, batch.body).toBe(201);
  return bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/${invoice.id}` }), poInvoiceDetailSchema);
}

/** A PO invoice of `vendor` that finance rejected (OPEN, then refused with a reason). Returns it as `vendor` reads it after. */
export async function rejectedPoInvoice(reason = 'Faktur pajak tidak sesuai'): Promise<PoInvoiceDetail> {
  const invoice = await openPoInvoice();
  const res = await injectAs('finance', {
    method: 'POST',
    url: `/api/finance/po-invoices/${invoice.id}/reject`,
    payload: { revision: invoice.revision, reason },
  });
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/${invoice.id}` }), poInvoiceDetailSchema);
}
