import { useMutation } from '@tanstack/react-query';
import { reviewsApi, type ReviewForm, type ReviewView } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { useRefreshReview } from './refresh';

/** PUT /api/reviews/:id: Save (status kept). */
export function saveReview(id: number, form: ReviewForm): Promise<ReviewView> {
  return callApi(reviewsApi.save, { params: { id }, body: form });
}

export function useSaveReview(id: number) {
  const onSuccess = useRefreshReview();
  return useMutation({ mutationFn: (form: ReviewForm) => saveReview(id, form), onSuccess });
}
