import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { financeApi, type FinanceReject, type FinanceReviewSubmit } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { reviewKeys } from './keys';

/** GET /api/finance/reviews/:id: finance's part of a non-PO / proxy review (pay group, buttons, the ERP's answers). */
export function useFinanceReview(id: number | null) {
  return useQuery({
    queryKey: reviewKeys.finance(id ?? 0),
    queryFn: ({ signal }) => callApi(financeApi.getReview, { params: { id: id! }, signal }),
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
    mutationFn: (form: FinanceReviewSubmit) => callApi(financeApi.submitReview, { params: { id }, body: form }),
    onSuccess: useRefresh(),
  });
}

/** POST …/reject with a reason. */
export function useRejectFinanceReview(id: number) {
  return useMutation({
    mutationFn: (form: FinanceReject) => callApi(financeApi.rejectReview, { params: { id }, body: form }),
    onSuccess: useRefresh(),
  });
}
