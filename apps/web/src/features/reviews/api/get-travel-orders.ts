import { useQuery } from '@tanstack/react-query';
import { travelOrderListSchema } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { reviewKeys } from './keys';

/** GET /api/reviews/:id/travel-orders: the supplier's travel orders, loaded when the modal opens. */
export function useTravelOrders(id: number, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.travelOrders(id),
    queryFn: ({ signal }) => apiFetch(`/api/reviews/${id}/travel-orders`, travelOrderListSchema, { signal }),
    enabled,
  });
}
