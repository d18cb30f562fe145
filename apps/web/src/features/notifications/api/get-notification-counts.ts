import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApi, type NotificationCounts } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** Unread counts behind the header badges. */
export function fetchNotificationCounts(signal?: AbortSignal): Promise<NotificationCounts> {
  return callApi(notificationsApi.counts, { signal });
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
