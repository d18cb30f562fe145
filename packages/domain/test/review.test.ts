import { describe, expect, it } from 'vitest';
import {
  canReview,
  defaultGlDate,
  REVIEW_MESSAGES,
  reviewActions,
  reviewFormSchema,
  reviewFreightQuerySchema,
  reviewLookupQuerySchema,
  reviewReturnPath,
  travelOrderRemarks,
  validateRejectReason,
  validateReview,
} from '../src/index';

describe('PIC review rules', () => {
  it('lists every missing finance field and incomplete reimbursement line at once, in the exact texts', () => {
    expect(
      validateReview({}, [
        { vendorId: 5, vendorName: '' },
        { vendorId: null, vendorName: ' ' },
      ]),
    ).toEqual(['Choose Bank Account', 'Choose Payment Method', 'Choose Term', 'Choose Charge of Account', 'Harap lengkapi detail reimburse!']);
    expect(
      validateReview({ bankAccountId: 1, paymentMethod: 'CHECK', termId: 2, chargeAccountId: 3 }, [{ vendorId: null, vendorName: 'PT Hotel Mulia' }]),
    ).toEqual([]);
  });

  it('needs a reason to reject', () => {
    expect(validateRejectReason('  ')).toEqual(['Reason must be filled']);
    expect(validateRejectReason('wrong amount')).toEqual([]);
  });

  it('names the review messages of the spec exactly', () => {
    expect(REVIEW_MESSAGES.submitted).toBe('Data has been submitted to recommendator');
    expect(REVIEW_MESSAGES.submitFailed).toBe('Failed submit to recommender');
    expect(REVIEW_MESSAGES.verifyFailed).toBe('Invoice verify failed, please try again');
  });

  it('defaults the GL date to the invoice date', () => {
    expect(defaultGlDate(null, '2026-03-01')).toBe('2026-03-01');
    expect(defaultGlDate('2026-03-05', '2026-03-01')).toBe('2026-03-05');
  });

  it('writes a travel order into remarks as order#guest#start#end, dates as screens show them', () => {
    expect(travelOrderRemarks({ travelOrderNo: 'TO-1', guestName: 'Budi', startDate: '2026-11-16', endDate: '2026-11-18' })).toBe(
      'TO-1#Budi#16-NOV-2026#18-NOV-2026',
    );
    // A date in a form we do not know is kept as the ERP sent it, not dropped.
    expect(travelOrderRemarks({ travelOrderNo: 'TO-2', guestName: 'Ani', startDate: '16/11/2026', endDate: '' })).toBe('TO-2#Ani#16/11/2026#');
  });

  it('returns to find after reject or submit, v2 cancel to the v2 find', () => {
    expect(reviewReturnPath('v2', 'cancel')).toBe('/invoice/v2/find');
    expect(reviewReturnPath('v2', 'done')).toBe('/invoice/find');
    expect(reviewReturnPath('v1', 'cancel')).toBe('/invoice/find');
  });

  it('finds the reviewed invoice by company, supplier and number only', () => {
    expect(reviewLookupQuerySchema.parse({ instance: 'AAM', orgId: '82', vendorId: '1001', invoiceNo: 'SJA/1' })).toEqual({
      instance: 'AAM',
      orgId: 82,
      vendorId: 1001,
      invoiceNo: 'SJA/1',
    });
    expect(reviewLookupQuerySchema.safeParse({ instance: 'AAM', orgId: '0x52', vendorId: '1', invoiceNo: 'X' }).success).toBe(false);
    expect(reviewLookupQuerySchema.safeParse({ instance: 'AAM', orgId: '82', vendorId: '1', invoiceNo: '' }).success).toBe(false);
  });

  it('refuses hostile form values and odd page sizes', () => {
    expect(reviewFormSchema.safeParse({ revision: 1, paymentMethod: 'A\u0000' }).success).toBe(false);
    expect(reviewFormSchema.safeParse({ revision: 1, glDate: '2026-02-30' }).success).toBe(false);
    expect(reviewFormSchema.safeParse({ revision: 1, extra: 1 }).success).toBe(false);
    expect(reviewFormSchema.parse({ revision: 1 })).toMatchObject({ lines: [], serviceCharge: false, glDate: '' });
    expect(reviewFreightQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(reviewFreightQuerySchema.safeParse({ pageSize: '7' }).success).toBe(false);
    expect(reviewFreightQuerySchema.safeParse({ page: '1e1' }).success).toBe(false);
  });
});

describe('the review screen’s actions', () => {
  it('acts for a PIC while its decision is pending (OPEN), never for finance', () => {
    expect(canReview({ kind: 'NON_PO', status: 'OPEN' }, 'PIC')).toEqual({ allowed: true });
    expect(canReview({ kind: 'PROXY', status: 'REVIEW' }, 'PIC')).toEqual({ allowed: false, message: REVIEW_MESSAGES.notOpen('REVIEW') });
    expect(canReview({ kind: 'NON_PO', status: 'OPEN' }, 'ORACLE')).toEqual({ allowed: false, message: REVIEW_MESSAGES.readOnly });
  });

  it('waits for Verified before Submit to Rekomendator on a non-PO invoice, not on a proxy one', () => {
    expect(reviewActions({ kind: 'NON_PO', status: 'OPEN', verified: false }, 'PIC')).toEqual({ canAct: true, canVerify: true, canSubmit: false });
    expect(reviewActions({ kind: 'NON_PO', status: 'OPEN', verified: true }, 'PIC')).toEqual({ canAct: true, canVerify: false, canSubmit: true });
    expect(reviewActions({ kind: 'PROXY', status: 'OPEN', verified: false }, 'PIC')).toEqual({ canAct: true, canVerify: true, canSubmit: true });
    expect(reviewActions({ kind: 'NON_PO', status: 'REJECTED', verified: true }, 'PIC')).toEqual({ canAct: false, canVerify: false, canSubmit: false });
  });
});
