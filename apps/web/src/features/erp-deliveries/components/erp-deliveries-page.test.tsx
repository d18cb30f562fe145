import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERP_DELIVERY_MESSAGES } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { ErpDeliveriesPage } from './erp-deliveries-page';
import { loadLanguage } from '../../../i18n';
import { resetLanguageForTests } from '../../../i18n/language';

const counts = { pending: 3, delivering: 1, delivered: 40, rejected: 2, failed: 1 };
const failed = {
  id: 17,
  status: 'FAILED',
  invoiceId: 5,
  invoiceNo: 'SJA/INV/2026/0102',
  vendorName: 'PT Sinar Jaya Abadi',
  instance: 'AAM',
  orgId: 82,
  attempts: 10,
  lastError: 'ERP import service answered 503 Service Unavailable',
  answer: 'ERP import service answered 503 Service Unavailable',
  createdAt: '2026-11-20T01:00:00.000Z',
  lastAttemptAt: '2026-11-20T03:00:00.000Z',
  deliveredAt: null,
};
const waiting = {
  ...failed,
  id: 18,
  status: 'PENDING',
  invoiceNo: 'SJA/INV/2026/0105',
  attempts: 0,
  lastError: null,
  answer: null,
  lastAttemptAt: null,
};
const imported = {
  ...failed,
  id: 12,
  status: 'DELIVERED',
  invoiceNo: 'SJA/INV/2026/0099',
  attempts: 1,
  lastError: null,
  answer: 'Imported as ERP invoice 900123',
  deliveredAt: '2026-11-19T03:00:00.000Z',
};

describe('ErpDeliveriesPage', () => {
  it('lists failed and waiting deliveries with attempts and the ERP’s answer, and the queue counts; Retry queues a failed one again', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ typeUser: 'ORACLE' }));
    const calls = mockFetch(
      on('GET', '/api/erp-deliveries/failed', { items: [failed, waiting], total: 2, page: 1, pageSize: 10, counts }),
      on('POST', '/api/erp-deliveries/retry', { message: ERP_DELIVERY_MESSAGES.retried }),
    );
    renderWithProviders(<ErpDeliveriesPage />);
    const row = (await screen.findByText('SJA/INV/2026/0102')).closest('tr')!;
    expect(within(row).getByText('ERP import service answered 503 Service Unavailable')).toBeTruthy();
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('10')).toBeTruthy();
    // A waiting delivery is a row of its own, with nothing to retry yet.
    const waitingRow = screen.getByText('SJA/INV/2026/0105').closest('tr')!;
    expect(within(waitingRow).getByText('Waiting')).toBeTruthy();
    expect(within(waitingRow).queryByText('Retry')).toBeNull();
    expect(screen.getAllByText('Rejected by the ERP').length).toBeGreaterThan(0);
    expect(screen.getByText('40')).toBeTruthy();
    expect(calls[0]?.path).toBe('/api/erp-deliveries/failed?page=1&pageSize=10&state=open');
    await user.click(within(row).getByRole('button', { name: 'Retry SJA/INV/2026/0102' }));
    expect(await screen.findByText('Delivery queued again')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/erp-deliveries/retry', body: { id: 17 } });
  });

  it('says so when nothing failed or waits', async () => {
    saveLogin(makeLogin({ typeUser: 'ORACLE' }));
    mockFetch(on('GET', '/api/erp-deliveries/failed', { items: [], total: 0, page: 1, pageSize: 10, counts: { ...counts, failed: 0 } }));
    renderWithProviders(<ErpDeliveriesPage />);
    expect(await screen.findByText('No failed or waiting deliveries')).toBeTruthy();
  });

  it('shows imported deliveries with the ERP’s id when that state is chosen', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ typeUser: 'ORACLE' }));
    const calls = mockFetch((req) =>
      req.method === 'GET' && req.url.pathname === '/api/erp-deliveries/failed'
        ? { body: { items: [req.url.searchParams.get('state') === 'delivered' ? imported : failed], total: 1, page: 1, pageSize: 10, counts } }
        : undefined,
    );
    renderWithProviders(<ErpDeliveriesPage />);
    await screen.findByText('SJA/INV/2026/0102');
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    // The visible option (antd's accessible list shows only a window of three).
    await user.click(await screen.findByTitle('Imported'));
    const row = (await screen.findByText('SJA/INV/2026/0099')).closest('tr')!;
    expect(within(row).getByText('Imported as ERP invoice 900123')).toBeTruthy();
    expect(within(row).queryByText('Retry')).toBeNull();
    expect(calls.at(-1)?.path).toBe('/api/erp-deliveries/failed?page=1&pageSize=10&state=delivered');
  });

  it('draws the counts, headings, states, Retry and the empty text in Bahasa Indonesia', async () => {
    await loadLanguage('id');
    try {
      saveLogin(makeLogin({ typeUser: 'ORACLE' }));
      mockFetch(on('GET', '/api/erp-deliveries/failed', { items: [failed, waiting], total: 2, page: 1, pageSize: 10, counts }));
      const view = renderWithProviders(<ErpDeliveriesPage />);
      const row = (await screen.findByText('SJA/INV/2026/0102')).closest('tr')!;
      expect(within(row).getByText('Gagal')).toBeTruthy();
      expect(within(row).getByRole('button', { name: 'Coba lagi SJA/INV/2026/0102' }).textContent).toBe('Coba Lagi');
      expect(within(screen.getByText('SJA/INV/2026/0105').closest('tr')!).getByText('Menunggu')).toBeTruthy();
      expect(screen.getByText('Pengiriman ke ERP')).toBeTruthy();
      for (const title of ['Sedang dikirim', 'Diimpor', 'Ditolak oleh ERP']) expect(screen.getAllByText(title).length).toBeGreaterThan(0);
      const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
      expect(headers).toEqual(
        expect.arrayContaining(['Nomor Faktur', 'Pemasok', 'Perusahaan', 'Status', 'Percobaan', 'Percobaan Terakhir', 'Jawaban ERP', 'Aksi']),
      );
      expect(screen.getByRole('combobox', { name: 'Status' })).toBeTruthy();
      expect(screen.getByTitle('Gagal dan menunggu')).toBeTruthy();
      expect(screen.getByRole('button', { name: /Muat Ulang/ })).toBeTruthy();
      view.unmount();
      mockFetch(on('GET', '/api/erp-deliveries/failed', { items: [], total: 0, page: 1, pageSize: 10, counts }));
      renderWithProviders(<ErpDeliveriesPage />);
      expect(await screen.findByText('Tidak ada pengiriman yang gagal atau menunggu')).toBeTruthy();
    } finally {
      await loadLanguage('en');
      resetLanguageForTests();
    }
  });
});
