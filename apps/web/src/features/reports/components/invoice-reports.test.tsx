import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceReportRow } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { InvoiceHistoryPage } from './invoice-history-page';
import { InvoiceReportPage } from './invoice-report-page';
import { inIndonesian } from '../../../test/language';

const ROW: InvoiceReportRow = {
  id: 7,
  invoiceType: 'INVOICE PO',
  orgId: 82,
  vendorId: 3001,
  instance: 'AAM',
  invoiceNo: 'SJA/INV/2605/0004',
  invoiceDate: '2026-08-16',
  taxNo: '04002500123456789',
  taxDate: '2026-08-16',
  exchangeDate: null,
  currencyCode: 'IDR',
  amount: '1000000.00',
  taxAmount: '110000.00',
  serviceAmount: '1000000.00',
  totalAmount: '1090000.00',
  whtCode: 'PPH23',
  whtRate: '2',
  pphAmount: '20000.00',
  status: 'POSTED',
};

describe('InvoiceReportPage', () => {
  it('lists the company’s invoices and opens a row’s WHT', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ company: AAM }));
    mockFetch(on('GET', '/api/reports/invoices', { items: [ROW], total: 1, page: 1, pageSize: 10 }));
    renderWithProviders(<InvoiceReportPage />);
    const row = (await screen.findByRole('link', { name: 'SJA/INV/2605/0004' })).closest('tr')!;
    expect(within(row).getByText('1,090,000.00')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'View WHT of SJA/INV/2605/0004' }));
    expect(await screen.findByText('WHT · SJA/INV/2605/0004')).toBeTruthy();
    expect(screen.getByText('2 %')).toBeTruthy();
  });

  it('draws its filters, headings, count and WHT view in Bahasa Indonesia', () =>
    inIndonesian(async () => {
      const user = userEvent.setup();
      saveLogin(makeLogin({ company: AAM }));
      mockFetch(on('GET', '/api/reports/invoices', { items: [ROW], total: 1, page: 1, pageSize: 10 }));
      renderWithProviders(<InvoiceReportPage />);
      const row = (await screen.findByRole('link', { name: 'SJA/INV/2605/0004' })).closest('tr')!;
      expect(within(row).getByText('1.090.000,00')).toBeTruthy();
      expect(within(row).getAllByText('16-Agu-2026')).toHaveLength(2);
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
        expect.arrayContaining(['Nomor Faktur', 'Nomor Faktur Pajak', 'Jumlah Pajak', 'Jumlah Total', 'Tarif PPh']),
      );
      expect(screen.getByLabelText('Sampai Tanggal')).toBeTruthy();
      expect(screen.getByText('1 faktur')).toBeTruthy();
      await user.click(within(row).getByRole('button', { name: 'Lihat PPh SJA/INV/2605/0004' }));
      expect(await screen.findByText('PPh · SJA/INV/2605/0004')).toBeTruthy();
      expect(screen.getByText('Kode PPh')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Buka faktur SJA/INV/2605/0004' })).toBeTruthy();
    }));
});

describe('InvoiceHistoryPage', () => {
  it('asks for a PO first, in English and in Bahasa Indonesia', async () => {
    saveLogin(makeLogin({ company: AAM }));
    mockFetch();
    const first = renderWithProviders(<InvoiceHistoryPage />);
    expect(screen.getByText('Choose a PO and press Search')).toBeTruthy();
    first.unmount();
    await inIndonesian(async () => {
      renderWithProviders(<InvoiceHistoryPage />);
      expect(await screen.findByText('Pilih PO lalu tekan Cari')).toBeTruthy();
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
        expect.arrayContaining(['Nomor Faktur', 'Baris PO', 'Jumlah PO', 'Total Faktur']),
      );
    });
  });
});
