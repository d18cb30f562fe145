import { queryOptions, useQuery } from '@tanstack/react-query';
import { batchesApi, type BatchDetail } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { batchKeys } from './keys';

export type BatchInvoice = BatchDetail['invoices'][number];
type Company = { orgId: number; instance: string };

/** DRAFT PO invoices in no batch ("Find Invoice"). */
export function fetchAvailableInvoices(company: Company, signal?: AbortSignal): Promise<{ items: BatchInvoice[] }> {
  return callApi(batchesApi.availableInvoices, { query: { orgId: company.orgId, instance: company.instance }, signal });
}

export const availableInvoicesQueryOptions = (company: Company) =>
  queryOptions({ queryKey: batchKeys.availableInvoices(company), queryFn: ({ signal }) => fetchAvailableInvoices(company, signal), staleTime: 0 });

export function useAvailableInvoices(company: Company | null, enabled: boolean) {
  return useQuery({ ...availableInvoicesQueryOptions(company ?? { orgId: 0, instance: '' }), enabled: enabled && !!company });
}
