import { PO_INVOICE_MESSAGES, lineAmount, openReceiptQuantity, toScaled } from '@faktura/domain';
import type { ErpPort, ErpReceiptLine } from '../../erp/port';
import { badRequest } from '../../lib/errors';
import type { VendorScopeEntry } from '../auth/index';

export type PricedReceipt = { receipt: ErpReceiptLine; quantity: string; amount: string; vatRate: string };

/**
 * Reads the chosen receipt lines from the ERP and prices what is left to bill on each. Runs
 * before the database transaction: the ERP is another system and must not be called while
 * portal rows are locked.
 */
export async function priceReceiptLines(erp: ErpPort, company: VendorScopeEntry, rcvTransactionIds: number[]): Promise<PricedReceipt[]> {
  const [receipts, vatCodes] = await Promise.all([
    erp.getReceiptLines(company.instance, rcvTransactionIds),
    erp.listTaxCodes(company.instance, company.orgId, 'VAT'),
  ]);
  const byId = new Map(receipts.map((r) => [r.rcvTransactionId, r]));
  const rateOf = new Map(vatCodes.map((c) => [c.code, c.rate]));
  return rcvTransactionIds.map((id) => {
    const receipt = byId.get(id);
    if (!receipt || receipt.vendorId !== company.vendorId || receipt.orgId !== company.orgId) throw badRequest(PO_INVOICE_MESSAGES.lineNotAvailable);
    const quantity = openReceiptQuantity(receipt);
    if (toScaled(quantity, 3) <= 0n) throw badRequest(PO_INVOICE_MESSAGES.lineNotOpen(receipt.poNumber, receipt.poLineNum));
    return { receipt, quantity, amount: lineAmount(quantity, receipt.unitPrice), vatRate: receipt.vatCode ? (rateOf.get(receipt.vatCode) ?? '0') : '0' };
  });
}
