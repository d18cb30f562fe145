import { useQueryClient } from '@tanstack/react-query';
import type { TaskDetail } from '@faktura/domain';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { taskKeys } from './keys';

/** After a decision: the task takes the server's answer; the task list, invoice lists and notifications refresh. */
export function useRefreshTask() {
  const client = useQueryClient();
  return (task: TaskDetail) => {
    client.setQueryData(taskKeys.detail(task.invoiceId), task);
    void invalidateKeys(
      client,
      taskKeys.list,
      QUERY_ROOTS.invoices,
      QUERY_ROOTS.finance,
      QUERY_ROOTS.reviews,
      QUERY_ROOTS.notifications,
      QUERY_ROOTS.dashboard,
    );
  };
}
