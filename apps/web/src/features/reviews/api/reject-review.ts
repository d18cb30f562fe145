import { useMutation } from '@tanstack/react-query';
import { reviewsApi, type ReviewView } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { useRefreshReview } from './refresh';

/** POST /api/reviews/:id/reject: Reject with a reason (OPEN → REJECTED). */
export function rejectReview(id: number, body: { revision: number; reason: string }): Promise<ReviewView> {
  return callApi(reviewsApi.reject, { params: { id }, body });
}

export function useRejectReview(id: number) {
  const onSuccess = useRefreshReview();
  return useMutation({ mutationFn: (body: { revision: number; reason: string }) => rejectReview(id, body), onSuccess });
}
