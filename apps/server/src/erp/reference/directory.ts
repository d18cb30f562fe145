import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpOrganizations, erpSupplierBankAccounts, erpSupplierSites, erpSuppliers } from '../../db/schema/erp';
import type { ErpDirectory, ErpSupplier } from '../port';
import { int, likePattern } from './format';

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

/** Organisations, suppliers, their sites and bank accounts. */
export function createDirectory(db: Db): ErpDirectory {
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
  };
}
