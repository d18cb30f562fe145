import { queryOptions, useQuery } from '@tanstack/react-query';
import { poInvoicesApi, type PoFormOptions } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { poInvoiceKeys } from './keys';

type Company = { orgId: number; instance: string } | null;

/** Banks, PPh codes and charge accounts of one company. */
export function fetchPoFormOptions(company: NonNullable<Company>, signal?: AbortSignal): Promise<PoFormOptions> {
  return callApi(poInvoicesApi.formOptions, { query: { orgId: company.orgId, instance: company.instance }, signal });
}

export const poFormOptionsQueryOptions = (company: NonNullable<Company>) =>
  queryOptions({
    queryKey: poInvoiceKeys.formOptions(company),
    queryFn: ({ signal }) => fetchPoFormOptions(company, signal),
    staleTime: 5 * 60_000,
  });

/** Asks only once a company is known; `enabled` is false for read-only viewers (finance, PIC). */
export function usePoFormOptions(company: Company, enabled = true) {
  return useQuery({ ...poFormOptionsQueryOptions(company ?? { orgId: 0, instance: '' }), enabled: enabled && !!company });
}
