import { describe, expect, it } from 'vitest';
import {
  INVOICE_RESPONSE_MESSAGES,
  INVOICE_RESPONSE_STEPS,
  INVOICE_RESPONSE_TEXTS,
  deriveInvoiceResponses,
  invoiceResponseIdSchema,
  type StatusEvent,
} from '../src/index';

const event = (
  id: number,
  at: string,
  action: string,
  fromStatus: string | null,
  toStatus: string | null,
  reason: string | null = null,
  data: unknown = null,
): StatusEvent => ({
  id,
  at,
  action,
  fromStatus,
  toStatus,
  reason,
  data,
});

describe('the Invoice Responses of an intake invoice', () => {
  it('are received, then one per status change in time order, then paid', () => {
    const items = deriveInvoiceResponses({
      receivedAt: '2026-11-10T02:00:00.000Z',
      events: [
        event(12, '2026-11-12T03:00:00.000Z', 'COMPLETE', 'OPEN', 'PROCESSED'),
        event(10, '2026-11-10T02:00:01.000Z', 'CREATE', null, 'DRAFT'),
        event(11, '2026-11-11T03:00:00.000Z', 'SUBMIT_BATCH', 'DRAFT', 'OPEN'),
        event(13, '2026-11-12T03:00:00.000Z', 'UPDATE', 'PROCESSED', 'PROCESSED'),
        event(14, '2026-11-13T03:00:00.000Z', 'SUBMIT_TO_ERP', 'PROCESSED', 'PROCESSING'),
        event(15, '2026-11-13T03:01:00.000Z', 'ERP_REJECTED', 'PROCESSING', 'PROCESSED', 'ERP rejected: INVALID QUANTITY: Line 1: no', {
          rejections: [{ code: 'INVALID QUANTITY', message: 'Line 1: no', lineNum: 1 }],
        }),
        event(16, '2026-11-14T03:00:00.000Z', 'REJECT', 'PROCESSED', 'REJECTED', 'Quantity is wrong'),
        event(17, '2026-11-15T03:00:00.000Z', 'RESUBMIT', 'REJECTED', 'OPEN'),
        event(18, '2026-11-15T04:00:00.000Z', 'COMPLETE', 'OPEN', 'PROCESSED'),
        event(19, '2026-11-15T05:00:00.000Z', 'SUBMIT_TO_ERP', 'PROCESSED', 'PROCESSING'),
        event(20, '2026-11-15T05:01:00.000Z', 'ERP_IMPORTED', 'PROCESSING', 'POSTED'),
      ],
      payment: { amountPaid: '100.00', total: '100.00', paymentDate: '2026-11-30' },
    });
    expect(items.map((i) => [i.id, i.code, i.reasonCode, i.step, i.date])).toEqual([
      ['received', 'AB', null, 'Received as a structured file', '2026-11-10'],
      ['e11', 'AB', null, 'Submitted in a batch', '2026-11-11'],
      ['e12', 'IP', null, 'Checked by finance', '2026-11-12'],
      ['e14', 'IP', null, 'Sent to the ERP', '2026-11-13'],
      ['e15', 'UQ', 'QTY', 'Refused by the ERP', '2026-11-13'],
      ['e16', 'RE', 'OTH', 'Rejected', '2026-11-14'],
      ['e17', 'AB', null, 'Submitted again', '2026-11-15'],
      ['e18', 'IP', null, 'Checked by finance', '2026-11-15'],
      ['e19', 'IP', null, 'Sent to the ERP', '2026-11-15'],
      ['e20', 'AP', null, 'Imported by the ERP', '2026-11-15'],
      ['paid', 'PD', null, 'Paid by the buyer', '2026-11-30'],
    ]);
    expect(items[4]!.reason).toBe(
      "The buyer's ERP refused the invoice: a line matched to a goods receipt needs a quantity above zero. Correct the invoice and submit it again.",
    );
    expect(items[5]!.reason).toBe('Quantity is wrong. Correct the invoice and submit it again.');
    expect(items[10]!.at).toBeNull();
  });

  it('have no paid answer before the ERP has paid anything', () => {
    const items = deriveInvoiceResponses({
      receivedAt: '2026-11-10T02:00:00.000Z',
      events: [],
      payment: { amountPaid: '0', total: '5', paymentDate: '2026-11-30' },
    });
    expect(items.map((i) => i.code)).toEqual(['AB']);
  });

  it('name their steps and ids as the screens and URLs use them', () => {
    expect(INVOICE_RESPONSE_MESSAGES.notFound).toBe('Status answer not found');
    expect(INVOICE_RESPONSE_TEXTS.statusTitle).toBe('Supplier status');
    expect(INVOICE_RESPONSE_TEXTS.answersTitle).toBe('Status answers (Peppol Invoice Response)');
    expect(INVOICE_RESPONSE_TEXTS.draft).toBe('Not sent to the buyer yet');
    expect(INVOICE_RESPONSE_TEXTS.fixedBySupplier).toBe('What you need to do');
    expect(INVOICE_RESPONSE_TEXTS.fixedByBuyer).toBe('The buyer is on it');
    expect(INVOICE_RESPONSE_TEXTS.answering('INV-1')).toBe('Answers to your document INV-1');
    expect(INVOICE_RESPONSE_TEXTS.download).toBe('Download XML');
    expect(INVOICE_RESPONSE_TEXTS.downloadLabel('RE', '14-NOV-2026')).toBe('Download the RE answer of 14-NOV-2026 as XML');
    expect(INVOICE_RESPONSE_TEXTS.loadFailed).toBe('The supplier status could not be loaded');
    expect(INVOICE_RESPONSE_STEPS).toMatchObject({
      DECLINE: 'Declined by the recommender',
      SEND_TO_RECOMMENDER: 'Sent to the recommender',
      RECOMMEND: 'Approved by the recommender',
    });
    for (const ok of ['received', 'paid', 'e1', 'e2147483647']) expect(invoiceResponseIdSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['', 'e0', 'e01', 'E1', 'e1 ', '../x', 'paid2', 'e12345678901', '%00'])
      expect(invoiceResponseIdSchema.safeParse(bad).success, bad).toBe(false);
  });
});
