import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryDeliveryResponseSchema } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { erpDeliveryKeys } from './keys';

/** POST /api/erp-deliveries/retry: queues a failed delivery again; the list and counts refresh. */
export function useRetryDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch('/api/erp-deliveries/retry', retryDeliveryResponseSchema, { method: 'POST', body: { id } }),
    onSuccess: () => invalidateKeys(client, erpDeliveryKeys.all),
  });
}
