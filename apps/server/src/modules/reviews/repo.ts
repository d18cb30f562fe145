import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  batches,
  categories,
  categoryDetails,
  expeditionLines,
  invoiceLines,
  invoiceReimbursements,
  invoices,
  vendorCategoryMappings,
} from '../../db/schema/index';
import { scopeCondition } from '../../lib/scope-filter';
import type { VendorScope } from '../auth/index';
import { invoiceMappingId, type InvoiceChanges } from '../invoices/index';

/** The invoice a review route names by company, supplier and number, if the actor's scope covers it. */
export async function findIdByNumber(db: DbOrTx, scope: VendorScope, q: { instance: string; orgId: number; vendorId: number; invoiceNo: string }) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        eq(invoices.instance, q.instance),
        eq(invoices.orgId, q.orgId),
        eq(invoices.vendorId, q.vendorId),
        sql`upper(${invoices.invoiceNo}) = upper(${q.invoiceNo})`,
        scopeCondition(scope, invoices),
      ),
    )
    .limit(1);
  return row?.id;
}

export async function findBatchNo(db: DbOrTx, batchId: number | null) {
  if (!batchId) return null;
  const [row] = await db.select({ batchNo: batches.batchNo }).from(batches).where(eq(batches.id, batchId));
  return row?.batchNo ?? null;
}

/** The invoice's lines with their detail category's name. */
export async function findLines(db: DbOrTx, invoiceId: number) {
  return db
    .select({ line: invoiceLines, detailCategory: categoryDetails.name })
    .from(invoiceLines)
    .leftJoin(categoryDetails, eq(categoryDetails.id, invoiceLines.categoryDetailId))
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.lineNum));
}

/** The categories a supplier is mapped to in a company (the review's category choice). */
export async function findSupplierCategories(db: DbOrTx, q: { instance: string; orgId: number; vendorId: number }) {
  const m = vendorCategoryMappings;
  return db
    .selectDistinct({ id: categories.id, name: categories.name })
    .from(m)
    .innerJoin(categories, eq(categories.id, m.categoryId))
    .where(and(eq(m.instance, q.instance), eq(m.orgId, q.orgId), eq(m.vendorId, q.vendorId)))
    .orderBy(asc(categories.name));
}

/** The recommender of the mapping the invoice is reviewed under (null: none named). */
export async function findRecommender(db: DbOrTx, invoiceId: number): Promise<number | null> {
  const [row] = await db
    .select({ recommender: vendorCategoryMappings.recommenderUserId })
    .from(invoices)
    .leftJoin(vendorCategoryMappings, eq(vendorCategoryMappings.id, invoiceMappingId))
    .where(eq(invoices.id, invoiceId));
  return row?.recommender ?? null;
}

/** Writes the reviewed header (not the status) and bumps the revision, only if it is still `revision`. */
export async function updateHeader(db: DbOrTx, id: number, revision: number, values: InvoiceChanges): Promise<number | null> {
  const [row] = await db
    .update(invoices)
    .set({ ...values, revision: sql`${invoices.revision} + 1`, updatedAt: new Date() })
    .where(and(eq(invoices.id, id), eq(invoices.revision, revision)))
    .returning({ revision: invoices.revision });
  return row?.revision ?? null;
}

/** The reviewer's account and remarks per line (lines of other invoices are never touched). */
export async function updateLines(db: DbOrTx, invoiceId: number, lines: Array<{ id: number; coaId: number | null; remarks: string }>) {
  for (const l of lines) {
    await db
      .update(invoiceLines)
      .set({ coaId: l.coaId, remarks: l.remarks })
      .where(and(eq(invoiceLines.id, l.id), eq(invoiceLines.invoiceId, invoiceId)));
  }
}

export async function lineIdsOf(db: DbOrTx, invoiceId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: invoiceLines.id })
    .from(invoiceLines)
    .where(and(eq(invoiceLines.invoiceId, invoiceId), inArray(invoiceLines.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function findReimbursements(db: DbOrTx, invoiceId: number) {
  return db.select().from(invoiceReimbursements).where(eq(invoiceReimbursements.invoiceId, invoiceId)).orderBy(asc(invoiceReimbursements.lineNum));
}

/** The supplier's expedition (AWB) lines billed under an invoice number, in ERP line order. */
export async function findBilledFreightLines(db: DbOrTx, inv: { instance: string; orgId: number; vendorId: number; invoiceNo: string }) {
  const l = expeditionLines;
  return db
    .select()
    .from(l)
    .where(and(eq(l.instance, inv.instance), eq(l.orgId, inv.orgId), eq(l.vendorId, inv.vendorId), eq(l.invoiceNo, inv.invoiceNo)))
    .orderBy(asc(l.awbLineId));
}
