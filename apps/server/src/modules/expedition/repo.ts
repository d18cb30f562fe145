import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { expeditionLines, expeditionSubmissions, expeditionUploads } from '../../db/schema/index';
import type { VendorScopeEntry } from '../auth/index';

export type LineEditRow = typeof expeditionLines.$inferSelect;
export type LineEditInsert = typeof expeditionLines.$inferInsert;

const l = expeditionLines;
const ofVendor = (v: VendorScopeEntry) => and(eq(l.instance, v.instance), eq(l.orgId, v.orgId), eq(l.vendorId, v.vendorId));

/** The portal's billing of a supplier's AWB lines (only lines billed so far have a row). */
export function findLineEdits(db: DbOrTx, vendor: VendorScopeEntry): Promise<LineEditRow[]> {
  return db.select().from(l).where(ofVendor(vendor));
}

/** Locks the billed rows among these lines (id order, so concurrent writers never deadlock). */
export function lockLineEdits(tx: DbOrTx, instance: string, awbLineIds: number[]): Promise<LineEditRow[]> {
  if (awbLineIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(l)
    .where(and(eq(l.instance, instance), inArray(l.awbLineId, awbLineIds)))
    .orderBy(asc(l.awbLineId))
    .for('update');
}

/** Rows of one statement: ~25 parameters each stays far below PostgreSQL's 65,535 per statement. */
const CHUNK = 1000;

/**
 * Writes billed lines, new or changed, a chunk per statement; a SUBMITTED line is never
 * overwritten (the caller has checked under lock; the condition keeps it so regardless).
 * Returns how many rows were written.
 */
export async function upsertLineEdits(tx: DbOrTx, rows: LineEditInsert[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    const result = await tx
      .insert(l)
      .values(chunk)
      .onConflictDoUpdate({
        target: [l.instance, l.awbLineId],
        set: {
          revisedQuantity: excluded('revised_quantity'),
          unitPrice: excluded('unit_price'),
          freightCharge: excluded('freight_charge'),
          packing: excluded('packing'),
          inap: excluded('inap'),
          bongkarMuat: excluded('bongkar_muat'),
          surcharge: excluded('surcharge'),
          thr: excluded('thr'),
          insentif: excluded('insentif'),
          lain: excluded('lain'),
          totalCharge: excluded('total_charge'),
          invoiceNo: excluded('invoice_no'),
          invoiceDate: excluded('invoice_date'),
          taxNo: excluded('tax_no'),
          taxDate: excluded('tax_date'),
          updatedBy: excluded('updated_by'),
          updatedAt: sql`now()`,
          revision: sql`${l.revision} + 1`,
        },
        setWhere: sql`${l.status} <> 'SUBMITTED'`,
      })
      .returning({ awbLineId: l.awbLineId });
    written += result.length;
  }
  return written;
}

/** Invoice numbers of the supplier already submitted, among these. */
export async function findSubmittedInvoiceNos(db: DbOrTx, vendor: VendorScopeEntry, invoiceNos: string[]): Promise<Set<string>> {
  if (invoiceNos.length === 0) return new Set();
  const s = expeditionSubmissions;
  const rows = await db
    .select({ invoiceNo: s.invoiceNo })
    .from(s)
    .where(and(eq(s.instance, vendor.instance), eq(s.vendorId, vendor.vendorId), inArray(s.invoiceNo, invoiceNos)));
  return new Set(rows.map((r) => r.invoiceNo));
}

/** Summary Invoice: saved, unsubmitted lines per invoice number. */
export function summariseSavedLines(db: DbOrTx, vendor: VendorScopeEntry) {
  return db
    .select({
      invoiceNo: l.invoiceNo,
      invoiceDate: sql<string>`min(${l.invoiceDate})`,
      taxNo: sql<string>`min(${l.taxNo})`,
      taxDate: sql<string>`min(${l.taxDate})`,
      totalInvoice: sql<string>`sum(${l.totalCharge})`,
      totalQuantity: sql<string>`sum(${l.revisedQuantity})`,
      lines: sql<number>`count(*)::int`,
    })
    .from(l)
    .where(and(ofVendor(vendor), eq(l.status, 'SAVED')))
    .groupBy(l.invoiceNo)
    .orderBy(asc(l.invoiceNo));
}

/** Locks every saved, unsubmitted line of the supplier (the submit's working set). */
export function lockSavedLines(tx: DbOrTx, vendor: VendorScopeEntry): Promise<LineEditRow[]> {
  return tx
    .select()
    .from(l)
    .where(and(ofVendor(vendor), eq(l.status, 'SAVED')))
    .orderBy(asc(l.awbLineId))
    .for('update');
}

export async function insertSubmission(tx: DbOrTx, row: typeof expeditionSubmissions.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(expeditionSubmissions).values(row).returning({ id: expeditionSubmissions.id });
  return inserted!.id;
}

export async function markSubmitted(tx: DbOrTx, vendor: VendorScopeEntry, invoiceNo: string, submissionId: number, userId: number) {
  await tx
    .update(l)
    .set({ status: 'SUBMITTED', submissionId, updatedBy: userId, updatedAt: sql`now()`, revision: sql`${l.revision} + 1` })
    .where(and(ofVendor(vendor), eq(l.status, 'SAVED'), eq(l.invoiceNo, invoiceNo)));
}

export async function insertUpload(tx: DbOrTx, row: typeof expeditionUploads.$inferInsert) {
  await tx.insert(expeditionUploads).values(row);
}
