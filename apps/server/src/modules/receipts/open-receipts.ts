import { lineAmount, openReceiptQuantity, type OpenReceipt } from '@faktura/domain';
import type { Database } from '../../db/client';
import type { ErpPort, ErpReceiptLine, ReceiptLineKey } from '../../erp/port';
import type { VendorScopeEntry } from '../auth/index';
import { findHeldReceiptIds } from '../invoices/index';

export type OpenReceiptFilter = {
  fromDate?: string;
  toDate?: string;
  fromPo?: string;
  toPo?: string;
  /** The last line of the previous page: this page starts after it (see ReceiptLineQuery.after). */
  after?: ReceiptLineKey;
  limit: number;
  offset: number;
  /** Count the lines from this page's first one up to this many; absent: no count (the dashboard shows none). */
  countAhead?: number;
};

/** A receipt line as Search Pending PO shows it: what is left to invoice, priced, with its VAT rate. */
export function toOpenReceipt(line: ErpReceiptLine, entry: VendorScopeEntry, company: string, vatRates: Map<string, string>): OpenReceipt {
  const quantityOpen = openReceiptQuantity(line);
  return {
    rcvTransactionId: line.rcvTransactionId,
    receiptNum: line.receiptNum,
    transactionDate: line.transactionDate,
    poNumber: line.poNumber,
    poLineNum: line.poLineNum,
    itemCode: line.itemCode,
    itemDescription: line.itemDescription,
    uom: line.uom,
    unitPrice: line.unitPrice,
    vatCode: line.vatCode,
    vatRate: line.vatCode ? (vatRates.get(line.vatCode) ?? '0') : '0',
    quantityOpen,
    amountOpen: lineAmount(quantityOpen, line.unitPrice),
    orgId: entry.orgId,
    instance: entry.instance,
    company,
  };
}

/**
 * Received PO lines of one supplier in one company with something left to invoice, newest
 * first (`total` counts only as far as `countAhead`): the ERP knows what it received, returned and billed; the portal leaves out the lines
 * already on its own live invoices.
 */
export async function findOpenReceipts(
  deps: { database: Database; erp: ErpPort },
  entry: VendorScopeEntry,
  filter: OpenReceiptFilter,
  companyName: string,
  /** The supplier's receipt ids already on live invoices, when the caller read them itself (in its own cancellable). */
  held?: number[],
): Promise<{ items: OpenReceipt[]; total: number; totalCapped: boolean }> {
  const excluded = held ?? (await findHeldReceiptIds(deps.database.db, entry));
  const [{ items, total, totalCapped = false }, vatCodes] = await Promise.all([
    deps.erp.listReceiptLines({ ...entry, ...filter, countAhead: filter.countAhead ?? 0, onlyOpen: true, excludeRcvTransactionIds: excluded }),
    deps.erp.listTaxCodes(entry.instance, entry.orgId, 'VAT'),
  ]);
  const vatRates = new Map(vatCodes.map((c) => [c.code, c.rate]));
  return { items: items.map((line) => toOpenReceipt(line, entry, companyName, vatRates)), total, totalCapped };
}
