import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, DEBIT_NOTE, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { typeDate } from '../../../test/user';
import { saveLogin } from '../../../lib/session';
import { DebitNoteListPage } from './debit-note-list-page';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';

describe('DebitNoteListPage', () => {
  it('lists the supplier’s debit notes by 10, each DN number linking to it by id', async () => {
    saveLogin(makeLogin({ company: AAM }));
    const calls = mockFetch(on('GET', '/api/debit-notes', { items: [DEBIT_NOTE], total: 1, page: 1, pageSize: 10 }));
    renderWithProviders(<DebitNoteListPage />);
    const link = await screen.findByRole('link', { name: 'DN/AAM/2611/0001' });
    expect(link.getAttribute('href')).toBe('/invoice/nota-debit?id=3');
    for (const text of ['02-NOV-2026', '010.000-26.00000042', '03-NOV-2026', '1,120,000.00']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Supplier' })).toBeNull();
    expect(calls[0]?.path).toBe('/api/debit-notes?page=1&pageSize=10');
  });

  it('refuses a start date after the end date without asking the server', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ typeUser: 'ORACLE', role: 'FINANCE', vendorId: null, company: AAM }, [AAM]));
    const calls = mockFetch(on('GET', '/api/debit-notes', { items: [], total: 0, page: 1, pageSize: 10 }));
    renderWithProviders(<DebitNoteListPage />);
    expect(await screen.findByRole('columnheader', { name: 'Supplier' })).toBeTruthy();
    await typeDate(user, screen.getByLabelText('Start Date'), '05-11-2026');
    await typeDate(user, screen.getByLabelText('End Date'), '01-11-2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(within(await screen.findByRole('alert')).getByText('Start date cannot be after end date')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('draws its headings, filters, Create Nota Debit and the empty text in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      saveLogin(makeLogin({ typeUser: 'ORACLE', role: 'FINANCE', vendorId: null, company: AAM }, [AAM]));
      mockFetch(on('GET', '/api/debit-notes', { items: [DEBIT_NOTE], total: 1, page: 1, pageSize: 10 }));
      const view = renderWithProviders(<DebitNoteListPage />);
      await screen.findByRole('link', { name: 'DN/AAM/2611/0001' });
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers).toEqual(['Nomor ND', 'Pemasok', 'Tanggal ND', 'Nomor Faktur Pajak Pemasok', 'Tanggal Faktur Pajak Pemasok', 'Jumlah']);
      for (const text of ['02-Nov-2026', '1.120.000,00', '1 nota debit']) expect(screen.getByText(text)).toBeTruthy();
      expect(screen.getByLabelText('Tanggal Mulai')).toBeTruthy();
      expect(screen.getByLabelText('Tanggal Akhir')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Buat Nota Debit' })).toBeTruthy();
      view.unmount();
      mockFetch(on('GET', '/api/debit-notes', { items: [], total: 0, page: 1, pageSize: 10 }));
      renderWithProviders(<DebitNoteListPage />);
      expect(await screen.findByText('Tidak ada nota debit')).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
