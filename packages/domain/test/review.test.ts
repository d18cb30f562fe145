import { describe, expect, it } from 'vitest';
import {
  defaultGlDate,
  findSearchHint,
  matchRoute,
  REVIEW_MESSAGES,
  reviewFormSchema,
  reviewFreightQuerySchema,
  reviewPicPath,
  reviewReturnPath,
  travelOrderRemarks,
  validateRejectReason,
  validateReview,
} from '../src/index';

describe('PIC review rules', () => {
  it('lists every missing finance field and incomplete reimbursement line at once, in the exact texts', () => {
    expect(validateReview({}, [{ vendorId: 5 }, { vendorId: null }])).toEqual([
      'Choose Bank Account',
      'Choose Payment Method',
      'Choose Term',
      'Choose Charge of Account',
      'Harap lengkapi detail reimburse!',
    ]);
    expect(validateReview({ bankAccountId: 1, paymentMethod: 'CHECK', termId: 2, chargeAccountId: 3 }, [{ vendorId: 5 }])).toEqual([]);
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

  it('writes a travel order into remarks as order#guest#start#end', () => {
    expect(travelOrderRemarks({ travelOrderNo: 'TO-1', guestName: 'Budi', startDate: '2026-01-02', endDate: '2026-01-04' })).toBe(
      'TO-1#Budi#2026-01-02#2026-01-04',
    );
  });

  it('opens non-PO invoices in v2 and proxy invoices in v1, on a route of the table', () => {
    const base = { id: 12, batchNo: null, vendorId: 1001, orgId: 82, instance: 'AAM' };
    const v2 = reviewPicPath({ ...base, invoiceType: 'INVOICE NON PO' });
    const v1 = reviewPicPath({ ...base, invoiceType: 'INVOICE PROXY', batchNo: 'B/1' });
    expect(v2).toBe('/invoice/v2/review-pic/12/-/1001/82?instance=AAM');
    expect(v1).toBe('/invoice/review-pic/12/B%2F1/1001/82?instance=AAM');
    expect(matchRoute(v2.split('?')[0]!)?.title).toBe('Review Invoice V2');
    expect(matchRoute(v1.split('?')[0]!)?.title).toBe('Review Invoice');
  });

  it('returns to find (v2 cancel to the v2 find) with the search hint org*instance*supplier', () => {
    expect(reviewReturnPath('v2', 'cancel')).toBe('/invoice/v2/find');
    expect(reviewReturnPath('v2', 'done')).toBe('/invoice/find');
    expect(reviewReturnPath('v1', 'cancel')).toBe('/invoice/find');
    expect(findSearchHint({ orgId: 82, instance: 'AAM', vendorId: 1001 })).toBe('82*AAM*1001');
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
