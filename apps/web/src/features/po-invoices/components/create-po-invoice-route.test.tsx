import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PO_FLIP_MESSAGES } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, COMET, makeLogin, makeReceipt } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { CreatePoInvoiceRoute } from './create-po-invoice-route';

const OPTIONS = {
  banks: [
    { id: 11, label: 'BCA 123' },
    { id: 12, label: 'MANDIRI 456' },
  ],
  pphCodes: [{ code: 'PPH23', rate: '2', description: 'PPh 23' }],
  accounts: [],
};
const cometReceipt = (n: number) => makeReceipt(n, { orgId: 91, instance: 'COMET', company: 'PT Comet Niaga' });

function setup(flip: unknown, status = 200) {
  saveLogin(makeLogin({ company: AAM }));
  return mockFetch(
    on('GET', '/api/po-invoices/flip', flip, status),
    on('GET', '/api/po-invoices/form-options', OPTIONS),
    on('GET', '/api/master/tolerances/basis', { tolerances: { pricePct: null, quantityPct: null, qtyReceivedPct: null }, lines: [] }),
  );
}

const listed = (alert: HTMLElement) =>
  within(alert)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('CreatePoInvoiceRoute: the form opened by the PO flip', () => {
  // 21 Nov 2026 in Jakarta (UTC+7) while it is still the 20th in UTC: the form's "today" is Jakarta's.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T18:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('opens with the lines, their company, today as invoice and faktur date and the proposed bank: only the numbers and the faktur are left', async () => {
    const user = userEvent.setup();
    const calls = setup({
      orgId: 91,
      instance: 'COMET',
      receipts: [cometReceipt(1), cometReceipt(2)],
      leftOut: [PO_FLIP_MESSAGES.notYours([999])],
      bankAccountId: 12,
    });
    renderWithProviders(<CreatePoInvoiceRoute />, '/invoice/create?company=91-COMET&receipts=101,102,999');

    expect((await screen.findAllByText('PO-1')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('PO-2').length).toBeGreaterThan(0);
    expect(calls.find((c) => c.path.startsWith('/api/po-invoices/flip'))?.path).toBe('/api/po-invoices/flip?orgId=91&instance=COMET&receipts=101%2C102%2C999');
    // The lines' company, not the session's.
    expect(screen.getByLabelText<HTMLInputElement>('Company').value).toBe(`${COMET.name} (COMET)`);
    expect(screen.getByLabelText<HTMLInputElement>('Invoice Date').value).toBe('21-Nov-2026');
    expect(screen.getByLabelText<HTMLInputElement>('Tax Invoice Date').value).toBe('21-Nov-2026');
    await waitFor(() => expect(screen.getByTitle('MANDIRI 456')).toBeTruthy());
    expect(screen.getByText('Receipt line 999 is not one of your receipts in this company: it was left out')).toBeTruthy();
    // PPN from the lines' VAT rate: 2 × 2,000.00 at 11 %.
    expect(screen.getAllByText('440.00').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The left-out line's warning stays; the list of what is missing is the other alert.
    const alert = await waitFor(() => screen.getAllByRole('alert').find((a) => within(a).queryAllByRole('listitem').length > 0)!);
    expect(listed(alert)).toEqual(['Invoice No is empty', 'Tax Invoice No is empty', 'Attachment is required']);
  });

  it('opens the form with what is left and says why the rest was left out', async () => {
    setup({ orgId: 82, instance: 'AAM', receipts: [], leftOut: [PO_FLIP_MESSAGES.invoiced('PO-5', 5)], bankAccountId: null });
    renderWithProviders(<CreatePoInvoiceRoute />, '/invoice/create?receipts=105');
    expect(await screen.findByText('PO PO-5 line 5 is already invoiced: it was left out')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Company').value).toBe(`${AAM.name} (AAM)`);
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });

  it('opens the empty form with why when the address cannot be read, a company is not the user’s, or the server refuses', async () => {
    const calls = setup({});
    const first = renderWithProviders(<CreatePoInvoiceRoute />, '/invoice/create?receipts=1,,2');
    expect(await screen.findByText(PO_FLIP_MESSAGES.badAddress)).toBeTruthy();
    first.unmount();
    const second = renderWithProviders(<CreatePoInvoiceRoute />, '/invoice/create?company=77-XYZ&receipts=1');
    expect(await screen.findByText(PO_FLIP_MESSAGES.companyUnknown)).toBeTruthy();
    second.unmount();
    expect(calls.filter((c) => c.path.startsWith('/api/po-invoices/flip'))).toHaveLength(0);

    setup({ code: 'FORBIDDEN', messages: ['You have no access to this company'] }, 403);
    renderWithProviders(<CreatePoInvoiceRoute />, '/invoice/create?company=82-AAM&receipts=1');
    expect(await screen.findByText('You have no access to this company')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Invoice Date').value).toBe('');
  });

  it('opens the plain empty form without receipts in the address', async () => {
    const calls = setup({});
    renderWithProviders(<CreatePoInvoiceRoute />, '/invoice/create');
    expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Invoice Date').value).toBe('');
    expect(calls.filter((c) => c.path.startsWith('/api/po-invoices/flip'))).toHaveLength(0);
  });
});
