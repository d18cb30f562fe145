import { describe, expect, it } from 'vitest';
import { PAGE_SIZES } from '../src/page-sizes';

describe('PAGE_SIZES', () => {
  it('has the spec defaults and options', () => {
    expect(PAGE_SIZES.vendorInvoiceList).toEqual({ size: 5, options: [5, 10, 20] });
    expect(PAGE_SIZES.list).toEqual({ size: 10, options: [10, 20, 50] });
    expect(PAGE_SIZES.findInvoice).toEqual({ size: 5, options: [5, 10, 15] });
    expect(PAGE_SIZES.batchInvoiceModal).toEqual({ size: 5, options: [5, 10, 20] });
    expect(PAGE_SIZES.freightLines).toEqual({ size: 10, options: [5, 10, 15, 50, 100] });
  });

  it('offers every default among its options, smallest first', () => {
    for (const { size, options } of Object.values(PAGE_SIZES)) {
      expect(options).toContain(size);
      expect([...options].sort((a, b) => a - b)).toEqual([...options]);
    }
  });
});
