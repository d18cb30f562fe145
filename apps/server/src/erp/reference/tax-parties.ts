import { taxNumberSearch } from '@faktura/domain';
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpOrganizations, erpSuppliers } from '../../db/schema/erp';
import type { ErpTaxParties, ErpTaxPartyQuery } from '../port';
import { int, likePattern } from './format';

/** Companies, then enabled suppliers, paged across both lists as one. */
export function createTaxParties(db: Db): ErpTaxParties {
  return {
    async listTaxParties(q: ErpTaxPartyQuery) {
      const search = q.search?.trim() ?? '';
      const pattern = search ? likePattern(search) : null;
      // NPWPs are printed with dots and dashes: "01.234" finds 01234…, as typed or as printed.
      const number = taxNumberSearch(search);
      const digits = number ? `%${number}%` : null;
      const also = q.alsoParties ?? [];

      const orgAlso = also.filter((p) => p.partyKind === 'COMPANY');
      const orgWhere = and(
        q.instance ? eq(erpOrganizations.instance, q.instance) : undefined,
        pattern
          ? or(
              sql`upper(${erpOrganizations.name}) like ${pattern}`,
              sql`upper(${erpOrganizations.shortCode}) like ${pattern}`,
              sql`${erpOrganizations.orgId}::text = ${search}`,
              ...orgAlso.map((p) => and(eq(erpOrganizations.instance, p.instance), eq(erpOrganizations.orgId, p.partyId))),
            )
          : undefined,
      );
      const supplierAlso = also.filter((p) => p.partyKind === 'SUPPLIER');
      const supplierWhere = and(
        eq(erpSuppliers.enabled, 'Y'),
        q.instance ? eq(erpSuppliers.instance, q.instance) : undefined,
        pattern
          ? or(
              sql`upper(${erpSuppliers.name}) like ${pattern}`,
              sql`upper(${erpSuppliers.vendorNumber}) like ${pattern}`,
              digits ? sql`regexp_replace(coalesce(${erpSuppliers.npwp}, ''), '[^0-9]', '', 'g') like ${digits}` : undefined,
              ...supplierAlso.map((p) => and(eq(erpSuppliers.instance, p.instance), eq(erpSuppliers.vendorId, p.partyId))),
            )
          : undefined,
      );

      const wantOrgs = q.partyKind !== 'SUPPLIER';
      const wantSuppliers = q.partyKind !== 'COMPANY';
      const [[orgCount], [supplierCount]] = await Promise.all([
        wantOrgs ? db.select({ n: count() }).from(erpOrganizations).where(orgWhere) : [{ n: 0 }],
        wantSuppliers ? db.select({ n: count() }).from(erpSuppliers).where(supplierWhere) : [{ n: 0 }],
      ]);
      const orgs = int(orgCount?.n);
      const suppliers = int(supplierCount?.n);
      const offset = Math.max(0, q.offset);
      const limit = Math.max(0, q.limit);

      // The page's share of each list: companies come first, suppliers fill the rest.
      const orgTake = Math.max(0, Math.min(limit, orgs - offset));
      const supplierOffset = Math.max(0, offset - orgs);
      const supplierTake = limit - orgTake;
      const orgRows = orgTake
        ? await db
            .select({ instance: erpOrganizations.instance, orgId: erpOrganizations.orgId, name: erpOrganizations.name, shortCode: erpOrganizations.shortCode })
            .from(erpOrganizations)
            .where(orgWhere)
            .orderBy(asc(erpOrganizations.instance), asc(sql`upper(${erpOrganizations.name})`), asc(erpOrganizations.orgId))
            .offset(offset)
            .limit(orgTake)
        : [];
      const supplierRows =
        wantSuppliers && supplierTake > 0
          ? await db
              .select({
                instance: erpSuppliers.instance,
                vendorId: erpSuppliers.vendorId,
                vendorNumber: erpSuppliers.vendorNumber,
                name: erpSuppliers.name,
                npwp: erpSuppliers.npwp,
              })
              .from(erpSuppliers)
              .where(supplierWhere)
              .orderBy(asc(erpSuppliers.instance), asc(sql`upper(${erpSuppliers.name})`), asc(erpSuppliers.vendorId))
              .offset(supplierOffset)
              .limit(supplierTake)
          : [];
      return {
        total: orgs + suppliers,
        items: [
          ...orgRows.map((r) => ({
            partyKind: 'COMPANY' as const,
            instance: r.instance,
            partyId: int(r.orgId),
            partyNumber: r.shortCode,
            name: r.name,
            npwp: null,
          })),
          ...supplierRows.map((r) => ({
            partyKind: 'SUPPLIER' as const,
            instance: r.instance,
            partyId: int(r.vendorId),
            partyNumber: r.vendorNumber,
            name: r.name,
            npwp: r.npwp,
          })),
        ],
      };
    },
  };
}
