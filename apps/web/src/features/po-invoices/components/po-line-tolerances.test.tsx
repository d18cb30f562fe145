import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ToleranceBasis } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { PoLineTolerances } from './po-line-tolerances';

// Two receipt lines of one PO line (ordered 10, 6 billed before): 3 + 3 bills 12, 2 over on the second line.
const BASIS: ToleranceBasis = {
  tolerances: { pricePct: '2.00', quantityPct: '0.00', qtyReceivedPct: null },
  lines: [101, 102].map((rcvTransactionId) => ({
    rcvTransactionId,
    poLineId: 9,
    poUnitPrice: '1000',
    orderedQuantity: '10',
    receivedQuantity: '12',
    alreadyBilledQuantity: '6',
    currency: 'IDR',
  })),
};
const lines = [
  { rcvTransactionId: 101, poNumber: 'PO-1', poLineNum: 1, quantity: '3.000', unitPrice: '1000.0000' },
  { rcvTransactionId: 102, poNumber: 'PO-1', poLineNum: 1, quantity: '3.000', unitPrice: '1000.0000' },
];

describe('PoLineTolerances (PO invoice form)', { timeout: 30_000 }, () => {
  it('shows each line outside the tolerances with what is over and by how much, asking the server for the facts once', async () => {
    saveLogin(makeLogin({ company: AAM }));
    const calls = mockFetch(on('GET', '/api/master/tolerances/basis', BASIS));
    renderWithProviders(<PoLineTolerances company={AAM} lines={lines} invoiceId={7} />);
    expect(await screen.findByText("1 PO line is outside the company's match tolerances. You can still save; finance will see it.")).toBeTruthy();
    expect(screen.getByText('PO PO-1 line 1: Quantity billed 20.00% above the ordered quantity (tolerance 0.00%): IDR 2,000.00 over')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['/api/master/tolerances/basis?instance=AAM&orgId=82&ids=101%2C102&exceptInvoiceId=7']);
  });

  it('shows nothing when every line is inside, and says so when the check failed', async () => {
    saveLogin(makeLogin({ company: AAM }));
    const calls = mockFetch(on('GET', '/api/master/tolerances/basis', { ...BASIS, tolerances: { pricePct: null, quantityPct: null, qtyReceivedPct: null } }));
    const { unmount } = renderWithProviders(<PoLineTolerances company={AAM} lines={lines} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    mockFetch(on('GET', '/api/master/tolerances/basis', { code: 'INTERNAL', messages: ['boom'] }, 500));
    renderWithProviders(<PoLineTolerances company={AAM} lines={lines} />);
    expect(await screen.findByText('The match tolerances could not be checked just now', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
