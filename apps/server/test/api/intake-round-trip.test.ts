import { describe, expect, it } from 'vitest';
import { intakeResultSchema, poInvoiceDetailSchema, toScaled } from '@faktura/domain';
import { injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { multipart } from '../helpers/files';
import { createInvoice, pendingReceipts } from '../helpers/po-invoices';
import { readIntakeDocument } from '../../src/modules/invoice-intake/index';

const same = (a: string, b: string, scale: number) => toScaled(a, scale) === toScaled(b, scale);

describe('round trip: the portal’s own UBL export read back by the intake', () => {
  it('gives the same invoice: number, dates, faktur number, PO lines, quantities, prices, amounts; and re-files the same receipt lines with no mismatch', async () => {
    const open = await pendingReceipts();
    // Two lines of different POs when there are: the export then names each line's PO ("PO/line").
    const first = open[0]!;
    const second = open.find((r) => r.poNumber !== first.poNumber) ?? open[1]!;
    const created = await createInvoice([first.rcvTransactionId, second.rcvTransactionId]);
    expect(created.statusCode, created.body).toBe(201);
    const invoice = bodyOf(created, poInvoiceDetailSchema);

    const exported = await injectAs('vendor', { method: 'GET', url: `/api/ubl/invoices/${invoice.id}` });
    expect(exported.statusCode, exported.body).toBe(200);
    const xml = exported.rawPayload;

    const doc = await readIntakeDocument(xml, 'xml');
    expect(doc.documentId).toBe(invoice.invoiceNo);
    expect(doc.issueDate).toBe(invoice.invoiceDate);
    expect(doc.taxInvoiceNo).toBe(invoice.taxInvoiceNo);
    expect(doc.currency).toBe(invoice.currencyCode);
    expect(doc.lines).toHaveLength(invoice.lines.length);
    invoice.lines.forEach((line, i) => {
      const read = doc.lines[i]!;
      const ref = read.orderLineRef!.includes('/') ? read.orderLineRef : `${doc.orderReference}/${read.orderLineRef}`;
      expect(ref).toBe(`${line.poNumber}/${line.poLineNum}`);
      expect(same(read.quantity, line.quantity, 3)).toBe(true);
      expect(same(read.unitPrice, line.unitPrice, 4)).toBe(true);
      expect(same(read.lineAmount, line.amount, 2)).toBe(true);
    });
    expect(same(doc.totals.lineExtension!, invoice.totals.dpp, 2)).toBe(true);

    // The draft deleted, its receipt lines are open again: the exported file fills the same invoice.
    expect((await injectAs('vendor', { method: 'DELETE', url: `/api/po-invoices/${invoice.id}` })).statusCode).toBe(204);
    const res = await injectAs('vendor', { method: 'POST', url: '/api/intake', ...multipart('export.xml', xml) });
    expect(res.statusCode, res.body).toBe(201);
    const intake = bodyOf(res, intakeResultSchema);
    expect(intake.mismatches).toEqual([]);
    expect(intake.prefill).toMatchObject({
      orgId: 82,
      instance: 'AAM',
      invoiceNo: invoice.invoiceNo,
      invoiceDate: invoice.invoiceDate,
      taxInvoiceNo: invoice.taxInvoiceNo,
    });
    expect(intake.prefill.lines.map((l) => l.rcvTransactionId)).toEqual(invoice.lines.map((l) => l.rcvTransactionId));
  });
});
