import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification, NotificationKind } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';

export type NotificationState = 'new' | 'old';
export type NotificationList = { items: Notification[]; unread: number };

/** GET /api/notifications?kind&state */
export function fetchNotifications(kind: NotificationKind, state: NotificationState, signal?: AbortSignal): Promise<NotificationList> {
  return apiFetch<NotificationList>('/api/notifications', { query: { kind, state }, signal });
}

export const notificationsQueryOptions = (kind: NotificationKind, state: NotificationState) =>
  queryOptions({
    queryKey: ['notifications', 'list', kind, state],
    queryFn: ({ signal }) => fetchNotifications(kind, state, signal),
  });

/** Lists load only while their dropdown or drawer is open. */
export function useNotifications(kind: NotificationKind, state: NotificationState, enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions(kind, state), enabled });
}
