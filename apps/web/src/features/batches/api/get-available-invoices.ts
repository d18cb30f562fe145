import { queryOptions, useQuery } from '@tanstack/react-query';
import { batchableInvoicesSchema, type BatchDetail } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { batchKeys } from './keys';

export type BatchInvoice = BatchDetail['invoices'][number];
type Company = { orgId: number; instance: string };

/** GET /api/batches/available-invoices: DRAFT PO invoices in no batch ("Find Invoice"). */
export function fetchAvailableInvoices(company: Company, signal?: AbortSignal): Promise<{ items: BatchInvoice[] }> {
  return apiFetch('/api/batches/available-invoices', batchableInvoicesSchema, { query: { orgId: company.orgId, instance: company.instance }, signal });
}

export const availableInvoicesQueryOptions = (company: Company) =>
  queryOptions({ queryKey: batchKeys.availableInvoices(company), queryFn: ({ signal }) => fetchAvailableInvoices(company, signal), staleTime: 0 });

export function useAvailableInvoices(company: Company | null, enabled: boolean) {
  return useQuery({ ...availableInvoicesQueryOptions(company ?? { orgId: 0, instance: '' }), enabled: enabled && !!company });
}
