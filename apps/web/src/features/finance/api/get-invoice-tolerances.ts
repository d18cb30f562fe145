import { useQuery } from '@tanstack/react-query';
import { matchTolerancesApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/** GET /api/master/tolerances/invoices/:id: the invoice's lines outside its company's match tolerances, as the server computes them. */
export function useInvoiceTolerances(invoiceId: number) {
  return useQuery({
    // Under the finance root: a save or submit refreshes it with the invoice.
    queryKey: [...QUERY_ROOTS.finance, 'tolerances', invoiceId] as const,
    queryFn: ({ signal }) => callApi(matchTolerancesApi.invoice, { params: { id: invoiceId }, signal }),
  });
}
