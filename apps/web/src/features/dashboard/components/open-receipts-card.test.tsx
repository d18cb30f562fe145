import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin, makeReceipt } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { OpenReceiptsCard } from './open-receipts-card';

const comet = makeReceipt(3, { orgId: 91, instance: 'COMET', company: 'PT Comet Niaga' });

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function setup() {
  saveLogin(makeLogin({ company: AAM }));
  const calls = mockFetch(
    on('GET', '/api/dashboard/receipts', { items: [makeReceipt(1), makeReceipt(2), comet] }),
    on('GET', '/api/po-invoices/pending-receipts', { items: [makeReceipt(7)], total: 1, totalCapped: false, page: 1, pageSize: 5, nextCursor: null }),
  );
  renderWithProviders(
    <Routes>
      <Route path="/" element={<OpenReceiptsCard />} />
      <Route path="/invoice/create" element={<Where />} />
    </Routes>,
  );
  return calls;
}

describe('OpenReceiptsCard: the PO flip', () => {
  it('counts the ticked lines, keeps Create invoice disabled until one is, and opens the form with them', async () => {
    const user = userEvent.setup();
    setup();
    const create = await screen.findByRole('button', { name: 'Create invoice' });
    expect(screen.getByText('0 lines selected')).toBeTruthy();
    // Two companies listed: each row says whose it is.
    expect(screen.getByRole('columnheader', { name: 'Company' })).toBeTruthy();
    expect(screen.getByText('PT Comet Niaga (COMET)')).toBeTruthy();
    expect(create).toHaveProperty('disabled', true);

    await user.click(screen.getByLabelText('Select PO PO-1 line 1 (receipt R-1)'));
    expect(screen.getByText('1 line selected')).toBeTruthy();
    expect(create).toHaveProperty('disabled', false);
    // An invoice is one company's: the other company's line cannot join, and the card says why.
    expect(screen.getByText('One invoice is for one company: lines of PT Astra Agro Mandiri (AAM) only')).toBeTruthy();
    expect(screen.getByLabelText('Select PO PO-3 line 3 (receipt R-3)')).toHaveProperty('disabled', true);

    await user.click(screen.getByLabelText('Select PO PO-2 line 2 (receipt R-2)'));
    expect(screen.getByText('2 lines selected')).toBeTruthy();
    await user.click(create);
    expect((await screen.findByTestId('where')).textContent).toBe('/invoice/create?company=82-AAM&receipts=101,102');
  });

  it('frees the other company once nothing is ticked, and is used from the keyboard', async () => {
    const user = userEvent.setup();
    setup();
    const line1 = await screen.findByLabelText('Select PO PO-1 line 1 (receipt R-1)');
    await user.click(line1);
    await user.click(line1);
    expect(screen.getByText('0 lines selected')).toBeTruthy();
    const cometBox = screen.getByLabelText('Select PO PO-3 line 3 (receipt R-3)');
    expect(cometBox).toHaveProperty('disabled', false);
    cometBox.focus();
    await user.keyboard(' ');
    expect(screen.getByText('One invoice is for one company: lines of PT Comet Niaga (COMET) only')).toBeTruthy();
    // The button sits above the table: back there with Shift+Tab, past the card's head.
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create invoice' }));
    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('where')).textContent).toBe('/invoice/create?company=91-COMET&receipts=103');
  });

  it('opens the form from Search Pending PO with the lines picked there', async () => {
    const user = userEvent.setup();
    const calls = setup();
    await user.click(await screen.findByRole('button', { name: 'Search Pending PO' }));
    const modal = await screen.findByRole('dialog');
    await user.click(await within(modal).findByLabelText('Select PO PO-7 line 7'));
    await user.click(within(modal).getByRole('button', { name: 'Create invoice (1)' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/invoice/create?company=82-AAM&receipts=107');
    // The session's company is the one searched.
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/api/po-invoices/pending-receipts?orgId=82&instance=AAM'))).toBe(true));
  });

  it('leaves the Company column out when every line is of one company', async () => {
    saveLogin(makeLogin({ company: AAM }));
    mockFetch(on('GET', '/api/dashboard/receipts', { items: [makeReceipt(1), makeReceipt(2)] }));
    renderWithProviders(<OpenReceiptsCard />);
    expect(await screen.findByLabelText('Select PO PO-1 line 1 (receipt R-1)')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Company' })).toBeNull();
  });
});

describe('OpenReceiptsCard: its table', () => {
  it('is as wide as its columns need (two companies: 1270 px) and scrolls inside the card, without a measuring row', async () => {
    setup();
    const table = (await screen.findByRole('button', { name: 'Create invoice' })).closest('.ant-card')!.querySelector('.ant-table-wrapper')!;
    expect(table.classList.contains('fk-wide-table')).toBe(true);
    expect((table as HTMLElement).style.getPropertyValue('--fk-wide-table-width')).toBe('1270px');
    // antd's scroll.x would add a hidden row whose cells it measures, and draw the table again.
    expect(table.querySelector('.ant-table-measure-row')).toBeNull();
  });
});
