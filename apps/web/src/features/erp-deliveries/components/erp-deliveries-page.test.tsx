import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERP_DELIVERY_MESSAGES } from '@faktura/domain';
import { mockFetch, on } from '../../../test/fetch-mock';
import { makeLogin } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { saveLogin } from '../../../lib/session';
import { ErpDeliveriesPage } from './erp-deliveries-page';

const counts = { pending: 3, delivering: 1, delivered: 40, rejected: 2, failed: 1 };
const failed = {
  id: 17,
  invoiceId: 5,
  invoiceNo: 'SJA/INV/2026/0102',
  vendorName: 'PT Sinar Jaya Abadi',
  instance: 'AAM',
  orgId: 82,
  attempts: 10,
  lastError: 'ERP import service answered 503 Service Unavailable',
  createdAt: '2026-11-20T01:00:00.000Z',
  lastAttemptAt: '2026-11-20T03:00:00.000Z',
};

describe('ErpDeliveriesPage', () => {
  it('lists failed deliveries with the ERP’s message and the queue counts; Retry queues one again', async () => {
    const user = userEvent.setup();
    saveLogin(makeLogin({ typeUser: 'ORACLE' }));
    const calls = mockFetch(
      on('GET', '/api/erp-deliveries/failed', { items: [failed], total: 1, page: 1, pageSize: 10, counts }),
      on('POST', '/api/erp-deliveries/retry', { message: ERP_DELIVERY_MESSAGES.retried }),
    );
    renderWithProviders(<ErpDeliveriesPage />);
    const row = (await screen.findByText('SJA/INV/2026/0102')).closest('tr')!;
    expect(within(row).getByText('ERP import service answered 503 Service Unavailable')).toBeTruthy();
    expect(screen.getByText('Rejected by the ERP')).toBeTruthy();
    expect(screen.getByText('40')).toBeTruthy();
    expect(calls[0]?.path).toBe('/api/erp-deliveries/failed?page=1&pageSize=10');
    await user.click(within(row).getByRole('button', { name: 'Retry SJA/INV/2026/0102' }));
    expect(await screen.findByText('Delivery queued again')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/erp-deliveries/retry', body: { id: 17 } });
  });

  it('says so when nothing failed', async () => {
    saveLogin(makeLogin({ typeUser: 'ORACLE' }));
    mockFetch(on('GET', '/api/erp-deliveries/failed', { items: [], total: 0, page: 1, pageSize: 10, counts: { ...counts, failed: 0 } }));
    renderWithProviders(<ErpDeliveriesPage />);
    expect(await screen.findByText('No failed deliveries')).toBeTruthy();
  });
});
