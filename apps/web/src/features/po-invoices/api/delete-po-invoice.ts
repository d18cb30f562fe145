import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PoInvoiceDetail } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { poInvoiceQueryOptions } from './get-po-invoice';

/** DELETE /api/po-invoices/:id (DRAFT only). */
export function deletePoInvoice(id: number): Promise<void> {
  return apiFetch<void>(`/api/po-invoices/${id}`, { method: 'DELETE' });
}

/** DELETE /api/po-invoices/:id/lines/:lineId ("Remove PO from Invoice"): answers the recomputed invoice. */
export function removePoInvoiceLine(id: number, lineId: number): Promise<PoInvoiceDetail> {
  return apiFetch<PoInvoiceDetail>(`/api/po-invoices/${id}/lines/${lineId}`, { method: 'DELETE' });
}

export function useDeletePoInvoice(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deletePoInvoice(id),
    onSuccess: () => {
      client.removeQueries({ queryKey: poInvoiceQueryOptions(id).queryKey });
      void client.invalidateQueries({ queryKey: ['invoices'] });
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

export function useRemovePoInvoiceLine(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lineId: number) => removePoInvoiceLine(id, lineId),
    onSuccess: (detail) => {
      client.setQueryData(poInvoiceQueryOptions(id).queryKey, detail);
      void client.invalidateQueries({ queryKey: ['invoices'] });
    },
  });
}
