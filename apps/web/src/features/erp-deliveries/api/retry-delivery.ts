import { useMutation, useQueryClient } from '@tanstack/react-query';
import { erpDeliveriesApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { erpDeliveryKeys } from './keys';

/** Queues a failed delivery again; the list and counts refresh. */
export function useRetryDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(erpDeliveriesApi.retry, { body: { id } }),
    onSuccess: () => invalidateKeys(client, erpDeliveryKeys.all),
  });
}
