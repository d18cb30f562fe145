import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { financeReviewSchema, type FinanceReject, type FinanceReviewSubmit } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { reviewKeys } from './keys';

const path = (id: number, action = '') => `/api/finance/reviews/${id}${action}`;

/** GET /api/finance/reviews/:id: finance's part of a non-PO / proxy review (pay group, buttons, the ERP's answers). */
export function useFinanceReview(id: number | null) {
  return useQuery({
    queryKey: reviewKeys.finance(id ?? 0),
    queryFn: ({ signal }) => apiFetch(path(id!), financeReviewSchema, { signal }),
    enabled: id !== null,
    staleTime: 0,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => void invalidateKeys(client, QUERY_ROOTS.reviews, QUERY_ROOTS.invoices, QUERY_ROOTS.dashboard);
}

/** POST …/submit: "Submit to finance" (the invoice goes to the ERP through the outbox). */
export function useSubmitFinanceReview(id: number) {
  return useMutation({
    mutationFn: (form: FinanceReviewSubmit) => apiFetch(path(id, '/submit'), financeReviewSchema, { method: 'POST', body: form }),
    onSuccess: useRefresh(),
  });
}

/** POST …/reject with a reason. */
export function useRejectFinanceReview(id: number) {
  return useMutation({
    mutationFn: (form: FinanceReject) => apiFetch(path(id, '/reject'), financeReviewSchema, { method: 'POST', body: form }),
    onSuccess: useRefresh(),
  });
}
