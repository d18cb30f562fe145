import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin, makeReceipt } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { renderUnderLanguageRoot } from '../../../test/language';
import { retype, typeDate } from '../../../test/user';
import { saveLogin } from '../../../lib/session';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { CreatePoInvoicePage } from './create-po-invoice-page';

const OPTIONS = { banks: [{ id: 11, label: 'BCA 123' }], pphCodes: [{ code: 'PPH23', rate: '2', description: 'PPh 23' }], accounts: [] };

const receipt = (n: number) => makeReceipt(n);

function setup() {
  saveLogin(makeLogin({ company: AAM }));
  return mockFetch(
    on('GET', '/api/po-invoices/form-options', OPTIONS),
    on('GET', '/api/po-invoices/pending-receipts', { items: [receipt(1), receipt(2)], total: 2, totalCapped: false, page: 1, pageSize: 5, nextCursor: null }),
  );
}

describe('CreatePoInvoicePage', () => {
  it('lists every validation message at once, with the spec texts, and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = setup();
    renderWithProviders(<CreatePoInvoicePage />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Invoice No is empty',
      'Invoice date is empty',
      'Tax Invoice No is empty',
      'Tax Date is empty',
      'Please select at least one purchase order',
      'Attachment is required',
    ]);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('asks for the PPh value when Include PPh is ticked, and says a malformed tax number is not valid', async () => {
    const user = userEvent.setup();
    setup();
    renderWithProviders(<CreatePoInvoicePage />);
    await waitFor(() => expect(screen.getByLabelText('Include PPh')).toBeTruthy());
    await user.click(screen.getByLabelText('Include PPh'));
    await user.type(screen.getByLabelText('Tax Invoice No'), '12345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Tax Invoice No is not valid. ex: 010.000-24.00000001 or 17 digits (Coretax)');
    expect(alert.textContent).toContain('Service charge is empty');
  });

  it('refuses to change the invoice date while PO lines are selected, and keeps the old date', async () => {
    const user = userEvent.setup();
    setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderWithProviders(<CreatePoInvoicePage />);
    const date = screen.getByLabelText<HTMLInputElement>('Invoice Date');
    await typeDate(user, date, '15-11-2026');

    await user.click(screen.getByRole('button', { name: /Search Pending PO/ }));
    const modal = await screen.findByRole('dialog');
    await user.click(within(modal).getByRole('button', { name: 'Search' }));
    await user.click(await within(modal).findByLabelText('Select PO PO-1 line 1'));
    await user.click(within(modal).getByRole('button', { name: 'Add (1)' }));
    await waitFor(() => expect(screen.getAllByText('PO-1').length).toBeGreaterThan(0));

    await retype(user, date, '20-11-2026');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Invoice date cannot be changed while PO lines are selected. Remove the lines first.'));
    await user.tab();
    await waitFor(() => expect(date.value).toBe('15-Nov-2026'));
  });

  it('fills a blank invoice and faktur date with today and the only bank when the first lines are picked (the date is locked after)', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T03:00:00Z') });
    try {
      const user = userEvent.setup();
      setup();
      renderWithProviders(<CreatePoInvoicePage />);
      expect(screen.getByLabelText<HTMLInputElement>('Invoice Date').value).toBe('');
      await user.click(screen.getByRole('button', { name: /Search Pending PO/ }));
      const modal = await screen.findByRole('dialog');
      await user.click(await within(modal).findByLabelText('Select PO PO-1 line 1'));
      await user.click(within(modal).getByRole('button', { name: 'Add (1)' }));
      await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Invoice Date').value).toBe('20-Nov-2026'));
      expect(screen.getByLabelText<HTMLInputElement>('Tax Invoice Date').value).toBe('20-Nov-2026');
      expect(screen.getByTitle('BCA 123')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps what was typed through a switch to Bahasa Indonesia, then draws the drop zone and the pending PO modal in it', async () => {
    const user = userEvent.setup();
    setup();
    try {
      renderUnderLanguageRoot(<CreatePoInvoicePage />);
      await user.type(screen.getByLabelText('Invoice No'), 'INV-77');
      await user.type(screen.getByLabelText('Description'), 'Kiriman November');
      await user.click(screen.getByRole('button', { name: /Search Pending PO/ }));
      const modal = await screen.findByRole('dialog');
      await user.click(await within(modal).findByLabelText('Select PO PO-1 line 1'));
      await user.click(within(modal).getByRole('button', { name: 'Add (1)' }));
      await waitFor(() => expect(screen.getAllByText('PO-1').length).toBeGreaterThan(0));

      await act(() => loadLanguage('id'));
      expect(await screen.findByLabelText<HTMLInputElement>('Nomor Faktur')).toHaveProperty('value', 'INV-77');
      expect(screen.getByLabelText<HTMLInputElement>('Keterangan').value).toBe('Kiriman November');
      expect(screen.getAllByText('PO-1').length).toBeGreaterThan(0);
      expect(screen.getByText('Baca dari berkas e-faktur (UBL / Factur-X)')).toBeTruthy();

      await user.click(screen.getByRole('button', { name: /Cari PO Tertunda/ }));
      const modalId = await screen.findByRole('dialog', { name: 'Cari PO Tertunda' });
      expect(within(modalId).getByLabelText('Dari PO')).toBeTruthy();
      expect(within(modalId).getByRole('button', { name: 'Atur Ulang' })).toBeTruthy();
      expect(within(modalId).getByRole('columnheader', { name: 'Nomor PO' })).toBeTruthy();
      expect(await within(modalId).findByText('2 baris')).toBeTruthy();
      expect(within(modalId).getByText('0 dipilih')).toBeTruthy();
      expect(within(modalId).getByRole('button', { name: 'Tambah' })).toBeTruthy();
    } finally {
      await act(() => loadLanguage('en'));
      resetLanguageForTests();
    }
  });
});
