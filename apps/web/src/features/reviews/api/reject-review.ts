import { useMutation } from '@tanstack/react-query';
import { reviewViewSchema, type ReviewView } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshReview } from './refresh';

/** POST /api/reviews/:id/reject: Reject with a reason (OPEN → REJECTED). */
export function rejectReview(id: number, body: { revision: number; reason: string }): Promise<ReviewView> {
  return apiFetch(`/api/reviews/${id}/reject`, reviewViewSchema, { method: 'POST', body });
}

export function useRejectReview(id: number) {
  const onSuccess = useRefreshReview();
  return useMutation({ mutationFn: (body: { revision: number; reason: string }) => rejectReview(id, body), onSuccess });
}
