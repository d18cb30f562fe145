import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { matchTolerancesApi, type CompanyTolerance, type ToleranceUpdate } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';

const toleranceKeys = {
  all: [...QUERY_ROOTS.masterData, 'tolerances'] as const,
};

/** GET /api/master/tolerances: every company of the ERP with its match tolerances (finance). */
export function useCompanyTolerances() {
  return useQuery({
    queryKey: toleranceKeys.all,
    queryFn: ({ signal }) => callApi(matchTolerancesApi.list, { signal }),
  });
}

/** PUT /api/master/tolerances: one company's settings; the list and the audit trail show the change. */
export function useSaveTolerances() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ToleranceUpdate): Promise<CompanyTolerance> => callApi(matchTolerancesApi.update, { body }),
    onSuccess: () => void invalidateKeys(client, toleranceKeys.all, QUERY_ROOTS.audit),
  });
}
