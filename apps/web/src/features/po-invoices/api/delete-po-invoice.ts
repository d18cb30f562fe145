import { useMutation, useQueryClient } from '@tanstack/react-query';
import { poInvoicesApi, type PoInvoiceDetail } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { poInvoiceKeys } from './keys';

/** Deletes the invoice (DRAFT only). */
export function deletePoInvoice(id: number): Promise<void> {
  return callApi(poInvoicesApi.remove, { params: { id } });
}

/** "Remove PO from Invoice": answers the recomputed invoice. */
export function removePoInvoiceLine(id: number, lineId: number): Promise<PoInvoiceDetail> {
  return callApi(poInvoicesApi.removeLine, { params: { id, lineId } });
}

export function useDeletePoInvoice(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deletePoInvoice(id),
    onSuccess: () => {
      client.removeQueries({ queryKey: poInvoiceKeys.detail(id) });
      void invalidateKeys(client, QUERY_ROOTS.invoices, QUERY_ROOTS.dashboard, poInvoiceKeys.pendingReceipts);
    },
  });
}

export function useRemovePoInvoiceLine(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lineId: number) => removePoInvoiceLine(id, lineId),
    onSuccess: (detail) => {
      client.setQueryData(poInvoiceKeys.detail(id), detail);
      void invalidateKeys(client, QUERY_ROOTS.invoices, poInvoiceKeys.pendingReceipts);
    },
  });
}
