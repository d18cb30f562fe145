import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, on } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render';
import { AddToBatchModal } from './add-to-batch-modal';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';

describe('AddToBatchModal', () => {
  it('answers "Please select batch" when saved with none chosen', async () => {
    const user = userEvent.setup();
    const calls = mockFetch(on('GET', '/api/batches/drafts', { items: [] }));
    renderWithProviders(<AddToBatchModal open invoiceId={7} company={{ orgId: 82, instance: 'AAM' }} onClose={() => {}} onAdded={() => {}} />);
    await screen.findByText(/No open batch yet/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Please select batch'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('draws its title, empty text, link and buttons in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      mockFetch(on('GET', '/api/batches/drafts', { items: [] }));
      renderWithProviders(<AddToBatchModal open invoiceId={7} company={{ orgId: 82, instance: 'AAM' }} onClose={() => {}} onAdded={() => {}} />);
      expect(await screen.findByText(/Belum ada batch terbuka\./)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Buat batch' })).toBeTruthy();
      expect(screen.getByRole('dialog', { name: 'Tambah ke Batch' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Simpan' })).toBeTruthy();
      expect(screen.getAllByRole('button', { name: 'Tutup' }).length).toBeGreaterThan(0);
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
