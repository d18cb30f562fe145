import { useQueryClient } from '@tanstack/react-query';
import type { ReviewView } from '@faktura/domain';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { reviewKeys } from './keys';

/** After a review call: the review takes the server's answer; lists, tasks and notifications that show the invoice refresh. */
export function useRefreshReview() {
  const client = useQueryClient();
  return (view: ReviewView) => {
    client.setQueryData(reviewKeys.lookup({ instance: view.instance, orgId: view.orgId, vendorId: view.vendorId, invoiceNo: view.invoiceNo }), view);
    void invalidateKeys(client, QUERY_ROOTS.invoices, QUERY_ROOTS.finance, QUERY_ROOTS.dashboard, QUERY_ROOTS.tasks, QUERY_ROOTS.notifications);
  };
}
