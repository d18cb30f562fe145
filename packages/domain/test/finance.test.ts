import { describe, expect, it } from 'vitest';
import {
  FINANCE_MESSAGES,
  decodeFindHint,
  encodeFindHint,
  findInvoicesV2QuerySchema,
  financeCompletionSchema,
  matchRoute,
  reviewLinkOf,
  validateFinanceCompletion,
  validateFindInvoices,
  type ReviewLinkable,
} from '../src/index';

describe('find invoice filters', () => {
  it("refuses an empty search with the spec's text, and a PIC without a company", () => {
    expect(validateFindInvoices({}, 'ORACLE')).toEqual(["Filter can't be empty, please choose at least one filter"]);
    expect(validateFindInvoices({ batchNo: '  ' }, 'ORACLE')).toEqual([FINANCE_MESSAGES.filterEmpty]);
    expect(validateFindInvoices({}, 'PIC')).toEqual(['Please select company', FINANCE_MESSAGES.filterEmpty]);
    expect(validateFindInvoices({ vendorId: 3001 }, 'PIC')).toEqual(['Please select company']);
  });

  it('accepts any one of batch, supplier or invoice number', () => {
    expect(validateFindInvoices({ batchNo: 'AAM-82-00002' }, 'ORACLE')).toEqual([]);
    expect(validateFindInvoices({ vendorId: 3001 }, 'ORACLE')).toEqual([]);
    expect(validateFindInvoices({ invoiceNo: 'SJA', orgId: 82, instance: 'AAM' }, 'PIC')).toEqual([]);
  });

  it('reads match type MATCH or UNMATCH in v2 and nothing else', () => {
    expect(findInvoicesV2QuerySchema.parse({ matchType: 'UNMATCH' }).matchType).toBe('UNMATCH');
    expect(findInvoicesV2QuerySchema.safeParse({ matchType: 'match' }).success).toBe(false);
    expect(findInvoicesV2QuerySchema.parse({}).pageSize).toBe(5);
  });
});

describe('the search hint kept before returning to find', () => {
  it('joins org id, instance and supplier by * and reads them back', () => {
    expect(encodeFindHint({ orgId: 82, instance: 'AAM', vendorId: 3001 })).toBe('82*AAM*3001');
    expect(decodeFindHint('82*AAM*3001')).toEqual({ orgId: 82, instance: 'AAM', vendorId: 3001 });
    expect(decodeFindHint('82*AAM*')).toEqual({ orgId: 82, instance: 'AAM', vendorId: null });
  });

  it('ignores a hint it cannot read', () => {
    for (const bad of [null, '', 'x*AAM*1', '82*aam*1', '0*AAM*1']) expect(decodeFindHint(bad)).toBeNull();
  });
});

describe('review links', () => {
  const inv = (invoiceType: string, status: string): ReviewLinkable => ({
    id: 9,
    invoiceNo: 'SJA/INV/2026/0103',
    invoiceType,
    status,
    batchNo: 'AAM-82-00002',
    vendorId: 3001,
    orgId: 82,
    instance: 'AAM',
  });

  it('sends finance to its detail for a PO invoice (empty invoice type), by number with each segment encoded', () => {
    const link = reviewLinkOf(inv('', 'OPEN'), 'ORACLE');
    expect(link).toEqual({ label: 'DETAIL', path: '/invoice/detail/SJA%2FINV%2F2026%2F0103/AAM-82-00002/3001?instance=AAM&orgId=82' });
    expect(matchRoute(link.path.split('?')[0]!)?.path).toBe('/invoice/detail/:invoiceNo/:batchNo/:supplierNo');
  });

  it('gives finance VIEW (review-fin) on PROCESSED and REVIEW (review-pic) otherwise', () => {
    expect(reviewLinkOf(inv('INVOICE NON PO', 'PROCESSED'), 'ORACLE')).toEqual({
      label: 'VIEW',
      path: '/invoice/review-fin/SJA%2FINV%2F2026%2F0103/AAM-82-00002/3001/82?instance=AAM',
    });
    expect(reviewLinkOf(inv('INVOICE NON PO', 'OPEN'), 'ORACLE').path).toMatch(/^\/invoice\/v2\/review-pic\//);
    const proxy = reviewLinkOf(inv('INVOICE PROXY', 'OPEN'), 'ORACLE');
    expect(proxy.label).toBe('REVIEW');
    expect(proxy.path).toMatch(/^\/invoice\/review-pic\//);
  });

  it('sends a PIC to v2 review-pic for non-PO and review-pic for proxy, and names a missing batch "-"', () => {
    expect(reviewLinkOf({ ...inv('INVOICE NON PO', 'PROCESSED'), batchNo: null }, 'PIC').path).toBe(
      '/invoice/v2/review-pic/SJA%2FINV%2F2026%2F0103/-/3001/82?instance=AAM',
    );
    expect(reviewLinkOf(inv('INVOICE PROXY', 'OPEN'), 'PIC').path).toMatch(/^\/invoice\/review-pic\//);
    expect(reviewLinkOf(inv('', 'OPEN'), 'PIC').path).toBe('/invoice/detail/9?vendorId=3001&orgId=82&instance=AAM');
  });
});

describe('finance completion', () => {
  const base = financeCompletionSchema.parse({ revision: 1 });

  it('needs bank, payment method and term to save, all messages at once', () => {
    expect(validateFinanceCompletion(base, 'save', false)).toEqual(['Choose Bank Account', 'Choose Payment Method', 'Choose Term']);
  });

  it('needs the pay group to submit, and a charge account on an invoice with a service charge', () => {
    const filled = { ...base, bankAccountId: 1, paymentMethod: 'EFT', termId: 2 };
    expect(validateFinanceCompletion(filled, 'save', false)).toEqual([]);
    expect(validateFinanceCompletion(filled, 'submit', false)).toEqual(['Choose PayGroup']);
    expect(validateFinanceCompletion({ ...filled, payGroup: 'VENDOR' }, 'submit', true)).toEqual(['Choose Charge of Account']);
    expect(validateFinanceCompletion({ ...filled, payGroup: 'VENDOR', coaId: 5 }, 'submit', true)).toEqual([]);
  });
});
