import { useMutation, useQueryClient } from '@tanstack/react-query';
import { poInvoicesApi, type PoInvoiceCreate, type PoInvoiceDetail, type PoInvoiceForm, type PoInvoiceUpdate } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { poInvoiceKeys } from './keys';

/** Creates a DRAFT PO invoice (naming the e-invoice file it was read from, if any). */
export function createPoInvoice(form: PoInvoiceForm | PoInvoiceCreate): Promise<PoInvoiceDetail> {
  return callApi(poInvoicesApi.create, { body: form });
}

/** Saves with the revision read (STALE_REVISION when someone else saved first). */
export function updatePoInvoice(id: number, form: PoInvoiceUpdate): Promise<PoInvoiceDetail> {
  return callApi(poInvoicesApi.update, { params: { id }, body: form });
}

/** Lists and the dashboard show the new or changed invoice; the detail takes the server's answer. */
function useRefreshAfterSave() {
  const client = useQueryClient();
  return (detail: PoInvoiceDetail) => {
    client.setQueryData(poInvoiceKeys.detail(detail.id), detail);
    void invalidateKeys(client, QUERY_ROOTS.invoices, QUERY_ROOTS.dashboard, poInvoiceKeys.pendingReceipts);
  };
}

export function useCreatePoInvoice() {
  const onSuccess = useRefreshAfterSave();
  return useMutation({ mutationFn: createPoInvoice, onSuccess });
}

export function useUpdatePoInvoice(id: number) {
  const onSuccess = useRefreshAfterSave();
  return useMutation({ mutationFn: (form: PoInvoiceUpdate) => updatePoInvoice(id, form), onSuccess });
}
