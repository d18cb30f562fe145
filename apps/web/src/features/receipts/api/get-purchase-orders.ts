import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export type PurchaseOrderOption = { poHeaderId: number; poNumber: string; creationDate: string };
type Company = { orgId: number; instance: string };

/** GET /api/receipts/purchase-orders: the supplier's POs in a company, filtered by `search`. */
export function fetchPurchaseOrders(company: Company, search: string, signal?: AbortSignal) {
  return apiFetch<{ items: PurchaseOrderOption[] }>('/api/receipts/purchase-orders', {
    query: { orgId: company.orgId, instance: company.instance, search },
    signal,
  });
}

export const purchaseOrdersQueryOptions = (company: Company, search: string) =>
  queryOptions({
    queryKey: ['receipts', 'purchase-orders', company.orgId, company.instance, search],
    queryFn: ({ signal }) => fetchPurchaseOrders(company, search, signal),
  });

export function usePurchaseOrders(company: Company | null, search: string) {
  return useQuery({ ...purchaseOrdersQueryOptions(company ?? { orgId: 0, instance: '' }, search), enabled: !!company, placeholderData: keepPreviousData });
}
