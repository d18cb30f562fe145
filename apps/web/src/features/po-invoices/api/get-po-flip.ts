import { useQuery } from '@tanstack/react-query';
import { poInvoicesApi, type PoFlipResponse } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export type PoFlipRequest = { orgId: number; instance: string; rcvTransactionIds: number[] };

/**
 * GET /api/po-invoices/flip: the receipt lines of a create address read again by the server
 * (still open, still this supplier's), why any were left out, and the bank to fill. Asked afresh
 * on every opening (nothing is kept once the form closes): a line may have been invoiced in
 * another tab meanwhile.
 */
export function usePoFlip(q: PoFlipRequest | null) {
  return useQuery({
    queryKey: [...QUERY_ROOTS.poInvoices, 'flip', q?.orgId, q?.instance, q?.rcvTransactionIds] as const,
    queryFn: ({ signal }): Promise<PoFlipResponse> =>
      callApi(poInvoicesApi.flip, { query: { orgId: q!.orgId, instance: q!.instance, receipts: q!.rcvTransactionIds.join(',') }, signal }),
    enabled: !!q,
    // Read once per opening: the form is built from the first answer and never re-read under the
    // user's typing (a refetch could only change what the form already holds).
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}
