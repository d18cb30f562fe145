import { INVOICE_MESSAGES, invoiceKindOf, invoicePermissions, type InvoicePermissions, type UserType } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { VendorScope } from '../auth/index';
import { countContents, findInvoiceInScope, type InvoiceRow } from './repo';

export type { InvoiceRow } from './repo';

/**
 * Loads an invoice only if the actor's scope covers it. Another supplier's invoice answers
 * exactly like a missing one, so ids can't be probed.
 */
export async function getInvoiceInScope(db: DbOrTx, scope: VendorScope, id: number, options: { forUpdate?: boolean } = {}): Promise<InvoiceRow> {
  const row = await findInvoiceInScope(db, scope, id, options.forUpdate ?? false);
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  return row;
}

export const isPoInvoice = (row: InvoiceRow) => invoiceKindOf(row.invoiceType) === 'PO';

/** What a viewer may do with a stored invoice: the domain's one rule, for every kind. */
export function permissionsOf(row: InvoiceRow, counts: { fileCount: number; lineCount: number }, viewer: UserType): InvoicePermissions {
  return invoicePermissions({ kind: invoiceKindOf(row.invoiceType), status: row.status, inBatch: row.batchId !== null, ...counts }, viewer);
}

/** permissionsOf, counting the invoice's files and lines first. */
export async function loadPermissions(db: DbOrTx, row: InvoiceRow, viewer: UserType): Promise<InvoicePermissions> {
  return permissionsOf(row, await countContents(db, row.id), viewer);
}
