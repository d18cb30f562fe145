import type { BatchStatus } from '@faktura/domain';
import { QUERY_ROOTS } from '../../../lib/query-keys';

type Company = { orgId: number; instance: string };
export type BatchListQuery = { page: number; pageSize: number; status?: BatchStatus; orgId?: number; instance?: string; batchNo?: string; proxy?: 'Y' | 'N' };

const root = QUERY_ROOTS.batches;

/** Query keys of the batches feature. */
export const batchKeys = {
  all: root,
  list: (q: BatchListQuery) => [...root, 'list', q] as const,
  detail: (id: number) => [...root, 'detail', id] as const,
  availableInvoices: (c: Company) => [...root, 'available-invoices', c.orgId, c.instance] as const,
  proxyInvoices: (c: Company) => [...root, 'proxy-invoices', c.orgId, c.instance] as const,
};
