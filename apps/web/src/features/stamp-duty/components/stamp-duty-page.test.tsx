import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { STAMP_DUTY_SCREEN, type StampDutyRow } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { StampDutyPage } from './stamp-duty-page';

const ROW: StampDutyRow = {
  id: 4,
  invoiceNo: 'SJA/INV/2026/0110',
  invoiceType: '',
  invoiceDate: '2026-11-10',
  status: 'OPEN',
  batchNo: 'AAM-82-00003',
  instance: 'AAM',
  orgId: 82,
  vendorId: 3001,
  vendorName: 'PT Sinar Jaya Abadi',
  currencyCode: 'IDR',
  totalAmount: '6720000.00',
};

describe('StampDutyPage', () => {
  it('lists every company’s invoices missing stamp duty at once, each opening its screen', async () => {
    saveLogin(makeLogin({ typeUser: 'ORACLE', role: 'FINANCE', vendorId: null, company: AAM }, [AAM]));
    const calls = mockFetch(on('GET', '/api/stamp-duty', { items: [ROW], total: 1 }));
    renderWithProviders(<StampDutyPage />);
    expect((await screen.findByRole('link', { name: 'SJA/INV/2026/0110' })).getAttribute('href')).toMatch(/^\/invoice\/detail\//);
    expect(screen.getByText(STAMP_DUTY_SCREEN.intro)).toBeTruthy();
    expect(calls[0]?.path).toContain('/api/stamp-duty?');
  });

  it('draws its intro, filter, headings and empty text in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      saveLogin(makeLogin({ typeUser: 'ORACLE', role: 'FINANCE', vendorId: null, company: AAM }, [AAM]));
      mockFetch(on('GET', '/api/stamp-duty', { items: [ROW], total: 1 }));
      const view = renderWithProviders(<StampDutyPage />);
      await screen.findByRole('link', { name: 'SJA/INV/2026/0110' });
      expect(screen.getByText(/^Faktur IDR terkirim di atas Rp 5\.000\.000/)).toBeTruthy();
      expect(screen.getByLabelText('Perusahaan')).toBeTruthy();
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers).toEqual(['Nomor Faktur', 'Tanggal Faktur', 'Pemasok', 'Perusahaan', 'Status', 'Total']);
      expect(screen.getByText('10-Nov-2026')).toBeTruthy();
      view.unmount();
      mockFetch(on('GET', '/api/stamp-duty', { items: [], total: 0 }));
      renderWithProviders(<StampDutyPage />);
      expect(await screen.findByText(/^Setiap faktur di atas Rp 5\.000\.000/)).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
