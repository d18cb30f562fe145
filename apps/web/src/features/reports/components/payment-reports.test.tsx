import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentReportRow, PaymentScheduleRow } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';
import { PaymentReportPage } from './payment-report-page';
import { PaymentSchedulePage } from './payment-schedule-page';

const PAYMENT: PaymentReportRow = {
  vendorName: 'PT Sinar Jaya Abadi',
  invoiceNum: 'SJA/INV/2605/0004',
  amount: '12776064.00',
  description: 'Tagihan PO 822600005',
  checkNum: '0800003',
  bankName: 'BCA',
  bankAccountName: 'PT SINAR JAYA ABADI',
  bankAccountNum: '9511700043',
  currencyCode: 'IDR',
  exchangeDate: '2026-06-15',
  paymentDate: '2026-06-15',
};

const INSTALLMENT: PaymentScheduleRow = {
  invoiceNum: 'SJA/INV/2605/0004',
  invoiceAmount: '12776064.00',
  invoiceDate: '2026-05-16',
  description: 'Tagihan PO 822600005',
  amountPaid: '12776064.00',
  termsDate: '2026-05-16',
  paymentSchedule: '2026-06-15',
  invoiceAmountPaid: '12776064.00',
};

/** The <a download> clicks the page makes (jsdom does not navigate). */
function savedFiles() {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:faktura/1');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

describe('PaymentReportPage', () => {
  it('shows the supplier’s payments at once, 10 a page, amounts and dates as the spec writes them', async () => {
    saveLogin(makeLogin({ company: AAM }));
    const calls = mockFetch(on('GET', '/api/reports/payments', { items: [PAYMENT], total: 1, page: 1, pageSize: 10 }));
    renderWithProviders(<PaymentReportPage />);
    const row = (await screen.findByText('SJA/INV/2605/0004')).closest('tr')!;
    expect(within(row).getByText('12,776,064.00')).toBeTruthy();
    expect(within(row).getByText('15-JUN-2026')).toBeTruthy();
    expect(calls[0]?.path).toBe('/api/reports/payments?page=1&pageSize=10&orgId=82&instance=AAM');
  });

  it('exports what the filters show: Export XLS asks for the .xls of the company', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ company: AAM }));
    const saved = savedFiles();
    const calls = mockFetch(on('GET', '/api/reports/payments', { items: [PAYMENT], total: 1, page: 1, pageSize: 10 }), (req) =>
      req.url.pathname === '/api/reports/payments/export' ? { body: {} } : undefined,
    );
    renderWithProviders(<PaymentReportPage />);
    await screen.findByText('SJA/INV/2605/0004');
    await user.click(screen.getByRole('button', { name: 'Export XLS' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.at(-1)?.path).toBe('/api/reports/payments/export?format=xls&orgId=82&instance=AAM');
  });
});

describe('the payment screens in Bahasa Indonesia', () => {
  it('draws the payment report’s filters, headings, buttons and count, amounts and dates the Indonesian way', async () => {
    await loadLanguage('id');
    try {
      saveLogin(makeLogin({ company: AAM }));
      mockFetch(on('GET', '/api/reports/payments', { items: [PAYMENT], total: 1, page: 1, pageSize: 10 }));
      renderWithProviders(<PaymentReportPage />);
      const row = (await screen.findByText('SJA/INV/2605/0004')).closest('tr')!;
      expect(within(row).getByText('12.776.064,00')).toBeTruthy();
      expect(within(row).getByText('15-Jun-2026')).toBeTruthy();
      const headings = screen.getAllByRole('columnheader').map((h) => h.textContent);
      expect(headings).toEqual(expect.arrayContaining(['Nomor Faktur', 'Jumlah', 'Nomor Cek', 'Nama Bank', 'Mata Uang', 'Tanggal Kurs']));
      expect(screen.getByLabelText('Dari Tanggal')).toBeTruthy();
      expect(screen.getByLabelText('Sampai Faktur')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Ekspor XLS' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Unduh Excel' })).toBeTruthy();
      expect(screen.getByText('1 pembayaran')).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });

  it('asks for a company in Indonesian on the payment schedule', async () => {
    await loadLanguage('id');
    try {
      saveLogin(makeLogin({ company: null }));
      mockFetch();
      renderWithProviders(<PaymentSchedulePage />);
      expect(screen.getByText('Pilih perusahaan lalu tekan Cari')).toBeTruthy();
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
        expect.arrayContaining(['Jumlah Faktur', 'Jumlah Dibayar', 'Tanggal Termin', 'Jadwal Pembayaran']),
      );
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});

describe('PaymentSchedulePage', () => {
  it('needs a company for Search and for the files alike ("Please select company"), and asks for nothing without one', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ company: null }));
    const calls = mockFetch();
    renderWithProviders(<PaymentSchedulePage />);
    expect(screen.getByText('Choose a company and press Search')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Download Excel' }));
    expect(within(await screen.findByRole('alert')).getByText('Please select company')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(screen.getByRole('alert')).getAllByText('Please select company')).toHaveLength(1));
    expect(calls).toHaveLength(0);
  });

  it('lists the installments of the session’s company at once', async () => {
    saveLogin(makeLogin({ company: AAM }));
    const calls = mockFetch(on('GET', '/api/reports/payment-schedules', { items: [INSTALLMENT], total: 1, page: 1, pageSize: 10 }));
    renderWithProviders(<PaymentSchedulePage />);
    const row = (await screen.findByText('SJA/INV/2605/0004')).closest('tr')!;
    expect(within(row).getAllByText('16-MAY-2026')).toHaveLength(2); // invoice and terms date
    expect(calls[0]?.path).toBe('/api/reports/payment-schedules?page=1&pageSize=10&orgId=82&instance=AAM');
  });

  it('drops the rows shown when the company is cleared: they were another company’s schedule', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ company: AAM }));
    mockFetch(on('GET', '/api/reports/payment-schedules', { items: [INSTALLMENT], total: 1, page: 1, pageSize: 10 }));
    const { container } = renderWithProviders(<PaymentSchedulePage />);
    await screen.findByText('SJA/INV/2605/0004');
    await user.click(container.querySelector('.ant-select-clear')!);
    expect(await screen.findByText('Choose a company and press Search')).toBeTruthy();
    expect(screen.queryByText('SJA/INV/2605/0004')).toBeNull();
  });
});
