import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { CategoryListQuery } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { categories, categoryDetails, invoices, vendorCategoryMappings } from '../../db/schema/index';
import { containsPattern } from '../../lib/like';

export type CategoryRow = typeof categories.$inferSelect;
export type CategoryDetailRow = typeof categoryDetails.$inferSelect;

/** One page of categories by name, with how many detail lines each has. */
export async function findCategories(db: DbOrTx, q: CategoryListQuery) {
  const where = and(
    q.instance ? eq(categories.instance, q.instance) : undefined,
    q.orgId ? eq(categories.orgId, q.orgId) : undefined,
    q.search?.trim() ? ilike(categories.name, containsPattern(q.search.trim())) : undefined,
  );
  const [page, [total]] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(where)
      .orderBy(asc(categories.instance), asc(categories.orgId), asc(categories.name), asc(categories.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(categories).where(where),
  ]);
  // Counted per category of the page in a query of its own: a correlated subquery in the select
  // lost its outer table (drizzle leaves a one-table select's columns bare) and counted 1 for all.
  const counts = page.length
    ? await db
        .select({ categoryId: categoryDetails.categoryId, n: count() })
        .from(categoryDetails)
        .where(
          inArray(
            categoryDetails.categoryId,
            page.map((c) => c.id),
          ),
        )
        .groupBy(categoryDetails.categoryId)
    : [];
  const countOf = new Map(counts.map((c) => [c.categoryId, Number(c.n)]));
  return { rows: page.map((category) => ({ category, detailCount: countOf.get(category.id) ?? 0 })), total: Number(total?.n ?? 0) };
}

/** The category and its detail lines; `lock` holds the row until the transaction ends. */
export async function findCategory(db: DbOrTx, id: number, lock = false) {
  const query = db.select().from(categories).where(eq(categories.id, id));
  const [category] = lock ? await query.for('update') : await query;
  if (!category) return undefined;
  const details = await db.select().from(categoryDetails).where(eq(categoryDetails.categoryId, id)).orderBy(asc(categoryDetails.id));
  return { category, details };
}

export async function nameTaken(db: DbOrTx, c: { instance: string; orgId: number; name: string }, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.instance, c.instance),
        eq(categories.orgId, c.orgId),
        sql`upper(${categories.name}) = upper(${c.name})`,
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

export async function insertCategory(db: DbOrTx, values: typeof categories.$inferInsert): Promise<CategoryRow> {
  const [row] = await db.insert(categories).values(values).returning();
  return row!;
}

export async function updateCategory(db: DbOrTx, id: number, values: Pick<CategoryRow, 'orgId' | 'instance' | 'name' | 'accountId'>) {
  await db.update(categories).set(values).where(eq(categories.id, id));
}

/**
 * Makes the category's detail lines these: lines with an id of this category keep it (invoice
 * lines refer to detail ids), new ones are added, the rest removed.
 */
export async function replaceDetails(
  db: DbOrTx,
  categoryId: number,
  current: CategoryDetailRow[],
  wanted: Array<{ id: number; name: string; accountId: number }>,
) {
  const ours = new Set(current.map((d) => d.id));
  const kept = wanted.filter((d) => d.id && ours.has(d.id));
  const keptIds = new Set(kept.map((d) => d.id));
  const gone = current.filter((d) => !keptIds.has(d.id)).map((d) => d.id);
  if (gone.length) await db.delete(categoryDetails).where(inArray(categoryDetails.id, gone));
  for (const d of kept) await db.update(categoryDetails).set({ name: d.name, accountId: d.accountId }).where(eq(categoryDetails.id, d.id));
  const added = wanted.filter((d) => !(d.id && ours.has(d.id)));
  if (added.length) await db.insert(categoryDetails).values(added.map((d) => ({ categoryId, name: d.name, accountId: d.accountId })));
}

export async function deleteCategory(db: DbOrTx, id: number) {
  await db.delete(categories).where(eq(categories.id, id));
}

/** What still refers to the category: vendor mappings and invoices. */
export async function countUses(db: DbOrTx, id: number) {
  const [[mappings], [invoiceRows]] = await Promise.all([
    db.select({ n: count() }).from(vendorCategoryMappings).where(eq(vendorCategoryMappings.categoryId, id)),
    db.select({ n: count() }).from(invoices).where(eq(invoices.categoryId, id)),
  ]);
  return { mappings: Number(mappings?.n ?? 0), invoices: Number(invoiceRows?.n ?? 0) };
}
