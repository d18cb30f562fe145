import { useQuery } from '@tanstack/react-query';
import { invoiceNumbersSchema } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { financeKeys } from './keys';

type NumberSearch = { search: string; orgId?: number; instance?: string; vendorId?: number };

/** GET /api/finance/invoice-numbers: the e-invoice number autocomplete (never with empty input, spec §5). */
export function useInvoiceNumbers(q: NumberSearch) {
  return useQuery({
    queryKey: financeKeys.invoiceNumbers(q),
    queryFn: ({ signal }) => apiFetch('/api/finance/invoice-numbers', invoiceNumbersSchema, { query: q, signal }),
    enabled: q.search.trim() !== '',
    staleTime: 30_000,
  });
}
