import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { batchesApi, type ProxyBatchForm } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { batchKeys } from './keys';

type Company = { orgId: number; instance: string };

/** The PIC's proxy invoices in a company, in no batch yet. */
export function useProxyInvoices(company: Company | null, enabled: boolean) {
  return useQuery({
    queryKey: batchKeys.proxyInvoices(company ?? { orgId: 0, instance: '' }),
    queryFn: ({ signal }) => callApi(batchesApi.proxyInvoices, { query: { orgId: company?.orgId, instance: company?.instance }, signal }),
    enabled: enabled && !!company,
    staleTime: 0,
  });
}

/** Saves the proxy invoices as a batch numbered by the server. */
export function useCreateProxyBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: ProxyBatchForm) => callApi(batchesApi.createProxy, { body: form }),
    onSuccess: () => void invalidateKeys(client, batchKeys.all, QUERY_ROOTS.invoices),
  });
}
