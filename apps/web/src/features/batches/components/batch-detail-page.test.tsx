import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, on, quietPortal } from '../../../test/fetch-mock';
import { AAM, BATCH_SUMMARY, makeLogin } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';

const INVOICE = { id: 7, invoiceNo: 'INV-7', invoiceDate: '2026-08-17', taxNo: null, taxDate: null, description: '', status: 'OPEN', amount: '1500.00' };

function setup() {
  saveLogin(makeLogin({ company: AAM }));
  mockFetch(...quietPortal, on('GET', '/api/batches/9', { ...BATCH_SUMMARY, invoices: [INVOICE] }));
}

describe('BatchDetailPage (/batch/detail/:batchId)', { timeout: 30_000 }, () => {
  it('shows the batch, its invoices, Back and the print buttons', async () => {
    setup();
    renderApp('/batch/detail/9');
    expect(await screen.findByRole('link', { name: 'INV-7' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Tax Date' })).toBeTruthy();
    expect(screen.getByText('17-AUG-2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Batch Report' })).toBeTruthy();
  });

  it('draws it in Bahasa Indonesia: fields, headings, dates, amounts and buttons', async () => {
    await loadLanguage('id');
    try {
      setup();
      renderApp('/batch/detail/9');
      expect(await screen.findByRole('link', { name: 'INV-7' }, { timeout: 15_000 })).toBeTruthy();
      expect(screen.getByRole('columnheader', { name: 'Tanggal Faktur Pajak' })).toBeTruthy();
      expect(screen.getByText('Dikirim')).toBeTruthy();
      expect(screen.getByText('17-Agu-2026')).toBeTruthy();
      expect(screen.getAllByText('1.500,00').length).toBeGreaterThan(0);
      expect(screen.getByRole('button', { name: 'Kembali' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Laporan Batch' })).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
