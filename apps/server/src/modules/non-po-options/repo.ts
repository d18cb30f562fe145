import { and, asc, eq, inArray } from 'drizzle-orm';
import type { VendorCategoryOption } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { categories, categoryDetails, vendorCategoryMappings } from '../../db/schema/index';

/**
 * The categories mapped to a supplier in a company (category-nonpo + get-detail-category), each
 * with the mapping it is used under and its detail categories. A category mapped twice is offered
 * once, under its first mapping.
 */
export async function findVendorCategories(
  db: DbOrTx,
  company: { instance: string; orgId: number; vendorId: number },
  accountLabel: (id: number | null) => string | null = () => null,
): Promise<VendorCategoryOption[]> {
  const m = vendorCategoryMappings;
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      accountId: categories.accountId,
      mappingId: m.id,
      costCenter: m.costCenter,
      vendorSiteId: m.vendorSiteId,
    })
    .from(m)
    .innerJoin(categories, eq(categories.id, m.categoryId))
    .where(and(eq(m.instance, company.instance), eq(m.orgId, company.orgId), eq(m.vendorId, company.vendorId)))
    .orderBy(asc(categories.name), asc(m.id));
  const unique = rows.filter((r, i) => rows.findIndex((o) => o.id === r.id) === i);
  if (!unique.length) return [];
  const details = await db
    .select({ id: categoryDetails.id, categoryId: categoryDetails.categoryId, name: categoryDetails.name, accountId: categoryDetails.accountId })
    .from(categoryDetails)
    .where(
      inArray(
        categoryDetails.categoryId,
        unique.map((c) => c.id),
      ),
    )
    .orderBy(asc(categoryDetails.id));
  return unique.map((c) => ({
    ...c,
    details: details.filter((d) => d.categoryId === c.id).map(({ id, name, accountId }) => ({ id, name, accountId, accountLabel: accountLabel(accountId) })),
  }));
}
