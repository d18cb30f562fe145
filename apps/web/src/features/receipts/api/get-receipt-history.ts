import { queryOptions, useQuery } from '@tanstack/react-query';
import { receiptsApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { receiptKeys, type HistoryQuery } from './keys';

/** Receipt and return history of one PO (spec screen 14), every row at once. */
export function fetchReceiptHistory(q: HistoryQuery, signal?: AbortSignal) {
  return callApi(receiptsApi.history, { query: q, signal });
}

export const receiptHistoryQueryOptions = (q: HistoryQuery) =>
  queryOptions({ queryKey: receiptKeys.history(q), queryFn: ({ signal }) => fetchReceiptHistory(q, signal) });

/** `q` null until Search is pressed. */
export function useReceiptHistory(q: HistoryQuery | null) {
  return useQuery({ ...receiptHistoryQueryOptions(q ?? { orgId: 0, instance: '', poHeaderId: 0 }), enabled: !!q });
}
