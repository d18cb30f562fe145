import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch, on } from '../../../test/fetch-mock';
import { AAM, makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { InvoiceListPage } from './invoice-list-page';

const STATUSES = ['PROCESSED', 'REJECT', 'OPEN', 'POSTED', 'DRAFT'];
const item = (status: string, i: number) => ({
  id: i + 1,
  invoiceNo: `INV-${status}`,
  invoiceDate: '2026-11-01',
  invoiceType: '',
  status,
  vendorId: 5001,
  vendorName: 'PT Sumber Makmur',
  orgId: 82,
  instance: 'AAM',
  company: 'PT Astra Agro Mandiri',
  batchId: i === 0 ? 5 : null,
  batchNo: i === 0 ? 'AAM-82-00001' : null,
  currencyCode: 'IDR',
  totalAmount: '1234567.5',
  createdAt: '2026-11-01T00:00:00Z',
});

describe('InvoiceListPage', () => {
  it('starts filtered to the status its link names (the dashboard work queue links rejected invoices so)', async () => {
    saveLogin(makeLogin({ company: AAM }));
    const calls = mockFetch(on('GET', '/api/invoices', { items: [item('REJECTED', 0)], total: 1, totalCapped: false, page: 1, pageSize: 5 }));
    renderWithProviders(<InvoiceListPage />, '/invoice/list?status=REJECTED');
    await screen.findByText('INV-REJECTED');
    expect(calls[0]?.path).toBe('/api/invoices?page=1&pageSize=5&status=REJECTED');
    expect(screen.getByTitle('REJECTED')).toBeTruthy();
  });

  it('colours status tags by status and pages by 5', async () => {
    saveLogin(makeLogin({ company: AAM }));
    const calls = mockFetch(on('GET', '/api/invoices', { items: STATUSES.map(item), total: 5, totalCapped: false, page: 1, pageSize: 5 }));
    renderWithProviders(<InvoiceListPage />);
    expect(await screen.findByRole('heading', { name: 'PT Sumber Makmur' })).toBeTruthy();
    await screen.findByText('INV-PROCESSED');
    const colour = (status: string) => within(screen.getByText(`INV-${status}`).closest('tr')!).getByText(status === 'REJECT' ? 'REJECTED' : status).className;
    expect(colour('PROCESSED')).toContain('ant-tag-success');
    expect(colour('REJECT')).toContain('ant-tag-error');
    expect(colour('OPEN')).toContain('ant-tag-processing');
    expect(colour('POSTED')).toContain('ant-tag-default');
    expect(colour('DRAFT')).toContain('ant-tag-warning');
    expect(screen.getAllByText('1,234,567.50')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'View batch AAM-82-00001' })).toBeTruthy();
    expect(calls[0]?.path).toBe('/api/invoices?page=1&pageSize=5');
  });

  it('shows each total with its currency and a space between', async () => {
    saveLogin(makeLogin({ company: AAM }));
    mockFetch(on('GET', '/api/invoices', { items: [{ ...item('OPEN', 0), totalAmount: '1382716.19' }], total: 1, totalCapped: false, page: 1, pageSize: 5 }));
    renderWithProviders(<InvoiceListPage />);
    const row = (await screen.findByText('INV-OPEN')).closest('tr')!;
    expect(row.querySelector('td:last-child')?.textContent).toBe('IDR 1,382,716.19');
  });

  it('shows the expected pay date of an approved invoice, the paid date of a paid one, a dash otherwise', async () => {
    saveLogin(makeLogin({ company: AAM }));
    mockFetch(
      on('GET', '/api/invoices', {
        items: [
          { ...item('PROCESSED', 0), expectedPayment: { state: 'EXPECTED', date: '2026-06-30', amount: '48606477.36', currency: 'IDR' } },
          { ...item('POSTED', 1), expectedPayment: { state: 'PAID', date: '2026-06-26', amount: '1000', currency: 'IDR' } },
          { ...item('OPEN', 2), expectedPayment: null },
        ],
        total: 3,
        totalCapped: false,
        page: 1,
        pageSize: 5,
      }),
    );
    renderWithProviders(<InvoiceListPage />);
    await screen.findByText('INV-PROCESSED');
    expect(screen.getByRole('columnheader', { name: 'Expected payment' })).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    const cell = (status: string) =>
      (screen.getByText(`INV-${status}`).closest('tr')!.querySelectorAll('td')[headers.indexOf('Expected payment')] as HTMLElement).textContent;
    expect(cell('PROCESSED')).toBe('30-JUN-2026IDR 48,606,477.36');
    expect(cell('POSTED')).toBe('Paid on 26-JUN-2026IDR 1,000.00');
    expect(cell('OPEN')).toBe('-');
  });

  it('shows an empty state', async () => {
    saveLogin(makeLogin({ company: AAM }));
    mockFetch(on('GET', '/api/invoices', { items: [], total: 0, totalCapped: false, page: 1, pageSize: 5 }));
    renderWithProviders(<InvoiceListPage />);
    expect(await screen.findByText('No invoices match these filters')).toBeTruthy();
  });
});
