import type { NotificationKind } from '@faktura/domain';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type NotificationState = 'new' | 'old';

const root = QUERY_ROOTS.notifications;

/** Query and mutation keys of the notifications feature. */
export const notificationKeys = {
  all: root,
  counts: [...root, 'counts'] as const,
  list: (kind: NotificationKind, state: NotificationState) => [...root, 'list', kind, state] as const,
  readAll: [...root, 'read-all'] as const,
};
