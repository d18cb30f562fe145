import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardApi, type InvoiceSummary } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** The latest 10 invoices the user may see (spec screen 2). */
export function fetchDashboardInvoices(signal?: AbortSignal): Promise<{ items: InvoiceSummary[] }> {
  return callApi(dashboardApi.invoices, { signal });
}

export const dashboardInvoicesQueryOptions = () => queryOptions({ queryKey: dashboardKeys.invoices, queryFn: ({ signal }) => fetchDashboardInvoices(signal) });

export function useDashboardInvoices() {
  return useQuery(dashboardInvoicesQueryOptions());
}
