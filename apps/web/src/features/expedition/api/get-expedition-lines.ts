import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expeditionApi, type PaymentSite } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { expeditionKeys, type VendorParams } from './keys';

export type ExpeditionQuery = VendorParams & {
  fromDate?: string;
  toDate?: string;
  awb?: string;
  paymentSite: PaymentSite | '';
  branch?: string;
  invoiceNo?: string;
};

/** GET /api/expedition/lines: one page of the search (10 per page). */
export function useExpeditionLines(q: (ExpeditionQuery & { page: number; pageSize: number }) | null) {
  return useQuery({
    queryKey: expeditionKeys.lines(q ?? {}),
    queryFn: ({ signal }) => callApi(expeditionApi.lines, { query: q ?? {}, signal }),
    enabled: q !== null,
    placeholderData: keepPreviousData,
  });
}
