import { useMutation } from '@tanstack/react-query';
import { reviewsApi, type ReviewView } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { useRefreshReview } from './refresh';

/** POST /api/reviews/:id/verify: Verified (v2). */
export function verifyReview(id: number, revision: number): Promise<ReviewView> {
  return callApi(reviewsApi.verify, { params: { id }, body: { revision } });
}

export function useVerifyReview(id: number) {
  const onSuccess = useRefreshReview();
  return useMutation({ mutationFn: (revision: number) => verifyReview(id, revision), onSuccess });
}
