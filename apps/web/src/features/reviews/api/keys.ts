import type { ReviewLookup } from '@faktura/domain';
import { QUERY_ROOTS } from '../../../lib/query-keys';

const root = QUERY_ROOTS.reviews;

/** Query keys of the PIC review feature. */
export const reviewKeys = {
  lookup: (q: ReviewLookup) => [...root, 'lookup', q.instance, q.orgId, q.vendorId, q.invoiceNo] as const,
  travelOrders: (id: number) => [...root, 'travel-orders', id] as const,
  finance: (id: number) => [...root, 'finance', id] as const,
  freightLines: (id: number, page: number, pageSize: number) => [...root, 'freight', id, page, pageSize] as const,
};
