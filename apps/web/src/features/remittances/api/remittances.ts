import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { remittancesApi, type RemittanceListQuery, type WithholdingSlipForm } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/** Under the invoices root: a payment is a fact of invoices, and refreshing them (after a payment or an action) refreshes these. */
const root = [...QUERY_ROOTS.invoices, 'remittances'] as const;
export const remittanceKeys = {
  list: (q: Partial<RemittanceListQuery>) => [...root, 'list', q] as const,
  detail: (instance: string, checkId: number) => [...root, 'detail', instance, checkId] as const,
  ofInvoice: (invoiceId: number) => [...root, 'invoice', invoiceId] as const,
};

/** GET /api/remittances: `q` null until the first search (finance chooses a supplier first). */
export function useRemittanceList(q: Partial<RemittanceListQuery> | null) {
  return useQuery({
    queryKey: remittanceKeys.list(q ?? {}),
    queryFn: ({ signal }) => callApi(remittancesApi.list, { query: q ?? {}, signal }),
    enabled: !!q,
    placeholderData: q ? keepPreviousData : undefined,
  });
}

/** GET /api/remittances/:instance/:checkId: one payment's advice. */
export function useRemittance(instance: string, checkId: number, enabled: boolean) {
  return useQuery({
    queryKey: remittanceKeys.detail(instance, checkId),
    queryFn: ({ signal }) => callApi(remittancesApi.get, { params: { instance, checkId }, signal }),
    enabled,
  });
}

/** GET /api/remittances/invoices/:id: the payments on one invoice (none until it is paid). */
export function useInvoiceRemittances(invoiceId: number, enabled: boolean) {
  return useQuery({
    queryKey: remittanceKeys.ofInvoice(invoiceId),
    queryFn: ({ signal }) => callApi(remittancesApi.ofInvoice, { params: { id: invoiceId }, signal }),
    enabled: enabled && Number.isInteger(invoiceId) && invoiceId > 0,
  });
}

/** PUT /api/remittances/withholding-slips/:id (finance): the advice is read again afterwards. */
export function useRecordSlip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ invoiceId, form }: { invoiceId: number; form: WithholdingSlipForm }) =>
      callApi(remittancesApi.recordSlip, { params: { id: invoiceId }, body: form }),
    onSuccess: () => client.invalidateQueries({ queryKey: root }),
  });
}
