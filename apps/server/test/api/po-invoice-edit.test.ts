import { describe, expect, it } from 'vitest';
import { poInvoiceDetailSchema } from '@faktura/domain';
import { sql } from 'drizzle-orm';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, codeOf, messagesOf } from '../helpers/body';
import { createInvoice, pendingReceipts, rejectedPoInvoice, uniqueNumbers } from '../helpers/po-invoices';

async function seededInvoiceId(invoiceNo: string): Promise<number> {
  const { database } = await getTestContext();
  const [row] = await database.rows<{ id: number }>(sql`select id from invoices where invoice_no = ${invoiceNo}`);
  return Number(row!.id);
}

async function newDraft() {
  const lines = await pendingReceipts();
  const res = await createInvoice([lines[0]!.rcvTransactionId, lines[1]!.rcvTransactionId]);
  expect(res.statusCode, res.body).toBe(201);
  return bodyOf(res, poInvoiceDetailSchema);
}

function formOf(invoice: Record<string, unknown> & { lines: Array<{ rcvTransactionId: number }> }, changes: Record<string, unknown> = {}) {
  return {
    invoiceNo: invoice.invoiceNo,
    invoiceDate: invoice.invoiceDate,
    description: invoice.description,
    taxInvoiceNo: invoice.taxInvoiceNo,
    taxInvoiceDate: invoice.taxInvoiceDate,
    lines: invoice.lines.map((l) => ({ rcvTransactionId: l.rcvTransactionId })),
    revision: invoice.revision,
    ...changes,
  };
}

describe('PO invoice summary and edit', () => {
  it('updates a DRAFT and bumps its revision', async () => {
    const invoice = await newDraft();
    const res = await injectAs('vendor', { method: 'PUT', url: `/api/po-invoices/${invoice.id}`, payload: formOf(invoice, { description: 'Revised' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(bodyOf(res, poInvoiceDetailSchema)).toMatchObject({ description: 'Revised', status: 'DRAFT', revision: invoice.revision + 1 });
  });

  it('refuses a stale revision with 409', async () => {
    const invoice = await newDraft();
    await injectAs('vendor', { method: 'PUT', url: `/api/po-invoices/${invoice.id}`, payload: formOf(invoice, { description: 'first' }) });
    const stale = await injectAs('vendor', { method: 'PUT', url: `/api/po-invoices/${invoice.id}`, payload: formOf(invoice, { description: 'second' }) });
    expect(stale.statusCode).toBe(409);
    expect(messagesOf(stale)).toEqual(['This invoice was changed by someone else. Reload it and try again.']);
    expect(codeOf(stale)).toBe('STALE_REVISION');
  });

  it('asks for the PPh value on update when PPh is included', async () => {
    const invoice = await newDraft();
    const res = await injectAs('vendor', {
      method: 'PUT',
      url: `/api/po-invoices/${invoice.id}`,
      payload: formOf(invoice, { includePph: true, pphValue: '' }),
    });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(["PPh Value can't be empty"]);
  });

  it('keeps a REJECTED invoice REJECTED when it is updated', async () => {
    const invoice = await rejectedPoInvoice();
    const { id } = invoice;
    expect(invoice.status).toBe('REJECTED');
    expect(invoice.permissions.canEdit).toBe(true);
    expect(invoice.permissions.canDelete).toBe(false);
    const res = await injectAs('vendor', {
      method: 'PUT',
      url: `/api/po-invoices/${id}`,
      payload: formOf(invoice, { taxInvoiceNo: uniqueNumbers().taxInvoiceNo, description: 'Corrected tax invoice' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(bodyOf(res, poInvoiceDetailSchema)).toMatchObject({ status: 'REJECTED', description: 'Corrected tax invoice' });
  });

  it('refuses to change an OPEN invoice and to delete anything but a DRAFT', async () => {
    const openId = await seededInvoiceId('SJA/INV/2026/0103');
    const open = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/${openId}` }), poInvoiceDetailSchema);
    expect(open.permissions).toMatchObject({ canEdit: false, canDelete: false, canPrintGoodsReceipt: false });
    const update = await injectAs('vendor', { method: 'PUT', url: `/api/po-invoices/${openId}`, payload: formOf(open) });
    expect(update.statusCode).toBe(400);
    expect(messagesOf(update)).toEqual(['Invoice in status OPEN cannot be changed']);
    const del = await injectAs('vendor', { method: 'DELETE', url: `/api/po-invoices/${openId}` });
    expect(del.statusCode).toBe(400);
    expect(messagesOf(del)).toEqual(['Only DRAFT invoices can be deleted (this one is OPEN)']);
    const rejected = await rejectedPoInvoice();
    const delRejected = await injectAs('vendor', { method: 'DELETE', url: `/api/po-invoices/${rejected.id}` });
    expect(messagesOf(delRejected)).toEqual(['Only DRAFT invoices can be deleted (this one is REJECTED)']);
  });

  it('deletes a DRAFT, freeing its receipt lines', async () => {
    const invoice = await newDraft();
    const res = await injectAs('vendor', { method: 'DELETE', url: `/api/po-invoices/${invoice.id}` });
    expect(res.statusCode).toBe(204);
    expect((await injectAs('vendor', { method: 'GET', url: `/api/po-invoices/${invoice.id}` })).statusCode).toBe(404);
    const pending = (await pendingReceipts()).map((r) => r.rcvTransactionId);
    expect(pending).toContain(invoice.lines[0]!.rcvTransactionId);
  });

  it('removes one PO line and recomputes the totals', async () => {
    const invoice = await newDraft();
    const [first, second] = invoice.lines;
    const res = await injectAs('vendor', { method: 'DELETE', url: `/api/po-invoices/${invoice.id}/lines/${first!.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const after = bodyOf(res, poInvoiceDetailSchema);
    expect(after.lines.map((l: { id: number }) => l.id)).toEqual([second!.id]);
    expect(after.totals.dpp).toBe(second!.amount);
  });
});

describe('ownership', () => {
  it('hides a supplier’s invoice from another supplier by any means', async () => {
    const invoice = await newDraft();
    const url = `/api/po-invoices/${invoice.id}`;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', formOf(invoice)],
      ['DELETE', undefined],
    ] as const) {
      const res = await injectAs('vendor2', { method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(messagesOf(res)).toEqual(['Invoice not found']);
    }
    const line = await injectAs('vendor2', { method: 'DELETE', url: `${url}/lines/${invoice.lines[0]!.id}` });
    expect(line.statusCode).toBe(404);
    const file = await injectAs('vendor2', { method: 'GET', url: `/api/files/${invoice.attachments[0]!.id}` });
    expect(file.statusCode).toBe(404);
    expect((await injectAs('vendor', { method: 'GET', url })).statusCode).toBe(200);
  });

  it('lets finance and the mapped PIC read it but not change it', async () => {
    const invoice = await newDraft();
    for (const user of ['finance', 'pic']) {
      expect((await injectAs(user, { method: 'GET', url: `/api/po-invoices/${invoice.id}` })).statusCode).toBe(200);
      expect((await injectAs(user, { method: 'DELETE', url: `/api/po-invoices/${invoice.id}` })).statusCode).toBe(403);
    }
  });
});
