import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewsApi, type ReviewLookup, type ReviewView } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { reviewKeys } from './keys';

/** GET /api/reviews/lookup: the review of the invoice the route names by company, supplier and number. */
export function fetchReview(q: ReviewLookup, signal?: AbortSignal): Promise<ReviewView> {
  return callApi(reviewsApi.lookup, { query: { ...q }, signal });
}

export const reviewQueryOptions = (q: ReviewLookup) =>
  queryOptions({ queryKey: reviewKeys.lookup(q), queryFn: ({ signal }) => fetchReview(q, signal), staleTime: 0 });

export function useReview(q: ReviewLookup | null) {
  return useQuery({ ...reviewQueryOptions(q ?? { instance: '', orgId: 0, vendorId: 0, invoiceNo: '' }), enabled: q !== null });
}
