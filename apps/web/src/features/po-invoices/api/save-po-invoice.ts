import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PoInvoiceDetail, PoInvoiceForm, PoInvoiceUpdate } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { poInvoiceQueryOptions } from './get-po-invoice';

/** POST /api/po-invoices: creates a DRAFT PO invoice. */
export function createPoInvoice(form: PoInvoiceForm): Promise<PoInvoiceDetail> {
  return apiFetch<PoInvoiceDetail>('/api/po-invoices', { method: 'POST', body: form });
}

/** PUT /api/po-invoices/:id with the revision read (409 when someone else saved first). */
export function updatePoInvoice(id: number, form: PoInvoiceUpdate): Promise<PoInvoiceDetail> {
  return apiFetch<PoInvoiceDetail>(`/api/po-invoices/${id}`, { method: 'PUT', body: form });
}

/** Lists and the dashboard show the new or changed invoice; the detail takes the server's answer. */
function useInvalidateAfterSave() {
  const client = useQueryClient();
  return (detail: PoInvoiceDetail) => {
    client.setQueryData(poInvoiceQueryOptions(detail.id).queryKey, detail);
    void client.invalidateQueries({ queryKey: ['invoices'] });
    void client.invalidateQueries({ queryKey: ['dashboard'] });
    void client.invalidateQueries({ queryKey: ['po-invoices', 'pending-receipts'] });
  };
}

export function useCreatePoInvoice() {
  const onSuccess = useInvalidateAfterSave();
  return useMutation({ mutationFn: createPoInvoice, onSuccess });
}

export function useUpdatePoInvoice(id: number) {
  const onSuccess = useInvalidateAfterSave();
  return useMutation({ mutationFn: (form: PoInvoiceUpdate) => updatePoInvoice(id, form), onSuccess });
}
