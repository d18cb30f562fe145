import { fromScaled, toScaled, type OpenReceipt } from '@faktura/domain';
import type { Database } from '../../db/client';
import type { ErpPort, ErpReceiptLine } from '../../erp/port';
import type { VendorScopeEntry } from '../auth/actor';
import { portalBilledQuantities } from './repo';

const PAGE = 50;
const MAX_PAGES = 20;

/** received − returned − billed by the ERP − billed on live portal invoices, in thousandths. */
function openQuantity(line: ErpReceiptLine, portalBilled: string | undefined): bigint {
  return toScaled(line.quantityReceived, 3) - toScaled(line.quantityReturned, 3) - toScaled(line.quantityBilled, 3) - toScaled(portalBilled ?? '0', 3);
}

function amountOf(quantity: bigint, unitPrice: string): string {
  // qty (3 places) × price (4 places) = 7 places; round half-up to 2.
  const product = quantity * toScaled(unitPrice, 4);
  const divisor = 10n ** 5n;
  return fromScaled((product + divisor / 2n) / divisor);
}

/**
 * The newest receipt lines of one supplier in one company that still have something to bill.
 * The ERP knows what it received and billed; the portal knows what sits on its own invoices.
 */
export async function findOpenReceipts(
  deps: { database: Database; erp: ErpPort },
  entry: VendorScopeEntry,
  limit: number,
  companyName: string,
): Promise<OpenReceipt[]> {
  const found: OpenReceipt[] = [];
  for (let page = 0; page < MAX_PAGES && found.length < limit; page++) {
    const { items } = await deps.erp.listReceiptLines({ ...entry, onlyOpen: true, limit: PAGE, offset: page * PAGE });
    const billed = await portalBilledQuantities(deps.database.db, entry.instance, items.map((i) => i.rcvTransactionId));
    for (const line of items) {
      const open = openQuantity(line, billed.get(line.rcvTransactionId));
      if (open <= 0n) continue;
      found.push({
        rcvTransactionId: line.rcvTransactionId,
        receiptNum: line.receiptNum,
        transactionDate: line.transactionDate,
        poNumber: line.poNumber,
        poLineNum: line.poLineNum,
        itemCode: line.itemCode,
        itemDescription: line.itemDescription,
        uom: line.uom,
        unitPrice: line.unitPrice,
        quantityOpen: fromScaled(open, 3),
        amountOpen: amountOf(open, line.unitPrice),
        orgId: entry.orgId,
        instance: entry.instance,
        company: companyName,
      });
      if (found.length === limit) break;
    }
    if (items.length < PAGE) break;
  }
  return found;
}
