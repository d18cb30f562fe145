import { useQuery } from '@tanstack/react-query';
import { nonPoInvoiceDetailSchema, type NonPoInvoiceDetail } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { nonPoKeys } from './keys';

/** GET /api/non-po-invoices/:id: header, lines, reimbursement lines, files, server totals and permissions. */
export function fetchNonPoInvoice(id: number, signal?: AbortSignal): Promise<NonPoInvoiceDetail> {
  return apiFetch(`/api/non-po-invoices/${id}`, nonPoInvoiceDetailSchema, { signal });
}

export function useNonPoInvoice(id: number) {
  return useQuery({
    queryKey: nonPoKeys.detail(id),
    queryFn: ({ signal }) => fetchNonPoInvoice(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}
