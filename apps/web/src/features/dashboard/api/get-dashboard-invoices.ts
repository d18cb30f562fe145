import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvoiceSummary } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/dashboard/invoices: the latest 10 invoices the user may see (spec screen 2). */
export function fetchDashboardInvoices(signal?: AbortSignal): Promise<{ items: InvoiceSummary[] }> {
  return apiFetch<{ items: InvoiceSummary[] }>('/api/dashboard/invoices', { signal });
}

export const dashboardInvoicesQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'invoices'], queryFn: ({ signal }) => fetchDashboardInvoices(signal) });

export function useDashboardInvoices() {
  return useQuery(dashboardInvoicesQueryOptions());
}
