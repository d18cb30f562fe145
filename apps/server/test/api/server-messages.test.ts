import { describe, expect, it } from 'vitest';
import { poInvoiceDetailSchema } from '@faktura/domain';
import { sql } from 'drizzle-orm';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { SAMPLE_PDF, multipart } from '../helpers/files';
import { createInvoice, openPoInvoice, pendingReceipts, uploadPdf } from '../helpers/po-invoices';

/** Every refusal the server words itself comes from the domain's catalogues: each text checked once here. */
describe('server messages', () => {
  it('takes one attachment on create, with a clear refusal', async () => {
    const [line] = await pendingReceipts();
    const res = await createInvoice([line!.rcvTransactionId], { attachmentIds: [await uploadPdf(), await uploadPdf()] });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['A new invoice takes one attachment; add more files once it is saved']);
  });

  it('answers missing invoices, lines, batches and files with their own not-found texts', async () => {
    const [line] = await pendingReceipts();
    const invoice = (await createInvoice([line!.rcvTransactionId])).json<{ id: number; attachments: Array<{ id: number }> }>();
    const noLine = await injectAs('vendor', { method: 'DELETE', url: `/api/po-invoices/${invoice.id}/lines/2147483647` });
    expect(noLine.statusCode).toBe(404);
    expect(messagesOf(noLine)).toEqual(['Invoice line not found']);
    const noInvoice = await injectAs('vendor', { method: 'GET', url: '/api/po-invoices/2147483647' });
    expect(messagesOf(noInvoice)).toEqual(['Invoice not found']);
    const noBatch = await injectAs('vendor', { method: 'GET', url: '/api/batches/2147483647' });
    expect(noBatch.statusCode).toBe(404);
    expect(messagesOf(noBatch)).toEqual(['Batch not found']);
    const noBatchPdf = await injectAs('vendor', { method: 'GET', url: '/api/batches/2147483647/recap.pdf' });
    expect(messagesOf(noBatchPdf)).toEqual(['Batch not found']);
    const foreignFile = await injectAs('vendor2', { method: 'GET', url: `/api/files/${invoice.attachments[0]!.id}` });
    expect(foreignFile.statusCode).toBe(404);
    expect(messagesOf(foreignFile)).toEqual(['File not found']);
    const noFile = await injectAs('vendor', { method: 'DELETE', url: `/api/invoices/${invoice.id}/attachments/2147483647` });
    expect(messagesOf(noFile)).toEqual(['File not found']);
  });

  it('asks for a file when a multipart upload carries none', async () => {
    const boundary = '----fakturaNoFile';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nno file here\r\n--${boundary}--\r\n`;
    const res = await injectAs('vendor', {
      method: 'POST',
      url: '/api/files',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['No file received']);
  });

  it('refuses attaching to an invoice the viewer may not change, naming its status', async () => {
    const invoice = await openPoInvoice();
    const res = await injectAs('vendor', { method: 'POST', url: `/api/invoices/${invoice.id}/attachments`, ...multipart('late.pdf', SAMPLE_PDF) });
    expect(res.statusCode).toBe(403);
    expect(messagesOf(res)).toEqual(['Files cannot be added to an invoice in status OPEN']);
  });

  it('sends the goods receipt note of a submitted invoice to its batch', async () => {
    const { database } = await getTestContext();
    const [open] = await database.rows<{ id: number }>(sql`select id from invoices where invoice_no = 'SJA/INV/2026/0103'`);
    const res = await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/${open!.id}/goods-receipt.pdf` });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['The goods receipt note of an invoice in status OPEN cannot be printed here; print it from its batch']);
  });

  it('refuses a company the user does not work in, and asks finance which supplier', async () => {
    const pending = await injectAs('vendor2', { method: 'GET', url: '/api/po-invoices/pending-receipts?orgId=201&instance=COMET' });
    expect(messagesOf(pending)).toEqual(['You have no access to this company']);
    const history = await injectAs('finance', { method: 'GET', url: '/api/receipts/history?orgId=82&instance=AAM&poHeaderId=1' });
    expect(history.statusCode).toBe(400);
    expect(messagesOf(history)).toEqual(['Please select supplier']);
  });
});

describe('the saved PO invoice', () => {
  it('keeps the item code the create screen showed with the product name', async () => {
    const [line] = await pendingReceipts();
    const created = await createInvoice([line!.rcvTransactionId]);
    expect(created.statusCode, created.body).toBe(201);
    const detail = (await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/${bodyOf(created, poInvoiceDetailSchema).id}` })).json<{
      lines: Array<{ itemCode: string | null; itemDescription: string }>;
    }>();
    expect(detail.lines[0]).toMatchObject({ itemCode: line!.itemCode, itemDescription: line!.itemDescription });
    expect(line!.itemCode).toBeTruthy();
  });
});
