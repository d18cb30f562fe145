import { useQuery } from '@tanstack/react-query';
import { auditApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { auditKeys } from './keys';

/** GET /api/audit/filters: the users and entities the trail can be filtered by. */
export function useAuditFilters() {
  return useQuery({ queryKey: auditKeys.filters, queryFn: ({ signal }) => callApi(auditApi.filters, { signal }) });
}
