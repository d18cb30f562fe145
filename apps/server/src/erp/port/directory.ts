import type { Instance } from './instance';

export type ErpOrganization = { instance: Instance; orgId: number; name: string; shortCode: string; logoPath: string | null };
export type ErpSupplier = { instance: Instance; vendorId: number; vendorNumber: string; name: string; npwp: string | null; email: string | null };
export type ErpSupplierSite = { instance: Instance; vendorId: number; vendorSiteId: number; orgId: number; siteCode: string; address: string | null };
export type ErpBankAccount = { extBankAccountId: number; vendorId: number; bankName: string; accountNum: string; accountName: string; transferTo: string };

/** Who is who: organisations (companies), suppliers, their sites and bank accounts. */
export interface ErpDirectory {
  listOrganizations(instance?: Instance): Promise<ErpOrganization[]>;
  getOrganization(instance: Instance, orgId: number): Promise<ErpOrganization | null>;
  listSuppliers(q: { instance: Instance; orgId?: number; search?: string; limit: number }): Promise<ErpSupplier[]>;
  getSupplier(instance: Instance, vendorId: number): Promise<ErpSupplier | null>;
  listSupplierSites(instance: Instance, vendorId: number, orgId?: number): Promise<ErpSupplierSite[]>;
  listSupplierBanks(instance: Instance, vendorId: number, orgId?: number): Promise<ErpBankAccount[]>;
}
