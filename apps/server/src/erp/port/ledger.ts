import type { Instance } from './instance';

export type ErpLookup = { code: string; name: string };
export type ErpTerm = { termId: number; name: string; dueDays: number };
export type TaxKind = 'VAT' | 'WHT' | 'PPH';
export type ErpTaxCode = {
  taxCodeId: number;
  kind: TaxKind;
  code: string;
  rate: string;
  description: string;
  startDate: string | null;
  endDate: string | null;
};
export type ErpAccount = { codeCombinationId: number; segments: string; description: string };
export type ErpCostCenter = { code: string; name: string };

/** Payables set-up: payment methods, terms, currencies, tax codes, accounts, cost centres, pay groups. */
export interface ErpLedger {
  listPaymentMethods(instance: Instance, vendorId?: number, vendorSiteId?: number): Promise<ErpLookup[]>;
  listTerms(instance: Instance, vendorId?: number): Promise<ErpTerm[]>;
  listCurrencies(instance: Instance): Promise<ErpLookup[]>;
  /** A company's tax codes of one kind or of several (in one answer), those in force on `onDate` when given; by rate, then code. */
  listTaxCodes(instance: Instance, orgId: number, kind: TaxKind | readonly TaxKind[], onDate?: string): Promise<ErpTaxCode[]>;
  listAccounts(instance: Instance, orgId: number, search?: string): Promise<ErpAccount[]>;
  listCostCenters(instance: Instance, orgId: number): Promise<ErpCostCenter[]>;
  listPayGroups(instance: Instance, orgId: number): Promise<ErpLookup[]>;
}
