import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardInvoicesSchema, type InvoiceSummary } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/dashboard/invoices: the latest 10 invoices the user may see (spec screen 2). */
export function fetchDashboardInvoices(signal?: AbortSignal): Promise<{ items: InvoiceSummary[] }> {
  return apiFetch('/api/dashboard/invoices', dashboardInvoicesSchema, { signal });
}

export const dashboardInvoicesQueryOptions = () => queryOptions({ queryKey: dashboardKeys.invoices, queryFn: ({ signal }) => fetchDashboardInvoices(signal) });

export function useDashboardInvoices() {
  return useQuery(dashboardInvoicesQueryOptions());
}
