import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { computeNonPoTotals } from '@faktura/domain';
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
});
