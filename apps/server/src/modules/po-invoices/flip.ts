import { PO_FLIP_MESSAGES, parseFlipReceipts, toScaled, type OpenReceipt, type PoFlipQuery, type PoFlipResponse } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { companyNamer } from '../../lib/company-names';
import { badRequest } from '../../lib/errors';
import { resolveVendorCompany, type Actor } from '../auth/index';
import { findHeldReceiptIds } from '../invoices/index';
import { toOpenReceipt } from '../receipts/index';
import { lastUsedBank } from './repo';

/**
 * The PO flip: the receipt lines a supplier ticked, read again here (the address they came in
 * is the supplier's to edit). A line that is not this supplier's in this company, absent or
 * another's alike, is only named by its id; an own line with nothing left to bill by its PO line.
 * Either is left out with a message and the form opens with the rest.
 */
export async function flipReceipts(ctx: Pick<AppDeps, 'database' | 'erp'>, actor: Actor, q: PoFlipQuery): Promise<PoFlipResponse> {
  const company = await resolveVendorCompany(ctx.database.db, actor, q);
  // The schema has checked the list already.
  const ids = parseFlipReceipts(q.receipts);
  if (!ids) throw badRequest(PO_FLIP_MESSAGES.badAddress);
  const [lines, vatCodes, held, nameOf, banks, lastBank] = await Promise.all([
    ctx.erp.getReceiptLines(company.instance, ids),
    ctx.erp.listTaxCodes(company.instance, company.orgId, 'VAT'),
    findHeldReceiptIds(ctx.database.db, { instance: company.instance, rcvTransactionIds: ids }),
    companyNamer(ctx.erp),
    ctx.erp.listSupplierBanks(company.instance, company.vendorId, company.orgId),
    lastUsedBank(ctx.database.db, company),
  ]);
  const byId = new Map(lines.map((l) => [l.rcvTransactionId, l]));
  const vatRates = new Map(vatCodes.map((c) => [c.code, c.rate]));
  const heldIds = new Set(held);
  const receipts: OpenReceipt[] = [];
  const notYours: number[] = [];
  const leftOut: string[] = [];
  for (const id of ids) {
    const line = byId.get(id);
    if (!line || line.vendorId !== company.vendorId || line.orgId !== company.orgId) {
      notYours.push(id);
      continue;
    }
    const receipt = toOpenReceipt(line, company, nameOf(company.instance, company.orgId), vatRates);
    if (heldIds.has(id) || toScaled(receipt.quantityOpen, 3) <= 0n) leftOut.push(PO_FLIP_MESSAGES.invoiced(line.poNumber, line.poLineNum));
    else receipts.push(receipt);
  }
  if (notYours.length) leftOut.unshift(PO_FLIP_MESSAGES.notYours(notYours));
  const offered = new Set(banks.map((b) => b.extBankAccountId));
  const onlyBank = banks.length === 1 ? banks[0]!.extBankAccountId : null;
  return {
    orgId: company.orgId,
    instance: company.instance,
    receipts,
    leftOut,
    bankAccountId: lastBank !== null && offered.has(lastBank) ? lastBank : onlyBank,
  };
}
