import { invoiceTypeCode, listFilteredByStatus, type WorkQueueKey } from '@faktura/domain';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invoices } from '../../db/schema/index';
import type { VendorScope } from '../auth/index';
import { scopeCondition } from '../../lib/scope-filter';
import { invoicesAllowing } from '../invoices/index';

const PROXY = invoiceTypeCode('PROXY');

/** Which invoices each invoice queue counts, and the list (filtered by status) it opens. */
export const INVOICE_QUEUES: Partial<Record<WorkQueueKey, { where: () => SQL; path: string }>> = {
  toComplete: { where: () => invoicesAllowing('COMPLETE'), path: listFilteredByStatus('/invoice/list/finance', 'OPEN') },
  toSubmitErp: { where: () => invoicesAllowing('SUBMIT_TO_ERP'), path: listFilteredByStatus('/invoice/list/finance', 'PROCESSED') },
  awaitingErp: { where: () => invoicesAllowing('ERP_IMPORTED'), path: listFilteredByStatus('/invoice/list/finance', 'PROCESSING') },
  toReview: {
    where: () => and(invoicesAllowing('SEND_TO_RECOMMENDER'), eq(invoices.invoiceType, invoiceTypeCode('NON_PO')))!,
    path: listFilteredByStatus('/invoice/list-batch', 'OPEN'),
  },
  proxyDrafts: { where: () => and(eq(invoices.status, 'DRAFT'), eq(invoices.invoiceType, PROXY))!, path: listFilteredByStatus('/invoice/list-proxy', 'DRAFT') },
  rejectedToFix: {
    where: () => and(eq(invoices.status, 'REJECTED'), ne(invoices.invoiceType, PROXY))!,
    path: listFilteredByStatus('/invoice/list', 'REJECTED'),
  },
  drafts: { where: () => and(eq(invoices.status, 'DRAFT'), ne(invoices.invoiceType, PROXY))!, path: listFilteredByStatus('/invoice/list', 'DRAFT') },
};

/** Counts every invoice queue of the role in one statement over the invoices the user may see. */
export async function countInvoiceQueues(db: DbOrTx, scope: VendorScope, keys: readonly WorkQueueKey[]): Promise<Map<WorkQueueKey, number>> {
  const wanted = keys.filter((k) => INVOICE_QUEUES[k]);
  if (!wanted.length) return new Map();
  const columns = Object.fromEntries(wanted.map((k) => [k, sql<number>`(count(*) filter (where ${INVOICE_QUEUES[k]!.where()}))::int`]));
  const [row] = await db.select(columns).from(invoices).where(scopeCondition(scope, invoices));
  return new Map(wanted.map((k) => [k, Number(row?.[k] ?? 0)]));
}
