import { queryOptions, useQuery } from '@tanstack/react-query';
import { poInvoicesApi, type PoInvoiceDetail } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { poInvoiceKeys } from './keys';

/** The invoice with lines, files, server totals and permissions. */
export function fetchPoInvoice(id: number, signal?: AbortSignal): Promise<PoInvoiceDetail> {
  return callApi(poInvoicesApi.get, { params: { id }, signal });
}

export const poInvoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: poInvoiceKeys.detail(id), queryFn: ({ signal }) => fetchPoInvoice(id, signal), staleTime: 0 });

export function usePoInvoice(id: number) {
  return useQuery({ ...poInvoiceQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
