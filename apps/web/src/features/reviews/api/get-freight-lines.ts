import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reviewsApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { reviewKeys } from './keys';

/** GET /api/reviews/:id/freight-lines: one server page of the AWB lines the invoice bills (v2 table). */
export function useFreightLines(id: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: reviewKeys.freightLines(id, page, pageSize),
    queryFn: ({ signal }) => callApi(reviewsApi.freightLines, { params: { id }, query: { page, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}
