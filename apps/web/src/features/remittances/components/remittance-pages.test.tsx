import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { REMITTANCE_LABELS, REMITTANCE_SCREEN, type RemittanceAdviceView } from '@faktura/domain';
import { en } from '@faktura/domain/i18n/en';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { RemittanceListPage } from './remittance-list-page';
import { RemittanceDetailPage } from './remittance-detail-page';
import { inIndonesian } from '../../../test/language';

const PAYMENT = {
  instance: 'AAM',
  checkId: 41,
  checkNum: 'PAY-1',
  checkDate: '2026-08-17',
  vendorId: 3001,
  orgId: 82,
  amount: '1500000.50',
  currencyCode: 'IDR',
  paymentMethod: 'CHECK',
  bankName: 'Bank Mandiri',
  bankAccountNum: '123',
  bankAccountName: 'PT SINAR',
  invoiceCount: 1,
};

const ADVICE: RemittanceAdviceView = {
  instance: 'AAM',
  orgId: 82,
  vendorId: 3001,
  payerName: 'PT Buyer',
  supplierName: 'PT Sinar Jaya Abadi',
  payment: { ...PAYMENT },
  lines: [
    {
      invoiceNum: 'INV-7',
      invoiceDate: '2026-08-01',
      portalInvoiceId: 7,
      fakturNo: null,
      gross: '1530000.50',
      pphCode: 'PPH23',
      pphRate: '2',
      pphAmount: '30000.00',
      slipNumber: null,
      slipDate: null,
      netPaid: '1500000.50',
    },
  ],
  totals: { gross: '1530000.50', withheld: '30000.00', netOfLines: '1500000.50', paymentAmount: '1500000.50' },
  mismatch: false,
};

const detail = () => (
  <Routes>
    <Route path="/report/remittances/:instance/:checkId" element={<RemittanceDetailPage />} />
  </Routes>
);

describe('Remittance advice', () => {
  it('says in English exactly what the domain says (the catalogue holds REMITTANCE_LABELS and REMITTANCE_SCREEN)', () => {
    const texts = en.reports.remittances as Record<string, string>;
    for (const [key, value] of Object.entries({ ...REMITTANCE_LABELS, ...REMITTANCE_SCREEN })) {
      if (typeof value === 'string') expect(texts[key], key).toBe(value);
    }
    expect(texts.slipTitle!.replace('{{invoiceNum}}', 'INV-7')).toBe(REMITTANCE_SCREEN.slipTitle('INV-7'));
    expect(texts.slipSaved!.replace('{{invoiceNum}}', 'INV-7')).toBe(REMITTANCE_SCREEN.slipSaved('INV-7'));
    expect(texts.openAdvice!.replace('{{checkNum}}', 'PAY-1')).toBe(REMITTANCE_SCREEN.openAdvice('PAY-1'));
  });

  it('lists the supplier’s payments with its headings', async () => {
    saveLogin(makeLogin({ company: AAM }));
    mockFetch(on('GET', '/api/remittances', { items: [PAYMENT], total: 1, page: 1, pageSize: 10 }));
    renderWithProviders(<RemittanceListPage />);
    const row = (await screen.findByRole('link', { name: 'PAY-1' })).closest('tr')!;
    expect(within(row).getByText('17-AUG-2026')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Payment Date',
      'Reference',
      'Company',
      'Bank',
      'Payment Amount',
      'Invoices',
    ]);
  });

  it('draws the list in Bahasa Indonesia', () =>
    inIndonesian(async () => {
      saveLogin(makeLogin({ company: AAM }));
      mockFetch(on('GET', '/api/remittances', { items: [PAYMENT], total: 1, page: 1, pageSize: 10 }));
      renderWithProviders(<RemittanceListPage />);
      const row = (await screen.findByRole('link', { name: 'PAY-1' })).closest('tr')!;
      expect(within(row).getByText('17-Agu-2026')).toBeTruthy();
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
        'Tanggal Pembayaran',
        'Referensi',
        'Perusahaan',
        'Bank',
        'Jumlah Pembayaran',
        'Faktur',
      ]);
      expect(screen.getByLabelText('Dari Tanggal')).toBeTruthy();
      expect(screen.getByText('1 pembayaran')).toBeTruthy();
    }));

  it('shows one payment’s advice, and in Bahasa Indonesia', async () => {
    saveLogin(makeLogin({ company: AAM }));
    mockFetch(on('GET', '/api/remittances/AAM/41', ADVICE));
    const first = renderWithProviders(detail(), '/report/remittances/AAM/41');
    expect(await screen.findByText('Remittance Advice PAY-1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getAllByText('Net Paid').length).toBeGreaterThan(0);
    first.unmount();

    await inIndonesian(async () => {
      renderWithProviders(detail(), '/report/remittances/AAM/41');
      expect(await screen.findByText('Bukti Pembayaran PAY-1')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Unduh PDF' })).toBeTruthy();
      expect(screen.getAllByText('Dibayar Neto').length).toBeGreaterThan(0);
      expect(screen.getByText('Pembayar')).toBeTruthy();
      expect(within(screen.getByTestId('remittance-totals')).getByText('Total')).toBeTruthy();
    });
  });
});
