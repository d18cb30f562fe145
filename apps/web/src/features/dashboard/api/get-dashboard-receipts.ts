import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi, type OpenReceipt } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** The latest 10 open receipts, VENDOR only (spec screen 2). */
export function fetchDashboardReceipts(signal?: AbortSignal): Promise<{ items: OpenReceipt[] }> {
  return callApi(dashboardApi.receipts, { signal });
}

export const dashboardReceiptsQueryOptions = () => queryOptions({ queryKey: dashboardKeys.receipts, queryFn: ({ signal }) => fetchDashboardReceipts(signal) });

/** Other user types get a 403 from the server, so they never ask. */
export function useDashboardReceipts(enabled: boolean) {
  return useQuery({ ...dashboardReceiptsQueryOptions(), enabled });
}
