import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { failedDeliveriesResponseSchema, type FailedDeliveriesResponse } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { erpDeliveryKeys } from './keys';

export type FailedDeliveriesParams = { page: number; pageSize: number };

/** GET /api/erp-deliveries/failed: a page of failed deliveries, newest first, with the queue's counts. */
export function fetchFailedDeliveries(q: FailedDeliveriesParams, signal?: AbortSignal): Promise<FailedDeliveriesResponse> {
  return apiFetch('/api/erp-deliveries/failed', failedDeliveriesResponseSchema, { query: q, signal });
}

export function useFailedDeliveries(q: FailedDeliveriesParams | null) {
  return useQuery({
    queryKey: erpDeliveryKeys.failed(q ?? {}),
    queryFn: ({ signal }) => fetchFailedDeliveries(q!, signal),
    enabled: !!q,
    placeholderData: keepPreviousData,
  });
}
