import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationKind } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/notifications/read-all: moves every new item of a kind to "old". */
export function postMarkAllRead(kind: NotificationKind): Promise<void> {
  return apiFetch<void>('/api/notifications/read-all', { method: 'POST', body: { kind } });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['notifications', 'read-all'],
    mutationFn: postMarkAllRead,
    // Counts and both tabs change together.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
