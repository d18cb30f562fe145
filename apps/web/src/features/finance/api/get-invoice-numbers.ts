import { useQuery } from '@tanstack/react-query';
import { financeApi, suggestsInvoiceNumbers } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { financeKeys } from './keys';

type NumberSearch = { search: string; orgId?: number; instance?: string; vendorId?: number };

/** GET /api/finance/invoice-numbers: the e-invoice number autocomplete, from the third typed character (FIND_LIMITS.suggestFrom). */
export function useInvoiceNumbers(q: NumberSearch) {
  return useQuery({
    queryKey: financeKeys.invoiceNumbers(q),
    queryFn: ({ signal }) => callApi(financeApi.invoiceNumbers, { query: q, signal }),
    enabled: suggestsInvoiceNumbers(q.search),
    staleTime: 30_000,
  });
}
