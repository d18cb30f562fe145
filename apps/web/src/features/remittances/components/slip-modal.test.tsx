import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMITTANCE_MESSAGES, REMITTANCE_SCREEN } from '@faktura/domain';
import { renderWithProviders } from '../../../test/render';
import { mockFetch, on } from '../../../test/fetch-mock';
import { SlipModal } from './slip-modal';

afterEach(() => vi.unstubAllGlobals());

const line = { invoiceNum: 'INV-7', portalInvoiceId: 7, slipNumber: null, slipDate: null };

describe('SlipModal', () => {
  it('asks for the slip number before sending anything, then saves it', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(on('PUT', '/api/remittances/withholding-slips/7', { invoiceId: 7, slipNo: 'BP-23/0007', slipDate: null }));
    const onSaved = vi.fn();
    renderWithProviders(<SlipModal line={line} onClose={() => undefined} onSaved={onSaved} />);
    expect(await screen.findByText(REMITTANCE_SCREEN.slipTitle('INV-7'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(REMITTANCE_MESSAGES.slipNumberRequired)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.type(screen.getByLabelText('Withholding Slip'), ' BP-23/0007 ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Withholding slip of invoice INV-7 saved.'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ slipNo: 'BP-23/0007', slipDate: '' });
  });

  it("shows the server's refusal in the modal", async () => {
    const user = userEvent.setup();
    mockFetch(on('PUT', '/api/remittances/withholding-slips/7', { code: 'VALIDATION', messages: [REMITTANCE_MESSAGES.noWithholding] }, 400));
    renderWithProviders(<SlipModal line={{ ...line, slipNumber: 'BP-1' }} onClose={() => undefined} onSaved={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(REMITTANCE_MESSAGES.noWithholding)).toBeTruthy();
  });
});
