import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { loadLanguage } from '../i18n';
import { resetLanguageForTests } from '../i18n/language';
import { DetailNotFound, SUPPLIER_INVOICE_NOT_FOUND } from './detail-page';

afterEach(async () => {
  await loadLanguage('en');
  resetLanguageForTests();
});

describe('a supplier invoice that is not there', () => {
  it('says so in English, with the way back to the list', () => {
    renderWithProviders(<DetailNotFound {...SUPPLIER_INVOICE_NOT_FOUND} />);
    expect(screen.getByText('Invoice not found')).toBeTruthy();
    expect(screen.getByText('It may have been deleted, or it belongs to another supplier.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Invoice List' }).getAttribute('href')).toBe('/invoice/list');
  });

  it('says so in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    renderWithProviders(<DetailNotFound {...SUPPLIER_INVOICE_NOT_FOUND} />);
    expect(screen.getByText('Faktur tidak ditemukan')).toBeTruthy();
    expect(screen.getByText('Mungkin sudah dihapus, atau milik pemasok lain.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kembali ke Daftar Faktur' })).toBeTruthy();
  });
});
