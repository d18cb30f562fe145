import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReceiptHistoryRow } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';

export type HistoryQuery = { orgId: number; instance: string; poHeaderId: number };

/** GET /api/receipts/history: receipt and return history of one PO (spec screen 14). */
export function fetchReceiptHistory(q: HistoryQuery, signal?: AbortSignal) {
  return apiFetch<{ items: ReceiptHistoryRow[] }>('/api/receipts/history', { query: q, signal });
}

export const receiptHistoryQueryOptions = (q: HistoryQuery) =>
  queryOptions({ queryKey: ['receipts', 'history', q], queryFn: ({ signal }) => fetchReceiptHistory(q, signal) });

/** `q` null until Search is pressed. */
export function useReceiptHistory(q: HistoryQuery | null) {
  return useQuery({ ...receiptHistoryQueryOptions(q ?? { orgId: 0, instance: '', poHeaderId: 0 }), enabled: !!q });
}
