import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nonPoInvoicesApi, type NonPoInvoiceDetail, type NonPoInvoiceForm, type NonPoInvoiceUpdate } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { nonPoKeys } from './keys';

/** Creates a DRAFT (a supplier's non-PO invoice, or a PIC's proxy invoice). */
export function createNonPoInvoice(form: NonPoInvoiceForm): Promise<NonPoInvoiceDetail> {
  return callApi(nonPoInvoicesApi.create, { body: form });
}

/** Saves with the revision read (STALE_REVISION when someone else saved first). */
export function updateNonPoInvoice(id: number, form: NonPoInvoiceUpdate): Promise<NonPoInvoiceDetail> {
  return callApi(nonPoInvoicesApi.update, { params: { id }, body: form });
}

/** The author's moves from its own screen: the proxy's Submit to Rekomendator, and Resubmit of a corrected REJECTED invoice. */
export type NonPoMove = 'submit-to-recommender' | 'resubmit';

const MOVES = { 'submit-to-recommender': nonPoInvoicesApi.submitToRecommender, resubmit: nonPoInvoicesApi.resubmit } as const;

/** A move with the revision read (STALE_REVISION when it changed meanwhile). */
export function moveNonPoInvoice(id: number, revision: number, move: NonPoMove): Promise<NonPoInvoiceDetail> {
  return callApi(MOVES[move], { params: { id }, body: { revision } });
}

/** Lists, the dashboard and batches show the new or changed invoice; the detail takes the server's answer. */
function useRefresh() {
  const client = useQueryClient();
  return (detail?: NonPoInvoiceDetail) => {
    if (detail) client.setQueryData(nonPoKeys.detail(detail.id), detail);
    void invalidateKeys(client, QUERY_ROOTS.invoices, QUERY_ROOTS.dashboard, QUERY_ROOTS.batches);
  };
}

export function useCreateNonPoInvoice() {
  const onSuccess = useRefresh();
  return useMutation({ mutationFn: createNonPoInvoice, onSuccess });
}

export function useUpdateNonPoInvoice(id: number) {
  const onSuccess = useRefresh();
  return useMutation({ mutationFn: (form: NonPoInvoiceUpdate) => updateNonPoInvoice(id, form), onSuccess });
}

export function useMoveNonPoInvoice() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: ({ id, revision, move }: { id: number; revision: number; move: NonPoMove }) => moveNonPoInvoice(id, revision, move),
    onSuccess,
  });
}

/** Deletes the invoice (DRAFT only). */
export function useDeleteNonPoInvoice(id: number) {
  const refresh = useRefresh();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(nonPoInvoicesApi.remove, { params: { id } }),
    onSuccess: () => {
      client.removeQueries({ queryKey: nonPoKeys.detail(id) });
      refresh();
    },
  });
}
