import { and, asc, eq, inArray, isNotNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attachments, invoiceLines, invoices } from '../../db/schema/index';
import {
  INVOICE_STATUSES,
  STATUSES_HOLDING_RECEIPTS,
  invoiceTypeCode,
  kindsAllowing,
  statusesAllowing,
  type InvoiceAction,
  type InvoiceStatus,
} from '@faktura/domain';
import { scopeCondition } from '../../lib/scope-filter';
import type { VendorScope } from '../auth/index';

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Columns no repo writes from a caller's values: the status and its reason belong to the life
 * cycle (`writeStatus`, called only by `transitionInvoices`), the revision and id to the repo.
 * Typed `never` rather than left out, so a value carrying one of them does not compile even
 * when it is not an object literal.
 */
type ManagedColumn = 'id' | 'status' | 'reason' | 'revision';
type InsertRow = typeof invoices.$inferInsert;
type NoManaged<C extends ManagedColumn> = { [K in C]?: never };

/** What an invoice update may change: anything but the managed columns (every repo updating invoices takes this). */
export type InvoiceChanges = Partial<Omit<InsertRow, ManagedColumn>> & NoManaged<ManagedColumn>;

/** A new invoice: its life cycle begins in DRAFT, the only status an insert may name. */
export type NewInvoice = Omit<InsertRow, ManagedColumn> & { status?: 'DRAFT' } & NoManaged<Exclude<ManagedColumn, 'status'>>;

/** The invoices, locked for the rest of the transaction, in id order (so concurrent lockers cannot deadlock). */
export async function lockInvoices(db: DbOrTx, ids: number[]): Promise<InvoiceRow[]> {
  if (!ids.length) return [];
  return db.select().from(invoices).where(inArray(invoices.id, ids)).orderBy(asc(invoices.id)).for('update');
}

/** Only the life cycle's status writer calls this. A reason, when given, replaces the stored one. */
export async function writeStatus(db: DbOrTx, ids: number[], status: InvoiceStatus, reason: string | undefined) {
  await db
    .update(invoices)
    // eslint-disable-next-line no-restricted-syntax -- the life cycle's own status write
    .set({ status, ...(reason === undefined ? {} : { reason }), revision: sql`${invoices.revision} + 1`, updatedAt: new Date() })
    .where(inArray(invoices.id, ids));
}

/**
 * Invoices `action` can start from, by the life cycle's table: of a kind it applies to, in a
 * status it starts from for that kind. The status list across kinds comes first so the status
 * index serves the query; the per-kind pairs keep it exact.
 */
export function invoicesAllowing(action: InvoiceAction): SQL {
  const perKind = kindsAllowing(action).map((kind) =>
    and(eq(invoices.invoiceType, invoiceTypeCode(kind)), inArray(invoices.status, statusesAllowing(action, kind))),
  );
  return and(inArray(invoices.status, statusesAllowing(action)), or(...perKind))!;
}

/**
 * Statuses whose invoices have let go of their receipt lines (POSTED: the ERP's billed quantity
 * takes over). Written as the complement of the domain's list so a legacy spelling (REJECT)
 * still holds its lines.
 */
const RELEASED_STATUSES = INVOICE_STATUSES.filter((s) => !STATUSES_HOLDING_RECEIPTS.includes(s));

/**
 * Receipt lines held by the portal's own invoices in a company: of one supplier, or among the
 * given receipt ids, leaving out one invoice (the one being saved). The portal bills a receipt
 * line's whole open quantity, so a held line has nothing left to invoice.
 */
export async function findHeldReceiptIds(
  db: DbOrTx,
  q: { instance: string; orgId?: number; vendorId?: number; rcvTransactionIds?: number[]; exceptInvoiceId?: number },
): Promise<number[]> {
  if (q.rcvTransactionIds?.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: invoiceLines.rcvTransactionId })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        eq(invoices.instance, q.instance),
        q.orgId ? eq(invoices.orgId, q.orgId) : undefined,
        q.vendorId ? eq(invoices.vendorId, q.vendorId) : undefined,
        notInArray(invoices.status, RELEASED_STATUSES),
        q.rcvTransactionIds ? inArray(invoiceLines.rcvTransactionId, q.rcvTransactionIds) : isNotNull(invoiceLines.rcvTransactionId),
        q.exceptInvoiceId ? ne(invoices.id, q.exceptInvoiceId) : undefined,
      ),
    );
  return rows.map((r) => r.id!);
}

export async function countContents(db: DbOrTx, invoiceId: number): Promise<{ fileCount: number; lineCount: number }> {
  const [row] = await db
    .select({
      fileCount: sql<number>`(select count(*) from ${attachments} where ${attachments.invoiceId} = ${invoiceId})`.mapWith(Number),
      lineCount: sql<number>`(select count(*) from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoiceId})`.mapWith(Number),
    })
    .from(sql`(select 1) as one`);
  return row!;
}

export async function findInvoiceInScope(db: DbOrTx, scope: VendorScope, id: number, forUpdate: boolean): Promise<InvoiceRow | undefined> {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), scopeCondition(scope, invoices)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findInvoiceLines(db: DbOrTx, invoiceId: number) {
  return db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).orderBy(asc(invoiceLines.lineNum));
}

/**
 * Whether another supplier's invoice carries this tax invoice number: a faktur's VAT is credited
 * once, whoever enters it. Numbers a saved invoice already had are not asked again (`keptDigits`),
 * so an invoice saved before this rule existed can still be edited.
 */
export async function fakturUsedByOtherSupplier(db: DbOrTx, digits: string, vendorId: number, keptDigits?: string | null): Promise<boolean> {
  if (digits === keptDigits) return false;
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.taxNoDigits, digits), ne(invoices.vendorId, vendorId)))
    .limit(1);
  return row !== undefined;
}
