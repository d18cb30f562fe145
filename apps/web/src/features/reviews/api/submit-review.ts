import { useMutation } from '@tanstack/react-query';
import { reviewsApi, type ReviewForm, type ReviewView } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { useRefreshReview } from './refresh';

/** POST /api/reviews/:id/submit: Submit to Rekomendator (saves first, then OPEN → REVIEW). */
export function submitReview(id: number, form: ReviewForm): Promise<ReviewView> {
  return callApi(reviewsApi.submit, { params: { id }, body: form });
}

export function useSubmitReview(id: number) {
  const onSuccess = useRefreshReview();
  return useMutation({ mutationFn: (form: ReviewForm) => submitReview(id, form), onSuccess });
}
