import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpAccounts, erpCostCenters, erpPayGroups, erpTaxCodes } from '../../db/schema/erp';
import type { ErpPort } from '../port';
import { int, isoDateOrNull, likePattern, rate } from './format';

/** Ledger lookups of one company: tax codes, GL accounts, cost centres, pay groups. */
export function createLedgerLookups(db: Db): Pick<ErpPort, 'listTaxCodes' | 'listAccounts' | 'listCostCenters' | 'listPayGroups'> {
  return {
    async listTaxCodes(instance, orgId, kind, onDate) {
      const t = erpTaxCodes;
      const rows = await db
        .select()
        .from(t)
        .where(
          and(
            eq(t.instance, instance),
            eq(t.orgId, orgId),
            eq(t.kind, kind),
            onDate === undefined ? undefined : or(isNull(t.startDate), lte(t.startDate, onDate)),
            onDate === undefined ? undefined : or(isNull(t.endDate), gte(t.endDate, onDate)),
          ),
        )
        .orderBy(asc(t.rate), asc(t.code));
      return rows.map((r) => ({
        taxCodeId: int(r.taxCodeId),
        kind,
        code: r.code,
        rate: rate(r.rate),
        description: r.description,
        startDate: isoDateOrNull(r.startDate),
        endDate: isoDateOrNull(r.endDate),
      }));
    },

    async listAccounts(instance, orgId, search) {
      const a = erpAccounts;
      const pattern = search?.trim() ? likePattern(search) : null;
      const rows = await db
        .select({ codeCombinationId: a.codeCombinationId, segments: a.segments, description: a.description })
        .from(a)
        .where(
          and(
            eq(a.instance, instance),
            eq(a.orgId, orgId),
            eq(a.enabled, 'Y'),
            pattern === null ? undefined : sql`(upper(${a.segments}) like ${pattern} or upper(${a.description}) like ${pattern})`,
          ),
        )
        .orderBy(asc(a.segments));
      return rows.map((r) => ({ ...r, codeCombinationId: int(r.codeCombinationId) }));
    },

    async listCostCenters(instance, orgId) {
      return db
        .select({ code: erpCostCenters.code, name: erpCostCenters.name })
        .from(erpCostCenters)
        .where(and(eq(erpCostCenters.instance, instance), eq(erpCostCenters.orgId, orgId)))
        .orderBy(asc(erpCostCenters.code));
    },

    async listPayGroups(instance, orgId) {
      return db
        .select({ code: erpPayGroups.code, name: erpPayGroups.name })
        .from(erpPayGroups)
        .where(and(eq(erpPayGroups.instance, instance), eq(erpPayGroups.orgId, orgId)))
        .orderBy(asc(erpPayGroups.code));
    },
  };
}
