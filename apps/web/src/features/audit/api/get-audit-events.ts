import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditApi, type AuditList } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { auditKeys } from './keys';

export type AuditListParams = { page: number; pageSize: number; userId?: number; entity?: string; fromDate?: string; toDate?: string };

/** GET /api/audit: a page of the trail, newest first. */
export function fetchAuditEvents(q: AuditListParams, signal?: AbortSignal): Promise<AuditList> {
  return callApi(auditApi.list, { query: q, signal });
}

export function useAuditEvents(q: AuditListParams | null) {
  return useQuery({
    queryKey: auditKeys.list(q ?? {}),
    queryFn: ({ signal }) => fetchAuditEvents(q!, signal),
    enabled: !!q,
    placeholderData: keepPreviousData,
  });
}
