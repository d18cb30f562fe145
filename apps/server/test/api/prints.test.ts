import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { batchDetailSchema, formatMoney, poInvoiceDetailSchema } from '@faktura/domain';
import { injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { createInvoice, pendingReceipts } from '../helpers/po-invoices';

/** The text a person would read in the PDF, through poppler's pdftotext. */
function pdfText(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-pdf-')), 'doc.pdf');
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function submittedBatch() {
  const lines = await pendingReceipts();
  const invoices = [];
  for (const line of lines.slice(0, 2)) invoices.push(bodyOf(await createInvoice([line.rcvTransactionId]), poInvoiceDetailSchema));
  const batch = bodyOf(
    await injectAs('vendor', {
      method: 'POST',
      url: '/api/batches',
      payload: { orgId: 82, instance: 'AAM', invoiceIds: invoices.map((i) => i.id), submit: true },
    }),
    batchDetailSchema,
  );
  return { batch, invoices };
}

describe('printed documents', () => {
  it('prints the goods receipt note of a DRAFT invoice with its PO lines', async () => {
    const [line] = await pendingReceipts();
    const invoice = bodyOf(await createInvoice([line!.rcvTransactionId]), poInvoiceDetailSchema);
    const res = await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/${invoice.id}/goods-receipt.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="good-receipt-\d{14}\.pdf"$/);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Goods Receipt Note');
    expect(text).toContain('PT Agro Astra Mandiri - Head Office');
    expect(text).toContain('PT Sinar Jaya Abadi');
    expect(text).toContain(invoice.invoiceNo);
    expect(text).toContain(line!.poNumber);
    expect(text).toContain(formatMoney(invoice.lines[0]!.amount));
  });

  it('prints a batch recap with every invoice and the batch total', async () => {
    const { batch, invoices } = await submittedBatch();
    const res = await injectAs('vendor', { method: 'GET', url: `/api/batches/${batch.id}/recap.pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="batch-recap-\d{14}\.pdf"/);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(batch.batchNo);
    for (const invoice of invoices) expect(text).toContain(invoice.invoiceNo);
    expect(text).toContain(formatMoney(batch.amount));
  });

  it('prints the batch report and the batch goods receipt note', async () => {
    const { batch, invoices } = await submittedBatch();
    const report = await injectAs('vendor', { method: 'GET', url: `/api/batches/${batch.id}/report.pdf` });
    expect(report.headers['content-disposition']).toMatch(/filename="batch-report-\d{14}\.pdf"/);
    const text = pdfText(report.rawPayload);
    for (const invoice of invoices) {
      expect(text).toContain(invoice.invoiceNo);
      expect(text).toContain(formatMoney(invoice.totals.total));
    }
    const grn = pdfText((await injectAs('vendor', { method: 'GET', url: `/api/batches/${batch.id}/goods-receipt.pdf` })).rawPayload);
    for (const invoice of invoices) expect(grn).toContain(invoice.invoiceNo);
  });

  it('asks for a batch number when none is chosen', async () => {
    const res = await injectAs('vendor', { method: 'GET', url: '/api/batches/0/recap.pdf' });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['Please select batch number']);
  });

  it('never prints another supplier’s invoice or batch', async () => {
    const { batch, invoices } = await submittedBatch();
    expect((await injectAs('vendor2', { method: 'GET', url: `/api/batches/${batch.id}/recap.pdf` })).statusCode).toBe(404);
    expect((await injectAs('vendor2', { method: 'GET', url: `/api/batches/${batch.id}/report.pdf` })).statusCode).toBe(404);
    expect((await injectAs('vendor2', { method: 'GET', url: `/api/po-invoices/${invoices[0]!.id}/goods-receipt.pdf` })).statusCode).toBe(404);
  });

  it('keeps the invoice goods receipt note to editable invoices', async () => {
    const { invoices } = await submittedBatch();
    const res = await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/${invoices[0]!.id}/goods-receipt.pdf` });
    expect(res.statusCode).toBe(400);
  });
});
