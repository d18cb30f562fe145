import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationCountsSchema, type NotificationCounts } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** GET /api/notifications/counts: unread counts behind the header badges. */
export function fetchNotificationCounts(signal?: AbortSignal): Promise<NotificationCounts> {
  return apiFetch('/api/notifications/counts', notificationCountsSchema, { signal });
}

export const notificationCountsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.counts,
    queryFn: ({ signal }) => fetchNotificationCounts(signal),
    // Badges should notice new work without a reload; a minute is plenty for invoices.
    refetchInterval: 60_000,
  });

export function useNotificationCounts() {
  return useQuery(notificationCountsQueryOptions());
}
