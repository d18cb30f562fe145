import type { Db } from '../../db/client';
import type { ErpPort } from '../port';
import { createContracts } from './contracts';
import { createDirectory } from './directory';
import { createFreight } from './freight';
import { createLedger } from './ledger';
import { createPurchasing } from './purchasing';
import { createSettlement } from './settlement';
import { createInvoiceWrites } from './invoice-writes';
import { createInvoiceSettlements } from './invoice-settlement';
import { createRemittances } from './remittance';
import { createStatements } from './statement';
import { createTaxParties } from './tax-parties';
import { createWithholdingPeriods } from './withholding-periods';

/**
 * The reference ERP: the ERP port implemented on the erp_* tables of the portal's own database
 * (docs/architecture.md, "The ERP"), so the embedded default is a complete working system. One file per area of the
 * port (directory, ledger, purchasing, settlement, freight, writes).
 */
export function createReferenceErp(db: Db): ErpPort {
  return {
    ...createDirectory(db),
    ...createLedger(db),
    ...createPurchasing(db),
    ...createSettlement(db),
    ...createFreight(db),
    ...createContracts(db),
    ...createInvoiceWrites(db),
    ...createInvoiceSettlements(db),
    ...createRemittances(db),
    ...createStatements(db),
    ...createTaxParties(db),
    ...createWithholdingPeriods(db),
  };
}
