import { useMutation, useQueryClient } from '@tanstack/react-query';
import { financeApi, type FinanceCompletion, type FinancePoInvoice, type FinanceReject } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';

/** PUT …/:id (Save), POST …/submit and …/reject: each answers the invoice as it is now. */
export const saveFinanceInvoice = (id: number, form: FinanceCompletion) => callApi(financeApi.savePoInvoice, { params: { id }, body: form });
export const submitFinanceInvoice = (id: number, form: FinanceCompletion) => callApi(financeApi.submitPoInvoice, { params: { id }, body: form });
export const rejectFinanceInvoice = (id: number, form: FinanceReject) => callApi(financeApi.rejectPoInvoice, { params: { id }, body: form });

/** Every list, find result and the detail itself show the new status. */
function useRefresh() {
  const client = useQueryClient();
  return (_detail: FinancePoInvoice) => void invalidateKeys(client, QUERY_ROOTS.finance, QUERY_ROOTS.invoices, QUERY_ROOTS.dashboard, QUERY_ROOTS.batches);
}

export function useSaveFinanceInvoice(id: number) {
  return useMutation({ mutationFn: (form: FinanceCompletion) => saveFinanceInvoice(id, form), onSuccess: useRefresh() });
}

export function useSubmitFinanceInvoice(id: number) {
  return useMutation({ mutationFn: (form: FinanceCompletion) => submitFinanceInvoice(id, form), onSuccess: useRefresh() });
}

export function useRejectFinanceInvoice(id: number) {
  return useMutation({ mutationFn: (form: FinanceReject) => rejectFinanceInvoice(id, form), onSuccess: useRefresh() });
}
