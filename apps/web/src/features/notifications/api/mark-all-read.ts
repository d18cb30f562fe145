import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsApi, type NotificationKind } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { notificationKeys } from './keys';

/** Moves every new item of a kind to "old". */
export function postMarkAllRead(kind: NotificationKind): Promise<void> {
  return callApi(notificationsApi.readAll, { body: { kind } });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: notificationKeys.readAll,
    mutationFn: postMarkAllRead,
    // Counts and both tabs change together.
    onSuccess: () => invalidateKeys(queryClient, notificationKeys.all),
  });
}
