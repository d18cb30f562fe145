import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { financeApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { financeKeys, type FindVersion, type FindSearch } from './keys';

/** GET /api/finance/find (v1) or /api/finance/v2/find: invoices for review, paged on the server. */
export function fetchFoundInvoices(version: FindVersion, q: FindSearch, signal?: AbortSignal) {
  return version === 'v2' ? callApi(financeApi.findV2, { query: q, signal }) : callApi(financeApi.find, { query: q, signal });
}

/** Runs only once a search was made (`q` null before). */
export function useFoundInvoices(version: FindVersion, q: FindSearch | null) {
  return useQuery({
    queryKey: financeKeys.find(version, q ?? { page: 0, pageSize: 0 }),
    queryFn: ({ signal }) => fetchFoundInvoices(version, q!, signal),
    enabled: q !== null,
    // Statuses move on in the background (the outbox and the ERP): a search shown again is asked again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
