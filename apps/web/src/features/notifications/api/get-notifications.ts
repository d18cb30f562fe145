import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationsApi, type Notification, type NotificationKind } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { notificationKeys, type NotificationState } from './keys';

export type NotificationList = { items: Notification[]; unread: number };

/** New or old items of one kind. */
export function fetchNotifications(kind: NotificationKind, state: NotificationState, signal?: AbortSignal): Promise<NotificationList> {
  return callApi(notificationsApi.list, { query: { kind, state }, signal });
}

export const notificationsQueryOptions = (kind: NotificationKind, state: NotificationState) =>
  queryOptions({
    queryKey: notificationKeys.list(kind, state),
    queryFn: ({ signal }) => fetchNotifications(kind, state, signal),
  });

/** Lists load only while their dropdown or drawer is open. */
export function useNotifications(kind: NotificationKind, state: NotificationState, enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions(kind, state), enabled });
}
