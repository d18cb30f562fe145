import { describe, expect, it } from 'vitest';
import { supplier } from '../src/i18n/en/supplier';
import { DUPLICATE_AMOUNT_TOLERANCE_PERCENT, DUPLICATE_DATE_WINDOW_DAYS, DUPLICATE_MESSAGES, FAKTUR_CHECK_LABELS, UBL_EXPORT_LABELS } from '../src';

// The supplier's texts that the domain also writes: English must stay the domain's, byte for byte.
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(values[name]));

describe('the supplier catalogue in English', () => {
  it('equals the faktur check labels and the UBL buttons', () => {
    expect(supplier.fakturCheck.cardTitle).toBe(FAKTUR_CHECK_LABELS.cardTitle);
    expect(supplier.fakturCheck.noPdf).toBe(FAKTUR_CHECK_LABELS.noPdf);
    expect(supplier.fakturCheck.loadError).toBe(FAKTUR_CHECK_LABELS.loadError);
    expect(fill(supplier.fakturCheck.checking, { filename: 'a.pdf' })).toBe(FAKTUR_CHECK_LABELS.checking('a.pdf'));
    expect(supplier.ubl.download).toBe(UBL_EXPORT_LABELS.download);
    expect(supplier.ubl.batchZip).toBe(UBL_EXPORT_LABELS.batchZip);
  });

  it('writes the duplicate warnings as the server does', () => {
    const d = supplier.duplicates;
    const criteria = [
      d.NUMBER,
      d.SUPPLIER,
      fill(d.DATE, { days: DUPLICATE_DATE_WINDOW_DAYS }),
      fill(d.AMOUNT, { percent: DUPLICATE_AMOUNT_TOLERANCE_PERCENT }),
    ];
    const listed = `${criteria.slice(0, -1).join(', ')} ${d.and} ${criteria.at(-1)}`;
    expect(fill(d.likely, { invoiceNo: 'GEN-1', criteria: listed })).toBe(DUPLICATE_MESSAGES.likely('GEN-1', ['NUMBER', 'SUPPLIER', 'DATE', 'AMOUNT']));
    expect(fill(d.sameFile, { invoiceNo: 'GEN-2' })).toBe(DUPLICATE_MESSAGES.sameFile('GEN-2'));
    expect(fill(d.openEarlier, { invoiceNo: 'GEN-3' })).toBe(DUPLICATE_MESSAGES.openEarlier('GEN-3'));
  });
});
