import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  erpAccounts,
  erpCostCenters,
  erpCurrencies,
  erpPayGroups,
  erpPaymentMethods,
  erpSupplierSites,
  erpSuppliers,
  erpTaxCodes,
  erpTerms,
} from '../../db/schema/erp';
import type { ErpLedger, TaxKind } from '../port';
import { int, isoDateOrNull, likePattern, rate } from './format';
import { withCompiledRows } from '../../db/row-mapper';

/**
 * A company's tax codes of the kinds asked, all of them or those in force on a date: prepared once
 * per ERP (on first use), as lists, forms and reports ask them on most requests and building the
 * select cost more than PostgreSQL's running it. The kinds go as one array, so a report that needs
 * two kinds asks once.
 */
function prepareTaxCodes(db: Db, onADate: boolean) {
  const t = erpTaxCodes;
  const onDate = sql.placeholder('onDate');
  return withCompiledRows(
    db
      .select()
      .from(t)
      .where(
        and(
          eq(t.instance, sql.placeholder('instance')),
          eq(t.orgId, sql.placeholder('orgId')),
          sql`${t.kind} = any(${sql.placeholder('kinds')})`,
          onADate ? or(isNull(t.startDate), lte(t.startDate, onDate)) : undefined,
          onADate ? or(isNull(t.endDate), gte(t.endDate, onDate)) : undefined,
        ),
      )
      .orderBy(asc(t.rate), asc(t.code))
      .prepare(onADate ? 'erp_tax_codes_on_date' : 'erp_tax_codes'),
  );
}

/** Payables set-up: payment methods, terms, currencies, and one company's tax codes, GL accounts, cost centres, pay groups. */
export function createLedger(db: Db): ErpLedger {
  let taxCodes: { all: ReturnType<typeof prepareTaxCodes>; onDate: ReturnType<typeof prepareTaxCodes> } | undefined;
  return {
    async listPaymentMethods(instance, vendorId, vendorSiteId) {
      // The site's default method comes first, so a form can preselect it.
      let preferred: string | null = null;
      if (vendorSiteId !== undefined) {
        const [site] = await db
          .select({ paymentMethod: erpSupplierSites.paymentMethod })
          .from(erpSupplierSites)
          .where(
            and(
              eq(erpSupplierSites.instance, instance),
              eq(erpSupplierSites.vendorSiteId, vendorSiteId),
              vendorId === undefined ? undefined : eq(erpSupplierSites.vendorId, vendorId),
            ),
          );
        preferred = site?.paymentMethod ?? null;
      }
      const rows = await db
        .select({ code: erpPaymentMethods.code, name: erpPaymentMethods.name })
        .from(erpPaymentMethods)
        .where(eq(erpPaymentMethods.instance, instance))
        .orderBy(asc(erpPaymentMethods.code));
      return preferred ? [...rows.filter((r) => r.code === preferred), ...rows.filter((r) => r.code !== preferred)] : rows;
    },

    async listTerms(instance, vendorId) {
      // A supplier's default term comes first; every term stays selectable.
      let preferred: number | null = null;
      if (vendorId !== undefined) {
        const [supplier] = await db
          .select({ termId: erpSuppliers.termId })
          .from(erpSuppliers)
          .where(and(eq(erpSuppliers.instance, instance), eq(erpSuppliers.vendorId, vendorId)));
        preferred = supplier?.termId ?? null;
      }
      const rows = await db
        .select({ termId: erpTerms.termId, name: erpTerms.name, dueDays: erpTerms.dueDays })
        .from(erpTerms)
        .where(eq(erpTerms.instance, instance))
        .orderBy(asc(erpTerms.dueDays), asc(erpTerms.termId));
      const terms = rows.map((r) => ({ termId: int(r.termId), name: r.name, dueDays: int(r.dueDays) }));
      return preferred === null ? terms : [...terms.filter((t) => t.termId === preferred), ...terms.filter((t) => t.termId !== preferred)];
    },

    async listCurrencies(instance) {
      return db
        .select({ code: erpCurrencies.code, name: erpCurrencies.name })
        .from(erpCurrencies)
        .where(and(eq(erpCurrencies.instance, instance), eq(erpCurrencies.enabled, 'Y')))
        .orderBy(sql`case when ${erpCurrencies.code} = 'IDR' then 0 else 1 end`, asc(erpCurrencies.code));
    },

    async listTaxCodes(instance, orgId, kind, onDate) {
      taxCodes ??= { all: prepareTaxCodes(db, false), onDate: prepareTaxCodes(db, true) };
      const kinds = typeof kind === 'string' ? [kind] : kind;
      const rows = await (onDate === undefined
        ? taxCodes.all.execute({ instance, orgId, kinds })
        : taxCodes.onDate.execute({ instance, orgId, kinds, onDate }));
      return rows.map((r) => ({
        taxCodeId: int(r.taxCodeId),
        // One of the kinds asked: the statement reads no other.
        kind: r.kind as TaxKind,
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
