import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BatchDetail } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { poInvoiceQueryOptions } from './get-po-invoice';

type DraftBatch = { id: number; batchNo: string; amount: string };

/** GET /api/batches/drafts: the supplier's open (DRAFT) batches in a company, for Add To Batch. */
export function fetchDraftBatches(company: { orgId: number; instance: string }, signal?: AbortSignal) {
  return apiFetch<{ items: DraftBatch[] }>('/api/batches/drafts', { query: { orgId: company.orgId, instance: company.instance }, signal });
}

export const draftBatchesQueryOptions = (company: { orgId: number; instance: string }) =>
  queryOptions({ queryKey: ['batches', 'drafts', company.orgId, company.instance], queryFn: ({ signal }) => fetchDraftBatches(company, signal), staleTime: 0 });

export function useDraftBatches(company: { orgId: number; instance: string }, enabled: boolean) {
  return useQuery({ ...draftBatchesQueryOptions(company), enabled });
}

/** POST /api/po-invoices/:id/add-to-batch; batchId 0 lets the server answer "Please select batch". */
export function addToBatch(invoiceId: number, batchId: number): Promise<BatchDetail> {
  return apiFetch<BatchDetail>(`/api/po-invoices/${invoiceId}/add-to-batch`, { method: 'POST', body: { batchId } });
}

export function useAddToBatch(invoiceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (batchId: number) => addToBatch(invoiceId, batchId),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: poInvoiceQueryOptions(invoiceId).queryKey });
      void client.invalidateQueries({ queryKey: ['batches'] });
      void client.invalidateQueries({ queryKey: ['invoices'] });
    },
  });
}
