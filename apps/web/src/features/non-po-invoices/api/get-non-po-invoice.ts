import { useQuery } from '@tanstack/react-query';
import { nonPoInvoicesApi, type NonPoInvoiceDetail } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { nonPoKeys } from './keys';

/** Header, lines, reimbursement lines, files, server totals and permissions. */
export function fetchNonPoInvoice(id: number, signal?: AbortSignal): Promise<NonPoInvoiceDetail> {
  return callApi(nonPoInvoicesApi.get, { params: { id }, signal });
}

export function useNonPoInvoice(id: number) {
  return useQuery({
    queryKey: nonPoKeys.detail(id),
    queryFn: ({ signal }) => fetchNonPoInvoice(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}
