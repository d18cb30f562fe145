import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, on } from '../test/fetch-mock';
import { AAM, makeLogin } from '../test/fixtures';
import { renderWithProviders } from '../test/render';
import { getSession, saveLogin } from '../lib/session';
import { ExpeditionPage } from '../features/expedition';

const ENDED = { code: 'UNAUTHENTICATED', messages: ['Session expired'] };

describe('a session ended while a screen is open (e.g. the user deactivated by finance)', { timeout: 60_000 }, () => {
  it('says "Unauthorized, Please login..." once: the alert, not again in the screen\'s messages', async () => {
    saveLogin(makeLogin({ userDesc: 'PT Kilat Transport Nusantara', vendorName: 'PT Kilat Transport Nusantara', transport: true, company: AAM }));
    let ended = false;
    const row = { invoiceDate: '2026-11-02', taxNo: '1', taxDate: '2026-11-02', totalInvoice: '1.00', totalQuantity: '1.000', lines: 1, uploadedBy: ['x'] };
    mockFetch(
      () => (ended ? { status: 401, body: ENDED } : undefined),
      on('GET', '/api/expedition/options', { awbs: [], branches: [] }),
      on('GET', '/api/expedition/lines', { items: [], total: 0, page: 1, pageSize: 10 }),
      on('GET', '/api/expedition/summary', { items: [{ ...row, invoiceNo: 'KTN/INV/2611/001', version: 'v1' }] }),
    );
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<ExpeditionPage />);
    await user.click(screen.getByLabelText('Payment Site'));
    await user.click(await screen.findByTitle('HO'));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('KTN/INV/2611/001');

    // The user clicks: the search and Submit both find the session ended.
    ended = true;
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const title = await screen.findByText('Submit these saved invoices of this vendor? Submitted lines can no longer change.');
    await user.click(within(title.closest<HTMLElement>('.ant-popover')!).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(getSession()).toBeNull());
    await waitFor(() => expect(alert).toHaveBeenCalled());
    // Give the failed calls time to reach the screen's message list.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(alert.mock.calls).toEqual([['Unauthorized, Please login...']]);
    expect(screen.queryAllByText('Unauthorized, Please login...')).toEqual([]);
  });
});
