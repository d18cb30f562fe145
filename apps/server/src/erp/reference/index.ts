import type { Db } from '../../db/client';
import type { ErpPort } from '../port';
import { createFreight } from './freight';
import { createLedgerLookups } from './ledger';
import { createLookups } from './lookups';
import { createPayments } from './payments';
import { createReceipts } from './receipts';
import { createDebitNoteWrites } from './debit-note-writes';
import { createInvoiceWrites } from './invoice-writes';

/**
 * The reference ERP: the ERP port implemented on the erp_* tables of the portal's own database
 * (DESIGN §3), so the embedded default is a complete working system.
 */
export function createReferenceErp(db: Db): ErpPort {
  return {
    ...createLookups(db),
    ...createLedgerLookups(db),
    ...createReceipts(db),
    ...createPayments(db),
    ...createFreight(db),
    ...createInvoiceWrites(db),
    ...createDebitNoteWrites(db),
  };
}
