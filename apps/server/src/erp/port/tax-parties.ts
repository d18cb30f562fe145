import type { Instance } from './instance';

export type ErpTaxPartyKind = 'SUPPLIER' | 'COMPANY';

/** A party whose tax registration the portal keeps: a company (operating unit) or a supplier, with the NPWP the ERP holds (companies: none). */
export type ErpTaxParty = { partyKind: ErpTaxPartyKind; instance: Instance; partyId: number; partyNumber: string; name: string; npwp: string | null };

export type ErpTaxPartyQuery = {
  partyKind?: ErpTaxPartyKind;
  instance?: Instance;
  /** Matches the name, the supplier number or company code, or the ERP NPWP's digits. */
  search?: string;
  /** Parties listed whatever the search (they matched on data the portal keeps, e.g. its own NPWP). */
  alsoParties?: Array<{ partyKind: ErpTaxPartyKind; instance: Instance; partyId: number }>;
  offset: number;
  limit: number;
};

/** Companies and suppliers for the tax registrations master: companies first, then suppliers, each by instance and name. */
export interface ErpTaxParties {
  listTaxParties(query: ErpTaxPartyQuery): Promise<{ items: ErpTaxParty[]; total: number }>;
}
