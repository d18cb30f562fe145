import { useQuery } from '@tanstack/react-query';
import { matchTolerancesApi, type ToleranceBasis } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type ToleranceBasisRequest = { instance: string; orgId: number; rcvTransactionIds: number[]; exceptInvoiceId?: number };

/**
 * GET /api/master/tolerances/basis: the company's match tolerances and the PO-line facts (price,
 * ordered, received, billed) of the form's receipt lines. The form checks its lines against them
 * with the domain's checkLineTolerances; the server checks again for finance.
 */
export function useToleranceBasis(q: ToleranceBasisRequest | null) {
  const ids = q ? [...q.rcvTransactionIds].sort((a, b) => a - b) : [];
  return useQuery({
    queryKey: [...QUERY_ROOTS.poInvoices, 'tolerance-basis', q?.instance, q?.orgId, ids, q?.exceptInvoiceId] as const,
    queryFn: ({ signal }): Promise<ToleranceBasis> =>
      callApi(matchTolerancesApi.basis, {
        // An array is sent as "1,2,3" (String of it), the list the endpoint reads.
        query: { instance: q!.instance, orgId: q!.orgId, ids, exceptInvoiceId: q!.exceptInvoiceId },
        signal,
      }),
    enabled: !!q && ids.length > 0,
  });
}
