import type { Instance } from './instance';

/** An SK (surat keputusan): the contract or decree a supplier bills under, valid from start to end. */
export type ErpSkReference = { referenceNumber: string; description: string; startDate: string; endDate: string };

/** A supplier's contracts with a company (legacy get-list-sk), for Find SK on non-PO invoices. */
export interface ErpContracts {
  listSkReferences(instance: Instance, orgId: number, vendorId: number): Promise<ErpSkReference[]>;
}
