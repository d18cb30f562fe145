import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { expeditionLines, expeditionSubmissions, expeditionUploads, users } from '../../db/schema/index';
import type { VendorScopeEntry } from '../auth/index';

export type LineEditRow = typeof expeditionLines.$inferSelect;
export type LineEditInsert = typeof expeditionLines.$inferInsert;

const l = expeditionLines;
const ofVendor = (v: VendorScopeEntry) => and(eq(l.instance, v.instance), eq(l.orgId, v.orgId), eq(l.vendorId, v.vendorId));

/** The portal's billing of a supplier's AWB lines (only lines billed so far have a row). */
export function findLineEdits(db: DbOrTx, vendor: VendorScopeEntry): Promise<LineEditRow[]> {
  return db.select().from(l).where(ofVendor(vendor));
}

/** Ids as one PostgreSQL array parameter (whole numbers only), not one parameter each. */
const idArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** Locks the billed rows among these lines (id order, so concurrent writers never deadlock). */
export function lockLineEdits(tx: DbOrTx, instance: string, awbLineIds: number[]): Promise<LineEditRow[]> {
  if (awbLineIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(l)
    .where(and(eq(l.instance, instance), sql`${l.awbLineId} = any(${idArray(awbLineIds)}::int[])`))
    .orderBy(asc(l.awbLineId))
    .for('update');
}

/**
 * The upload's lock: every billed row among these lines, in id order like lockLineEdits, but
 * answering only how many of them are SUBMITTED — a 10,000-line upload needs that one number, not
 * 10,000 rows carried back and decoded.
 */
export async function lockLinesCountSubmitted(tx: DbOrTx, instance: string, awbLineIds: number[]): Promise<number> {
  if (awbLineIds.length === 0) return 0;
  const result: unknown = await tx.execute(sql`
    select count(*) filter (where status = 'SUBMITTED')::int as submitted
    from (select status from expedition_lines where instance = ${instance} and awb_line_id = any(${idArray(awbLineIds)}::int[])
          order by awb_line_id for update) locked`);
  return Number((result as { rows: Array<{ submitted: number | string }> }).rows[0]?.submitted ?? 0);
}

/** What the upload needs of each billed line (the rest of the row is not read). */
export type LineState = Pick<LineEditRow, 'awbLineId' | 'status' | 'revisedQuantity' | 'unitPrice' | 'invoiceNo' | 'invoiceDate'>;

export function findLineStates(db: DbOrTx, vendor: VendorScopeEntry): Promise<LineState[]> {
  return db
    .select({
      awbLineId: l.awbLineId,
      status: l.status,
      revisedQuantity: l.revisedQuantity,
      unitPrice: l.unitPrice,
      invoiceNo: l.invoiceNo,
      invoiceDate: l.invoiceDate,
    })
    .from(l)
    .where(ofVendor(vendor));
}

/** The written columns, in the order of the statement below (snake_case: the JSON rows carry these names). */
const COLUMNS = [
  ['instance', 'varchar'],
  ['awb_line_id', 'int'],
  ['org_id', 'int'],
  ['vendor_id', 'int'],
  ['reference', 'varchar'],
  ['revised_quantity', 'numeric'],
  ['unit_price', 'numeric'],
  ['freight_charge', 'numeric'],
  ['packing', 'numeric'],
  ['inap', 'numeric'],
  ['bongkar_muat', 'numeric'],
  ['surcharge', 'numeric'],
  ['thr', 'numeric'],
  ['insentif', 'numeric'],
  ['lain', 'numeric'],
  ['total_charge', 'numeric'],
  ['invoice_no', 'varchar'],
  ['invoice_date', 'date'],
  ['tax_no', 'varchar'],
  ['tax_date', 'date'],
  ['updated_by', 'int'],
] as const;
const NAMES = sql.raw(COLUMNS.map(([name]) => name).join(', '));
const RECORD = sql.raw(COLUMNS.map(([name, type]) => `${name} ${type}`).join(', '));
const UPDATES = sql.raw(
  COLUMNS.filter(([name]) => !['instance', 'awb_line_id', 'org_id', 'vendor_id', 'reference'].includes(name))
    .map(([name]) => `${name} = excluded.${name}`)
    .join(', '),
);

/**
 * Writes billed lines, new or changed, in one statement whatever their number: the rows travel
 * as one JSON parameter (a 10,000-line upload is one round trip, not 250,000 parameters). A
 * SUBMITTED line is never overwritten (the caller checked under lock; the condition keeps it so
 * regardless). Returns how many rows were written.
 */
export async function upsertLineEdits(tx: DbOrTx, rows: LineEditInsert[]): Promise<number> {
  if (rows.length === 0) return 0;
  const json = JSON.stringify(
    rows.map((r) => ({
      instance: r.instance,
      awb_line_id: r.awbLineId,
      org_id: r.orgId,
      vendor_id: r.vendorId,
      reference: r.reference,
      revised_quantity: r.revisedQuantity,
      unit_price: r.unitPrice,
      freight_charge: r.freightCharge,
      packing: r.packing,
      inap: r.inap,
      bongkar_muat: r.bongkarMuat,
      surcharge: r.surcharge,
      thr: r.thr,
      insentif: r.insentif,
      lain: r.lain,
      total_charge: r.totalCharge,
      invoice_no: r.invoiceNo,
      invoice_date: r.invoiceDate,
      tax_no: r.taxNo,
      tax_date: r.taxDate,
      updated_by: r.updatedBy,
    })),
  );
  // Counted in the database: the written ids are not needed here, only how many.
  const result: unknown = await tx.execute(sql`
    with written as (
      insert into expedition_lines (${NAMES})
      select ${NAMES} from jsonb_to_recordset(${json}::jsonb) as x(${RECORD})
      on conflict (instance, awb_line_id) do update set ${UPDATES}, updated_at = now(), revision = expedition_lines.revision + 1
      where expedition_lines.status <> 'SUBMITTED'
      returning 1)
    select count(*)::int as n from written`);
  return Number((result as { rows: Array<{ n: number | string }> }).rows[0]?.n ?? 0);
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

/**
 * Summary Invoice: saved, unsubmitted lines per invoice number. Submit reads it again under its
 * lock, so the version it compares is computed by this same query.
 */
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
      // Who saved the lines (by upload or REFERENCE edit), so Submit can say whose work it sends.
      uploadedBy: sql<string[]>`coalesce(array_agg(distinct ${users.username} order by ${users.username}) filter (where ${users.username} is not null), '{}')`,
      // Which lines at which revision: any line added, moved away or edited gives another value.
      version: sql<string>`md5(string_agg(${l.awbLineId}::text || ':' || ${l.revision}::text, ',' order by ${l.awbLineId}))`,
    })
    .from(l)
    .leftJoin(users, eq(users.id, l.updatedBy))
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
