import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { batchesApi, poInvoicesApi, type BatchDetail } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { poInvoiceKeys } from './keys';

type Company = { orgId: number; instance: string };

/** The supplier's open (DRAFT) batches in a company, for Add To Batch. */
export function fetchDraftBatches(company: Company, signal?: AbortSignal) {
  return callApi(batchesApi.drafts, { query: { orgId: company.orgId, instance: company.instance }, signal });
}

export const draftBatchesQueryOptions = (company: Company) =>
  queryOptions({ queryKey: poInvoiceKeys.draftBatches(company), queryFn: ({ signal }) => fetchDraftBatches(company, signal), staleTime: 0 });

export function useDraftBatches(company: Company, enabled: boolean) {
  return useQuery({ ...draftBatchesQueryOptions(company), enabled });
}

/** Add To Batch; batchId 0 lets the server answer "Please select batch". */
export function addToBatch(invoiceId: number, batchId: number): Promise<BatchDetail> {
  return callApi(poInvoicesApi.addToBatch, { params: { id: invoiceId }, body: { batchId } });
}

export function useAddToBatch(invoiceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (batchId: number) => addToBatch(invoiceId, batchId),
    onSuccess: () => void invalidateKeys(client, poInvoiceKeys.detail(invoiceId), QUERY_ROOTS.batches, QUERY_ROOTS.invoices),
  });
}
