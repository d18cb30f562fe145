import { useMutation } from '@tanstack/react-query';
import { reviewViewSchema, type ReviewForm, type ReviewView } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { useRefreshReview } from './refresh';

/** PUT /api/reviews/:id: Save (status kept). */
export function saveReview(id: number, form: ReviewForm): Promise<ReviewView> {
  return apiFetch(`/api/reviews/${id}`, reviewViewSchema, { method: 'PUT', body: form });
}

export function useSaveReview(id: number) {
  const onSuccess = useRefreshReview();
  return useMutation({ mutationFn: (form: ReviewForm) => saveReview(id, form), onSuccess });
}
