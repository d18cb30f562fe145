import { queryOptions, useQuery } from '@tanstack/react-query';
import { poInvoiceDetailSchema, type PoInvoiceDetail } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { poInvoiceKeys } from './keys';

/** GET /api/po-invoices/:id: the invoice with lines, files, server totals and permissions. */
export function fetchPoInvoice(id: number, signal?: AbortSignal): Promise<PoInvoiceDetail> {
  return apiFetch(`/api/po-invoices/${id}`, poInvoiceDetailSchema, { signal });
}

export const poInvoiceQueryOptions = (id: number) =>
  queryOptions({ queryKey: poInvoiceKeys.detail(id), queryFn: ({ signal }) => fetchPoInvoice(id, signal), staleTime: 0 });

export function usePoInvoice(id: number) {
  return useQuery({ ...poInvoiceQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
