import { QUERY_ROOTS } from '../../../lib/query-keys';

type Supplier = { orgId: number; instance: string; vendorId: number };
const root = QUERY_ROOTS.debitNotes;

/** Query keys of the debit-notes feature. */
export const debitNoteKeys = {
  all: root,
  list: (q: object) => [...root, 'list', q] as const,
  detail: (id: number) => [...root, 'detail', id] as const,
  erpOptions: (s: Supplier) => [...root, 'erp', s.instance, s.orgId, s.vendorId] as const,
  erpNote: (s: Supplier, debitNoteId: number) => [...root, 'erp', s.instance, s.orgId, s.vendorId, debitNoteId] as const,
};
