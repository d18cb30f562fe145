import type { QueryClient } from '@tanstack/react-query';
import type { UserType } from '@faktura/domain';
import { notificationCountsQueryOptions } from '../../features/notifications';
import { hasTasks, tasksQueryOptions } from '../../features/tasks';

/** The signed-in frame's own answers (the header's badges, and the tasks of those who decide), for a screen that draws once its answers are in. */
export function frameData(client: QueryClient, typeUser: UserType) {
  return Promise.all([client.prefetchQuery(notificationCountsQueryOptions()), ...(hasTasks(typeUser) ? [client.prefetchQuery(tasksQueryOptions())] : [])]);
}
