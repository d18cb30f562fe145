import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { InvoiceTypeChooser } from './invoice-type-chooser';

describe('InvoiceTypeChooser', () => {
  it('offers the PO invoice first, in English', () => {
    renderWithProviders(<InvoiceTypeChooser />);
    expect(screen.getByText('Choose the kind of invoice to create.')).toBeTruthy();
    expect(screen.getByTitle('Invoice With PO')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Select' })).toBeTruthy();
  });

  it('in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      renderWithProviders(<InvoiceTypeChooser />);
      expect(screen.getByText('Pilih jenis faktur yang akan dibuat.')).toBeTruthy();
      expect(screen.getByTitle('Faktur dengan PO')).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Jenis Faktur' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Pilih' })).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
