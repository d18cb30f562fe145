import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { erpDeliveriesApi, type DeliveryState, type FailedDeliveriesResponse } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { erpDeliveryKeys } from './keys';

export type FailedDeliveriesParams = { page: number; pageSize: number; state: DeliveryState };

/** A page of deliveries in a state, failed first, with the queue's counts. */
export function fetchFailedDeliveries(q: FailedDeliveriesParams, signal?: AbortSignal): Promise<FailedDeliveriesResponse> {
  return callApi(erpDeliveriesApi.list, { query: q, signal });
}

export function useFailedDeliveries(q: FailedDeliveriesParams | null) {
  return useQuery({
    queryKey: erpDeliveryKeys.failed(q ?? {}),
    queryFn: ({ signal }) => fetchFailedDeliveries(q!, signal),
    enabled: !!q,
    placeholderData: keepPreviousData,
  });
}
