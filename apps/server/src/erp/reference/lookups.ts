import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  erpCurrencies,
  erpOrganizations,
  erpPaymentMethods,
  erpPoHeaders,
  erpSupplierBankAccounts,
  erpSupplierSites,
  erpSuppliers,
  erpTerms,
} from '../../db/schema/erp';
import type { ErpPort, ErpSupplier } from '../port';
import { int, isoDate, likePattern } from './format';

type Lookups = Pick<
  ErpPort,
  | 'listOrganizations'
  | 'getOrganization'
  | 'listSuppliers'
  | 'getSupplier'
  | 'listSupplierSites'
  | 'listSupplierBanks'
  | 'listPaymentMethods'
  | 'listTerms'
  | 'listCurrencies'
  | 'listPurchaseOrders'
>;

const orgColumns = {
  instance: erpOrganizations.instance,
  orgId: erpOrganizations.orgId,
  name: erpOrganizations.name,
  shortCode: erpOrganizations.shortCode,
  logoPath: erpOrganizations.logoPath,
};

const supplierColumns = {
  instance: erpSuppliers.instance,
  vendorId: erpSuppliers.vendorId,
  vendorNumber: erpSuppliers.vendorNumber,
  name: erpSuppliers.name,
  npwp: erpSuppliers.npwp,
  email: erpSuppliers.email,
};

const toSupplier = (r: ErpSupplier): ErpSupplier => ({ ...r, vendorId: int(r.vendorId) });

/** Bank accounts are shown to users as "BANK - NUMBER - NAME" (TRANSFER_TO of the spec). */
const transferTo = (bankName: string, accountNum: string, accountName: string) => `${bankName} - ${accountNum} - ${accountName}`;

export function createLookups(db: Db): Lookups {
  return {
    async listOrganizations(instance) {
      const rows = await db
        .select(orgColumns)
        .from(erpOrganizations)
        .where(instance === undefined ? undefined : eq(erpOrganizations.instance, instance))
        .orderBy(asc(erpOrganizations.instance), asc(erpOrganizations.orgId));
      return rows.map((r) => ({ ...r, orgId: int(r.orgId) }));
    },

    async getOrganization(instance, orgId) {
      const [row] = await db
        .select(orgColumns)
        .from(erpOrganizations)
        .where(and(eq(erpOrganizations.instance, instance), eq(erpOrganizations.orgId, orgId)));
      return row ? { ...row, orgId: int(row.orgId) } : null;
    },

    async listSuppliers({ instance, orgId, search, limit }) {
      const conditions = [eq(erpSuppliers.instance, instance), eq(erpSuppliers.enabled, 'Y')];
      if (orgId !== undefined) {
        conditions.push(
          sql`exists (select 1 from ${erpSupplierSites} s where s.instance = ${erpSuppliers.instance}
              and s.vendor_id = ${erpSuppliers.vendorId} and s.org_id = ${orgId})`,
        );
      }
      if (search?.trim()) {
        const pattern = likePattern(search);
        conditions.push(sql`(upper(${erpSuppliers.name}) like ${pattern} or upper(${erpSuppliers.vendorNumber}) like ${pattern})`);
      }
      const rows = await db
        .select(supplierColumns)
        .from(erpSuppliers)
        .where(and(...conditions))
        .orderBy(asc(sql`upper(${erpSuppliers.name})`), asc(erpSuppliers.vendorId))
        .limit(Math.max(0, limit));
      return rows.map(toSupplier);
    },

    async getSupplier(instance, vendorId) {
      const [row] = await db
        .select(supplierColumns)
        .from(erpSuppliers)
        .where(and(eq(erpSuppliers.instance, instance), eq(erpSuppliers.vendorId, vendorId)));
      return row ? toSupplier(row) : null;
    },

    async listSupplierSites(instance, vendorId, orgId) {
      const rows = await db
        .select({
          instance: erpSupplierSites.instance,
          vendorId: erpSupplierSites.vendorId,
          vendorSiteId: erpSupplierSites.vendorSiteId,
          orgId: erpSupplierSites.orgId,
          siteCode: erpSupplierSites.siteCode,
          address: erpSupplierSites.address,
        })
        .from(erpSupplierSites)
        .where(
          and(
            eq(erpSupplierSites.instance, instance),
            eq(erpSupplierSites.vendorId, vendorId),
            orgId === undefined ? undefined : eq(erpSupplierSites.orgId, orgId),
          ),
        )
        .orderBy(asc(erpSupplierSites.orgId), asc(erpSupplierSites.vendorSiteId));
      return rows.map((r) => ({ ...r, vendorId: int(r.vendorId), vendorSiteId: int(r.vendorSiteId), orgId: int(r.orgId) }));
    },

    async listSupplierBanks(instance, vendorId, orgId) {
      const b = erpSupplierBankAccounts;
      const rows = await db
        .select({
          extBankAccountId: b.extBankAccountId,
          vendorId: b.vendorId,
          bankName: b.bankName,
          accountNum: b.accountNum,
          accountName: b.accountName,
        })
        .from(b)
        .where(and(eq(b.instance, instance), eq(b.vendorId, vendorId), orgId === undefined ? undefined : or(isNull(b.orgId), eq(b.orgId, orgId))))
        .orderBy(asc(b.extBankAccountId));
      return rows.map((r) => ({
        ...r,
        extBankAccountId: int(r.extBankAccountId),
        vendorId: int(r.vendorId),
        transferTo: transferTo(r.bankName, r.accountNum, r.accountName),
      }));
    },

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

    async listPurchaseOrders(instance, orgId, vendorId, search) {
      const h = erpPoHeaders;
      const rows = await db
        .select({
          poHeaderId: h.poHeaderId,
          poNumber: h.poNumber,
          orgId: h.orgId,
          vendorId: h.vendorId,
          currencyCode: h.currencyCode,
          creationDate: h.creationDate,
        })
        .from(h)
        .where(
          and(
            eq(h.instance, instance),
            eq(h.orgId, orgId),
            eq(h.vendorId, vendorId),
            search?.trim() ? sql`upper(${h.poNumber}) like ${likePattern(search)}` : undefined,
          ),
        )
        .orderBy(desc(h.creationDate), desc(h.poNumber));
      return rows.map((r) => ({
        ...r,
        poHeaderId: int(r.poHeaderId),
        orgId: int(r.orgId),
        vendorId: int(r.vendorId),
        creationDate: isoDate(r.creationDate),
      }));
    },
  };
}
