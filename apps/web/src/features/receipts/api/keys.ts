import { QUERY_ROOTS } from '../../../lib/query-keys';

type Company = { orgId: number; instance: string };
export type HistoryQuery = { orgId: number; instance: string; poHeaderId: number };

const root = QUERY_ROOTS.receipts;

/** Query keys of the receipts feature. */
export const receiptKeys = {
  purchaseOrders: (c: Company, search: string) => [...root, 'purchase-orders', c.orgId, c.instance, search] as const,
  history: (q: HistoryQuery) => [...root, 'history', q] as const,
};
