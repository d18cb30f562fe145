import { LIST_PAGE_SIZES, VENDOR_LIST_PAGE_SIZES } from './invoices';

/** A table's page size and the sizes it offers. */
export type PageSizes = { readonly size: number; readonly options: readonly number[] };

/**
 * Page sizes of every table. The web's list-page block and modals offer these, never
 * numbers of their own.
 */
export const PAGE_SIZES = {
  /** Vendor invoice list: 5 (5/10/20). */
  vendorInvoiceList: { size: VENDOR_LIST_PAGE_SIZES[0], options: VENDOR_LIST_PAGE_SIZES },
  /** Other invoice lists, batch list, history, reports, expedition results, v1 find results, category/user/debit-note tables: 10 (10/20/50). */
  list: { size: LIST_PAGE_SIZES[0], options: LIST_PAGE_SIZES },
  /** Find invoice: 5 (5/10/15). */
  findInvoice: { size: 5, options: [5, 10, 15] },
  /** PO reference (SK) modal: 5 (5/10/15/50/100). */
  poReferenceModal: { size: 5, options: [5, 10, 15, 50, 100] },
  /** PO search and the pending PO modal: 5 (5/10/20). */
  pendingPoModal: { size: 5, options: [5, 10, 20] },
  /** Batch invoice modal (Find Invoice of Create Batch): 5 (5/10/20). */
  batchInvoiceModal: { size: 5, options: [5, 10, 20] },
  /** User mapping list: 5 (5/10/15). */
  mappingList: { size: 5, options: [5, 10, 15] },
  /** Freight line table: 10 (5/10/15/50/100). */
  freightLines: { size: 10, options: [5, 10, 15, 50, 100] },
} as const satisfies Record<string, PageSizes>;
