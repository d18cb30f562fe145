import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { receiptsApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { receiptKeys } from './keys';

type Company = { orgId: number; instance: string };

/** The supplier's POs in a company, filtered by `search`. */
export function fetchPurchaseOrders(company: Company, search: string, signal?: AbortSignal) {
  return callApi(receiptsApi.purchaseOrders, {
    query: { orgId: company.orgId, instance: company.instance, search },
    signal,
  });
}

export const purchaseOrdersQueryOptions = (company: Company, search: string) =>
  queryOptions({ queryKey: receiptKeys.purchaseOrders(company, search), queryFn: ({ signal }) => fetchPurchaseOrders(company, search, signal) });

export function usePurchaseOrders(company: Company | null, search: string) {
  return useQuery({ ...purchaseOrdersQueryOptions(company ?? { orgId: 0, instance: '' }, search), enabled: !!company, placeholderData: keepPreviousData });
}
