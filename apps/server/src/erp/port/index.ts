/**
 * The ERP port (docs/architecture.md, "The ERP"). Everything the portal reads from or writes to an ERP goes through
 * this interface; every call names its instance. The reference ERP (reference/) implements it
 * on erp_* tables; a real adapter (Oracle EBS, Fusion) implements the same contract, proven by
 * test/erp/erp-contract.ts. Money and quantities are decimal strings; dates are ISO YYYY-MM-DD.
 */

export type { Instance } from './instance';
export * from './directory';
export * from './ledger';
export * from './purchasing';
export * from './settlement';
export * from './freight';
export * from './writes';
export * from './contracts';
export * from './invoice-settlement';
export * from './remittance';
export * from './statement';
export * from './tax-parties';
export * from './withholding-periods';

import type { ErpContracts } from './contracts';
import type { ErpDirectory } from './directory';
import type { ErpFreight } from './freight';
import type { ErpInvoiceSettlements } from './invoice-settlement';
import type { ErpLedger } from './ledger';
import type { ErpPurchasing } from './purchasing';
import type { ErpRemittances } from './remittance';
import type { ErpSettlement } from './settlement';
import type { ErpStatements } from './statement';
import type { ErpTaxParties } from './tax-parties';
import type { ErpWrites } from './writes';
import type { ErpWithholdingPeriods } from './withholding-periods';

/** The whole port, one area per interface so an adapter (and a caller) can be read area by area. */
export interface ErpPort
  extends
    ErpDirectory,
    ErpLedger,
    ErpPurchasing,
    ErpSettlement,
    ErpFreight,
    ErpWrites,
    ErpContracts,
    ErpInvoiceSettlements,
    ErpRemittances,
    ErpStatements,
    ErpTaxParties,
    ErpWithholdingPeriods {}
