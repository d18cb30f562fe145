import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { ReceiptHistoryPage } from './receipt-history-page';

function setup() {
  saveLogin(makeLogin({ company: AAM }));
  mockFetch(on('GET', '/api/receipts/purchase-orders', { items: [] }));
}

describe('ReceiptHistoryPage', () => {
  it('waits for a PO before searching, in English', () => {
    setup();
    renderWithProviders(<ReceiptHistoryPage />);
    expect(screen.getByText('Choose a PO and press Search')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'PO Number' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Item Code' })).toBeTruthy();
  });

  it('in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      setup();
      renderWithProviders(<ReceiptHistoryPage />);
      expect(screen.getByText('Pilih PO lalu tekan Cari')).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Nomor PO' })).toBeTruthy();
      expect(screen.getByRole('columnheader', { name: 'Kode Barang' })).toBeTruthy();
      expect(screen.getByRole('columnheader', { name: 'Jml Diterima' })).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
