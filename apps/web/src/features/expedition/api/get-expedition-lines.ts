import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expeditionSearchResponseSchema } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { expeditionKeys, type VendorParams } from './keys';

export type ExpeditionQuery = VendorParams & {
  fromDate?: string;
  toDate?: string;
  awb?: string;
  paymentSite: string;
  branch?: string;
  invoiceNo?: string;
};

/** GET /api/expedition/lines: one page of the search (spec §9: 10 per page). */
export function useExpeditionLines(q: (ExpeditionQuery & { page: number; pageSize: number }) | null) {
  return useQuery({
    queryKey: expeditionKeys.lines(q ?? {}),
    queryFn: ({ signal }) => apiFetch('/api/expedition/lines', expeditionSearchResponseSchema, { query: q ?? {}, signal }),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}
