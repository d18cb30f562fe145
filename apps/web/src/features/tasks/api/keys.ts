import { QUERY_ROOTS } from '../../../lib/query-keys';

const root = QUERY_ROOTS.tasks;

/** Query keys of the tasks feature (the recommender's tasks and delegations). */
export const taskKeys = {
  list: [...root, 'list'] as const,
  detail: (id: number) => [...root, 'detail', id] as const,
  delegations: [...root, 'delegations'] as const,
};
