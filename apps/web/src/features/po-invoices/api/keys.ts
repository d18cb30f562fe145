import { QUERY_ROOTS } from '../../../lib/query-keys';

type Company = { orgId: number; instance: string };
export type PendingSearch = {
  orgId: number;
  instance: string;
  fromDate?: string;
  toDate?: string;
  fromPo?: string;
  toPo?: string;
  page: number;
  pageSize: number;
  /** The previous page's nextCursor: the page is read from there rather than skipped to. */
  after?: string;
};

const root = QUERY_ROOTS.poInvoices;

/** Query keys of the PO invoices feature. */
export const poInvoiceKeys = {
  detail: (id: number) => [...root, 'detail', id] as const,
  formOptions: (c: Company) => [...root, 'form-options', c.orgId, c.instance] as const,
  pendingReceipts: [...root, 'pending-receipts'] as const,
  pendingSearch: (q: PendingSearch) => [...root, 'pending-receipts', q] as const,
  // Under the batches root: any batch write (another tab creating one, a submit) refreshes the choice.
  draftBatches: (c: Company) => [...QUERY_ROOTS.batches, 'drafts', c.orgId, c.instance] as const,
};
