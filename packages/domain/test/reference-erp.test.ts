import { describe, expect, it } from 'vitest';
import { REFERENCE_ERP_MESSAGES, paymentBatchErrors, paymentBatchRequestSchema } from '../src/reference-erp';

describe("the reference ERP's payment batch", () => {
  it('says its texts exactly', () => {
    expect(REFERENCE_ERP_MESSAGES.title).toBe('Payment batch (reference ERP)');
    expect(REFERENCE_ERP_MESSAGES.intro).toBe(
      'The reference ERP pays what has fallen due on its own every hour. Its operator can run a payment batch now: every unpaid installment of portal invoices due in the range is paid today, one payment per supplier, company and currency.',
    );
    expect(REFERENCE_ERP_MESSAGES.notReference).toBe("This portal's ERP runs its own payment batches: start one in the ERP.");
    expect(REFERENCE_ERP_MESSAGES.fromAfterThrough).toBe('Pay from date must not be after the pay through date');
    expect(REFERENCE_ERP_MESSAGES.throughEmpty).toBe('Pay through date is empty');
    expect(REFERENCE_ERP_MESSAGES.confirm).toBe('Pay every unpaid installment due in this range now?');
    expect(REFERENCE_ERP_MESSAGES.run).toBe('Run payment batch');
    expect(REFERENCE_ERP_MESSAGES.noneDue).toBe('Nothing was due in this range: no payment was made.');
    expect(REFERENCE_ERP_MESSAGES.made(1, '2026-11-27')).toBe('1 payment made on 27-NOV-2026');
    expect(REFERENCE_ERP_MESSAGES.made(3, '2026-11-27')).toBe('3 payments made on 27-NOV-2026');
  });

  it('asks for a pay-through date and a range that does not run backwards', () => {
    expect(paymentBatchErrors({ payThroughDate: '2026-06-12' })).toEqual([]);
    expect(paymentBatchErrors({ payFromDate: '2026-06-12', payThroughDate: '2026-06-12' })).toEqual([]);
    expect(paymentBatchErrors({ payFromDate: '2026-06-13', payThroughDate: '2026-06-12' })).toEqual(['Pay from date must not be after the pay through date']);
    expect(paymentBatchErrors({ payFromDate: '2026-06-13', payThroughDate: null })).toEqual(['Pay through date is empty']);
  });

  it('reads only the selection it knows', () => {
    expect(paymentBatchRequestSchema.safeParse({ payThroughDate: '2026-06-12', vendorId: 3001, instance: 'AAM' }).success).toBe(true);
    expect(paymentBatchRequestSchema.safeParse({ payThroughDate: '2026-06-12', paymentDate: '2020-01-01' }).success).toBe(false);
    expect(paymentBatchRequestSchema.safeParse({ payThroughDate: '2026-02-30' }).success).toBe(false);
  });
});
