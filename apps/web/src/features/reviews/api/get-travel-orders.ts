import { useQuery } from '@tanstack/react-query';
import { reviewsApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { reviewKeys } from './keys';

/** GET /api/reviews/:id/travel-orders: the supplier's travel orders, loaded when the modal opens. */
export function useTravelOrders(id: number, enabled: boolean) {
  return useQuery({
    queryKey: reviewKeys.travelOrders(id),
    queryFn: ({ signal }) => callApi(reviewsApi.travelOrders, { params: { id }, signal }),
    enabled,
  });
}
