import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationKind } from '@faktura/domain';
import { apiSend } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { notificationKeys } from './keys';

/** POST /api/notifications/read-all: moves every new item of a kind to "old". */
export function postMarkAllRead(kind: NotificationKind): Promise<void> {
  return apiSend('/api/notifications/read-all', { method: 'POST', body: { kind } });
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
