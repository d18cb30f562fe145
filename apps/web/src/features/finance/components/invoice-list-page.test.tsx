import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, on } from '../../../test/fetch-mock';
import type { InvoiceSummary } from '@faktura/domain';
import { makeInvoiceSummary, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { FinanceInvoiceListPage, InvoiceBatchListPage } from './invoice-list-page';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';

const empty = { items: [], total: 0, totalCapped: false, page: 1, pageSize: 10 };
const item = (status: string, id: number, expectedPayment: InvoiceSummary['expectedPayment']) =>
  makeInvoiceSummary(id, { invoiceNo: `INV-${status}`, invoiceType: '', status, totalAmount: '1234567.5', expectedPayment });
const withDates = {
  items: [
    item('PROCESSED', 1, { state: 'EXPECTED', date: '2026-06-30', amount: '48606477.36', currency: 'IDR' }),
    item('POSTED', 2, { state: 'PAID', date: '2026-06-26', amount: '1000', currency: 'IDR' }),
    item('OPEN', 3, null),
  ],
  total: 3,
  totalCapped: false,
  page: 1,
  pageSize: 10,
};

/** The "Expected payment" cell of the row holding this invoice number. */
function expectedCell(invoiceNo: string) {
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toContain('Expected payment');
  return (screen.getByRole('link', { name: invoiceNo }).closest('tr')!.querySelectorAll('td')[headers.indexOf('Expected payment')] as HTMLElement).textContent;
}

describe('FinanceInvoiceListPage', () => {
  it('starts filtered to the status its link names (the dashboard work queue links it so)', async () => {
    saveLogin(makeLogin({ typeUser: 'ORACLE' }));
    const calls = mockFetch(on('GET', '/api/invoices', empty));
    renderWithProviders(<FinanceInvoiceListPage />, '/invoice/list/finance?status=PROCESSED');
    expect(await screen.findByText('No invoices match these filters')).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/api/invoices?'))?.path).toContain('status=PROCESSED');
    expect(screen.getByTitle('PROCESSED')).toBeTruthy();
  });

  it('ignores a status that does not exist', async () => {
    saveLogin(makeLogin({ typeUser: 'ORACLE' }));
    const calls = mockFetch(on('GET', '/api/invoices', empty));
    renderWithProviders(<FinanceInvoiceListPage />, '/invoice/list/finance?status=NONSENSE');
    expect(await screen.findByText('No invoices match these filters')).toBeTruthy();
    expect(calls.find((c) => c.path.startsWith('/api/invoices?'))?.path).not.toContain('status=');
  });

  it('shows finance the expected pay date of an approved invoice, the paid date of a paid one, a dash otherwise', async () => {
    saveLogin(makeLogin({ typeUser: 'ORACLE' }));
    mockFetch(on('GET', '/api/invoices', withDates));
    renderWithProviders(<FinanceInvoiceListPage />, '/invoice/list/finance');
    await screen.findByRole('link', { name: 'INV-PROCESSED' });
    expect(expectedCell('INV-PROCESSED')).toBe('30-JUN-2026IDR 48,606,477.36');
    expect(expectedCell('INV-POSTED')).toBe('Paid on 26-JUN-2026IDR 1,000.00');
    expect(expectedCell('INV-OPEN')).toBe('-');
  });

  it('shows the PIC the same column on the invoice-plus-batch list', async () => {
    saveLogin(makeLogin({ typeUser: 'PIC' }));
    mockFetch(on('GET', '/api/invoices', withDates));
    renderWithProviders(<InvoiceBatchListPage />, '/invoice/list-batch');
    await screen.findByRole('link', { name: 'INV-PROCESSED' });
    expect(expectedCell('INV-PROCESSED')).toBe('30-JUN-2026IDR 48,606,477.36');
    expect(expectedCell('INV-OPEN')).toBe('-');
  });

  it('draws its filters, headings and amounts in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      saveLogin(makeLogin({ typeUser: 'ORACLE' }));
      mockFetch(on('GET', '/api/invoices', withDates));
      renderWithProviders(<FinanceInvoiceListPage />, '/invoice/list/finance');
      await screen.findByRole('link', { name: 'INV-PROCESSED' });
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers).toEqual(expect.arrayContaining(['Nomor Faktur', 'Tanggal Faktur', 'Perusahaan', 'Vendor', 'Jenis', 'Nomor Batch', 'Status', 'Jumlah']));
      expect(screen.getByLabelText('Perusahaan')).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Vendor' })).toBeTruthy();
      expect(screen.getByLabelText('Nomor Faktur')).toBeTruthy();
      expect(screen.getByText('Semua status')).toBeTruthy();
      expect(screen.getAllByText('1.234.567,50')).toHaveLength(3);
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
