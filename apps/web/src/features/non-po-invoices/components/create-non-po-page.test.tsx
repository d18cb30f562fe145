import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NonPoFormOptions } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { renderUnderLanguageRoot } from '../../../test/language';
import { saveLogin } from '../../../lib/session';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { CreateNonPoInvoicePage, CreateProxyInvoicePage } from './create-non-po-page';

const OPTIONS: NonPoFormOptions = {
  vendorId: 3001,
  vendorName: 'PT Sinar Jaya Abadi',
  sites: [{ id: 30011, code: 'JAKARTA' }],
  categories: [
    {
      id: 1,
      name: 'DDK',
      mappingId: 7,
      costCenter: 'ITD',
      vendorSiteId: 30011,
      accountId: null,
      details: [{ id: 11, name: 'Uang Makan', accountId: null, accountLabel: null }],
    },
    {
      id: 2,
      name: 'DDN',
      mappingId: 8,
      costCenter: 'ITD',
      vendorSiteId: 30011,
      accountId: null,
      details: [{ id: 21, name: 'Hotel', accountId: null, accountLabel: null }],
    },
  ],
  whtCodes: [{ code: 'PPh 23 2%', rate: '2.00', description: 'PPh 23' }],
  currencies: [{ code: 'IDR', name: 'Indonesian Rupiah' }],
  banks: [{ id: 5, label: 'BCA 123' }],
  paymentMethods: [{ code: 'EFT', name: 'Electronic Funds Transfer' }],
  terms: [{ id: 1, label: 'Net 30' }],
  costCenters: [{ code: 'ITD', name: 'IT Development' }],
  references: [],
};

function setup() {
  saveLogin(makeLogin({ company: AAM }));
  return mockFetch(on('GET', '/api/non-po-options', OPTIONS), on('GET', '/api/non-po-options/vat-codes', { items: [] }));
}

const messagesOf = async () =>
  within(await screen.findByRole('alert'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('CreateNonPoPage', () => {
  it('lists every non-PO create/save message at once and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = setup();
    renderWithProviders(<CreateNonPoInvoicePage />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await messagesOf()).toEqual([
      'Invoice No is empty',
      'Tax Invoice No is empty',
      'Line is required',
      'Invoice date is empty',
      'Tax Date is empty',
      'Attachment is required',
    ]);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('draws its lines table in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      setup();
      renderWithProviders(<CreateNonPoInvoicePage />);
      expect(await screen.findByRole('button', { name: 'Tambah Baris' })).toBeTruthy();
      expect(screen.getByText('Belum ada baris: pilih kategori dan detail kategori, lalu Tambah Baris')).toBeTruthy();
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
        expect.arrayContaining(['Detail Kategori', 'Keterangan', 'Jumlah', 'Akun', 'Catatan', 'PPN']),
      );
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });

  it('keeps what was typed through a switch to Bahasa Indonesia', async () => {
    const user = userEvent.setup();
    setup();
    try {
      renderUnderLanguageRoot(<CreateNonPoInvoicePage />);
      await user.type(screen.getByLabelText('Invoice No'), 'NP-77');
      await user.type(screen.getByLabelText('Description'), 'Kurir dokumen November');
      await act(() => loadLanguage('id'));
      expect(await screen.findByLabelText<HTMLInputElement>('Nomor Faktur')).toHaveProperty('value', 'NP-77');
      expect(screen.getByLabelText<HTMLInputElement>('Keterangan').value).toBe('Kurir dokumen November');
    } finally {
      await act(() => loadLanguage('en'));
      resetLanguageForTests();
    }
  });

  it('asks for a category before Add Line (the legacy alert)', async () => {
    const user = userEvent.setup();
    setup();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderWithProviders(<CreateNonPoInvoicePage />);
    await user.click(screen.getByRole('button', { name: 'Add Line' }));
    expect(alert).toHaveBeenCalledWith('Please select category');
    expect(screen.queryByLabelText('Line 1 description')).toBeNull();
  });

  it('lists every proxy save/submit message for the PIC, collected at once', async () => {
    const user = userEvent.setup();
    setup();
    saveLogin(makeLogin({ typeUser: 'PIC', company: AAM }));
    renderWithProviders(<CreateProxyInvoicePage />);
    await user.click(screen.getByRole('button', { name: 'Submit to Rekomendator' }));
    expect(await messagesOf()).toEqual([
      'Please select supplier',
      'Invoice Number is empty',
      'Invoice Date is empty',
      'Tax Number is empty',
      'Tax Date is empty',
      'Choose Bank Account',
      'Choose Payment Method',
      'Attachment is required',
      'Line is empty',
    ]);
  });
});
