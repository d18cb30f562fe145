import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationCounts } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/notifications/counts: unread counts behind the header badges. */
export function fetchNotificationCounts(signal?: AbortSignal): Promise<NotificationCounts> {
  return apiFetch<NotificationCounts>('/api/notifications/counts', { signal });
}

export const notificationCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'counts'],
    queryFn: ({ signal }) => fetchNotificationCounts(signal),
    // Badges should notice new work without a reload; a minute is plenty for invoices.
    refetchInterval: 60_000,
  });

export function useNotificationCounts() {
  return useQuery(notificationCountsQueryOptions());
}
