import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { computeNonPoTotals } from '@faktura/domain';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { NonPoTotalsPanel } from './non-po-totals-panel';

const line = (amount: string) => ({ amount, vatCode: 'PPN 12%', vatRate: '12', whtCode: null, whtRate: null });

describe('NonPoTotalsPanel', () => {
  it('says why Total PPn is less than the PPN per code above it', () => {
    render(<NonPoTotalsPanel totals={computeNonPoTotals([line('1234567.89'), line('0.10')], 'IDR')} currencyCode="IDR" />);
    expect(screen.getByText('148,148.16')).toBeTruthy();
    expect(screen.getByText('148,148.00')).toBeTruthy();
    expect(screen.getByText('Rounded down to whole rupiah')).toBeTruthy();
  });

  it('says nothing when the two agree', () => {
    render(<NonPoTotalsPanel totals={computeNonPoTotals([line('1000')], 'IDR')} currencyCode="IDR" />);
    expect(screen.queryByText('Rounded down to whole rupiah')).toBeNull();
  });

  it('names its rows in Bahasa Indonesia, with Indonesian separators', async () => {
    await loadLanguage('id');
    try {
      render(<NonPoTotalsPanel totals={computeNonPoTotals([line('1000')], 'IDR')} currencyCode="IDR" />);
      expect(screen.getByText('Total Baris')).toBeTruthy();
      expect(screen.getByText('Total PPN')).toBeTruthy();
      expect(screen.getByText('Total Faktur')).toBeTruthy();
      expect(screen.getByText('1.000,00')).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
