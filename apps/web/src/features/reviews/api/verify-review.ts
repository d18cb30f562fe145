import { useMutation } from '@tanstack/react-query';
import { reviewViewSchema, type ReviewView } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshReview } from './refresh';

/** POST /api/reviews/:id/verify: Verified (v2). */
export function verifyReview(id: number, revision: number): Promise<ReviewView> {
  return apiFetch(`/api/reviews/${id}/verify`, reviewViewSchema, { method: 'POST', body: { revision } });
}

export function useVerifyReview(id: number) {
  const onSuccess = useRefreshReview();
  return useMutation({ mutationFn: (revision: number) => verifyReview(id, revision), onSuccess });
}
