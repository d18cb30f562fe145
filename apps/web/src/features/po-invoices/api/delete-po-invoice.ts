import { useMutation, useQueryClient } from '@tanstack/react-query';
import { poInvoiceDetailSchema, type PoInvoiceDetail } from '@faktura/domain';
import { apiFetch, apiSend } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { poInvoiceKeys } from './keys';

/** DELETE /api/po-invoices/:id (DRAFT only). */
export function deletePoInvoice(id: number): Promise<void> {
  return apiSend(`/api/po-invoices/${id}`, { method: 'DELETE' });
}

/** DELETE /api/po-invoices/:id/lines/:lineId ("Remove PO from Invoice"): answers the recomputed invoice. */
export function removePoInvoiceLine(id: number, lineId: number): Promise<PoInvoiceDetail> {
  return apiFetch(`/api/po-invoices/${id}/lines/${lineId}`, poInvoiceDetailSchema, { method: 'DELETE' });
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
