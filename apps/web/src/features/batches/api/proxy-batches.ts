import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { batchDetailSchema, proxyInvoicesSchema, type ProxyBatchForm } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { batchKeys } from './keys';

type Company = { orgId: number; instance: string };

/** GET /api/batches/proxy-invoices: the PIC's proxy invoices in a company, in no batch yet. */
export function useProxyInvoices(company: Company | null, enabled: boolean) {
  return useQuery({
    queryKey: batchKeys.proxyInvoices(company ?? { orgId: 0, instance: '' }),
    queryFn: ({ signal }) =>
      apiFetch('/api/batches/proxy-invoices', proxyInvoicesSchema, { query: { orgId: company?.orgId, instance: company?.instance }, signal }),
    enabled: enabled && !!company,
    staleTime: 0,
  });
}

/** POST /api/batches/proxy: saves the proxy invoices as a batch numbered by the server. */
export function useCreateProxyBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: ProxyBatchForm) => apiFetch('/api/batches/proxy', batchDetailSchema, { method: 'POST', body: form }),
    onSuccess: () => void invalidateKeys(client, batchKeys.all, QUERY_ROOTS.invoices),
  });
}
