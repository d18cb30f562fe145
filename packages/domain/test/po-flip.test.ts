import { describe, expect, it } from 'vitest';
import { PO_FLIP_LIMITS, PO_FLIP_MESSAGES, parseFlipCompany, parseFlipReceipts, poFlipPath } from '../src/po-flip';

describe('PO flip messages', () => {
  it('says exactly these texts', () => {
    expect(PO_FLIP_MESSAGES.oneCompany('PT Astra (AAM)')).toBe('One invoice is for one company: lines of PT Astra (AAM) only');
    expect(PO_FLIP_MESSAGES.selected(0)).toBe('0 lines selected');
    expect(PO_FLIP_MESSAGES.selected(1)).toBe('1 line selected');
    expect(PO_FLIP_MESSAGES.selected(2)).toBe('2 lines selected');
    expect(PO_FLIP_MESSAGES.badAddress).toBe('The receipt lines in this address are not valid: choose them again');
    expect(PO_FLIP_MESSAGES.companyUnknown).toBe('The company in this address is not one of yours: choose the lines again');
    expect(PO_FLIP_MESSAGES.notYours([7])).toBe('Receipt line 7 is not one of your receipts in this company: it was left out');
    expect(PO_FLIP_MESSAGES.notYours([7, 9])).toBe('Receipt lines 7, 9 are not among your receipts in this company: they were left out');
    expect(PO_FLIP_MESSAGES.invoiced('PO-1', 2)).toBe('PO PO-1 line 2 is already invoiced: it was left out');
  });
});

describe('PO flip address', () => {
  it('writes and reads back a selection', () => {
    const path = poFlipPath({ orgId: 82, instance: 'AAM' }, [1600272, 1600273]);
    expect(path).toBe('/invoice/create?company=82-AAM&receipts=1600272,1600273');
    const params = new URLSearchParams(path.split('?')[1]);
    expect(parseFlipCompany(params.get('company')!)).toEqual({ orgId: 82, instance: 'AAM' });
    expect(parseFlipReceipts(params.get('receipts')!)).toEqual([1600272, 1600273]);
  });

  it('drops repeated ids and keeps the order', () => {
    expect(parseFlipReceipts('5,3,5,1')).toEqual([5, 3, 1]);
  });

  it('refuses what it could not have written', () => {
    const many = Array.from({ length: PO_FLIP_LIMITS.receipts + 1 }, (_, i) => i + 1).join(',');
    for (const bad of ['', ',', '1,', ',1', '1,,2', '0', '01', '-1', '1.5', '1 2', 'a', '2147483648', '12345678901', many]) {
      expect(parseFlipReceipts(bad), bad).toBeNull();
    }
    for (const bad of ['', '82', '82-', '-AAM', '0-AAM', '82-aam', '82-AAM-1', '2147483648-AAM', `82-${'A'.repeat(21)}`]) {
      expect(parseFlipCompany(bad), bad).toBeNull();
    }
  });
});
