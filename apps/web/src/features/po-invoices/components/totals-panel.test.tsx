import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { pph23SourceOfLine } from '@faktura/domain';
import { renderWithProviders } from '../../../test/render';
import { TotalsPanel } from './totals-panel';

const totals = { dpp: '1000000.00', ppn: '110000.00', pph: '40000.00', total: '1070000.00' };

describe('PO invoice totals', () => {
  it('names where a PPh 23 rate comes from, doubled for a supplier without NPWP', () => {
    renderWithProviders(<TotalsPanel totals={totals} preview={false} pphSource={pph23SourceOfLine('PPh 23 2%', '4.0000')} />);
    expect(screen.getByTestId('pph23-source').textContent).toBe('PPh 23 2 % — services and rent (no NPWP: doubled to 4 %)');
  });

  it('says nothing of a source for a code that is not PPh 23', () => {
    renderWithProviders(<TotalsPanel totals={totals} preview={false} pphSource={pph23SourceOfLine('PPh 21 5%', '5.0000')} />);
    expect(screen.queryByTestId('pph23-source')).toBeNull();
  });
});
