import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenReceipt } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/dashboard/receipts: the latest 10 open receipts, VENDOR only (spec screen 2). */
export function fetchDashboardReceipts(signal?: AbortSignal): Promise<{ items: OpenReceipt[] }> {
  return apiFetch<{ items: OpenReceipt[] }>('/api/dashboard/receipts', { signal });
}

export const dashboardReceiptsQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'receipts'], queryFn: ({ signal }) => fetchDashboardReceipts(signal) });

/** Other user types get a 403 from the server, so they never ask. */
export function useDashboardReceipts(enabled: boolean) {
  return useQuery({ ...dashboardReceiptsQueryOptions(), enabled });
}
