import {
  INTAKE_MESSAGES,
  NO_TOLERANCES,
  checkLineTolerances,
  fromScaled,
  lineAmount,
  toScaled,
  type IntakeDocument,
  type IntakeLine,
  type IntakeMismatch,
  type IntakePrefillLine,
  type MatchTolerances,
  type OpenReceipt,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { badRequest, forbidden } from '../../lib/errors';
import type { VendorScopeEntry } from '../auth/index';
import { findOpenReceipts } from '../receipts/index';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

/** Digits of a tax number, leading zeros dropped: "ID0012345678901000" and "01.234.567.8-901.000" compare by their number. */
function taxDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '').replace(/^0+/, '');
}

/** The document's seller tax numbers (BT-31, BT-32), or a refusal when it names none. */
function sellerTaxIds(doc: IntakeDocument): string[] {
  const ids = [doc.seller.vatId, doc.seller.taxRegistrationId].filter((v): v is string => !!v && taxDigits(v).length > 0);
  if (!ids.length) throw badRequest(INTAKE_MESSAGES.sellerUnidentified);
  return ids;
}

/**
 * The user's (company, supplier) pairs whose supplier the document's seller is: its tax number
 * is the supplier's NPWP in the ERP. None: the document is another supplier's (403).
 */
export async function entriesOfSeller(ctx: Pick<AppDeps, 'erp'>, entries: VendorScopeEntry[], doc: IntakeDocument): Promise<VendorScopeEntry[]> {
  const ids = sellerTaxIds(doc).map(taxDigits);
  const suppliers = await Promise.all(entries.map((e) => ctx.erp.getSupplier(e.instance, e.vendorId)));
  const mine = entries.filter((_, i) => {
    const npwp = taxDigits(suppliers[i]?.npwp);
    return npwp.length > 0 && ids.includes(npwp);
  });
  if (!mine.length) throw forbidden(INTAKE_MESSAGES.sellerNotYou(doc.seller.vatId ?? doc.seller.taxRegistrationId ?? ''));
  return mine;
}

const sameName = (a: string | null, b: string) => !!a && a.trim().toLowerCase() === b.trim().toLowerCase();

/** A PO of one supplier has few lines; this bounds what one document can make the ERP read. */
const MAX_PO_LINES = 500;

export type CompanyMatch = { entry: VendorScopeEntry; company: string; receipts: OpenReceipt[] };

/**
 * The PO and PO line a document line bills: BT-132 names a line of the order in BT-13, or
 * "PO/line" when an invoice over several POs has no single order reference (how the portal's
 * own UBL export writes it).
 */
export function orderLineOf(doc: IntakeDocument, line: IntakeLine): { po: string | null; poLine: string | null } {
  const ref = line.orderLineRef?.trim() || null;
  const slash = ref ? ref.lastIndexOf('/') : -1;
  if (ref && slash > 0) return { po: ref.slice(0, slash), poLine: ref.slice(slash + 1) || null };
  return { po: doc.orderReference, poLine: ref };
}

/** Every PO the document references: BT-13 and the POs its lines name. */
function ordersOf(doc: IntakeDocument): string[] {
  const pos = new Set<string>();
  if (doc.orderReference) pos.add(doc.orderReference);
  for (const line of doc.lines) {
    const { po } = orderLineOf(doc, line);
    if (po) pos.add(po);
  }
  return [...pos];
}

/** An invoice bills a handful of POs; this bounds what one document can make the ERP read. */
const MAX_ORDERS = 20;

/**
 * The company the document bills: the one of the seller's companies with open received lines
 * of the POs it references, the buyer's name deciding between several; else the company the
 * buyer names, with nothing open to match.
 */
export async function findCompany(
  ctx: Ctx,
  entries: VendorScopeEntry[],
  doc: IntakeDocument,
  nameOf: (instance: string, orgId: number) => string,
): Promise<CompanyMatch> {
  const pos = ordersOf(doc).slice(0, MAX_ORDERS);
  if (!pos.length) throw badRequest(INTAKE_MESSAGES.noOrderReference);
  const found = await Promise.all(
    entries.map(async (entry) => {
      const company = nameOf(entry.instance, entry.orgId);
      const perPo = await Promise.all(
        pos.map(async (po) =>
          (await findOpenReceipts(ctx, entry, { fromPo: po, toPo: po, limit: MAX_PO_LINES, offset: 0 }, company)).items.filter((r) => r.poNumber === po),
        ),
      );
      return { entry, company, receipts: perPo.flat() };
    }),
  );
  const withLines = found.filter((f) => f.receipts.length > 0);
  const byName = (list: CompanyMatch[]) => list.find((f) => sameName(doc.buyer.name, f.company));
  const match = byName(withLines) ?? withLines[0] ?? byName(found);
  if (!match) throw badRequest(INTAKE_MESSAGES.buyerUnknown(pos.join(', ')));
  return match;
}

const cmp = (a: string, b: string, scale: number) => {
  const d = toScaled(a, scale) - toScaled(b, scale);
  return d === 0n ? 0 : d > 0n ? 1 : -1;
};

/** The document's net price per unit: BT-146 over its base quantity (BT-149) when one is given. */
function unitPriceOf(line: IntakeLine): string {
  if (!line.baseQuantity || cmp(line.baseQuantity, '1', 6) === 0 || toScaled(line.baseQuantity, 6) === 0n) return line.unitPrice;
  const scaled = (toScaled(line.unitPrice, 6) * 1_000_000n) / toScaled(line.baseQuantity, 6);
  return fromScaled(scaled, 6).replace(/\.?0+$/, '');
}

/** Does an open receipt line carry what the document line bills: its PO, and its PO line (BT-132), else its item. */
function fits(line: IntakeLine, order: { po: string | null; poLine: string | null }, receipt: OpenReceipt): boolean {
  if (receipt.poNumber !== order.po) return false;
  if (order.poLine) return String(receipt.poLineNum) === order.poLine;
  const ids = [line.sellersItemId, line.buyersItemId].filter(Boolean);
  if (receipt.itemCode && ids.includes(receipt.itemCode)) return true;
  return sameName(line.itemName, receipt.itemDescription);
}

/** EN 16931's line rule (Peppol R120): the net amount is quantity × price within 0.02. */
const AMOUNT_SLACK = 2n;

export type LineMatch = { lines: IntakePrefillLine[]; mismatches: IntakeMismatch[] };

/**
 * Each document line on the open received lines of its PO: the receipt holding exactly its
 * quantity, else the oldest receipts of its PO line until its quantity is covered. A PO invoice
 * bills whole receipts at the PO price, so what differs is reported, line by line, for the
 * supplier to fix: nothing received, more than is open, less than a whole receipt, a price the
 * company's tolerance does not allow, an amount that is not quantity × price.
 */
export function matchLines(doc: IntakeDocument, receipts: OpenReceipt[], tolerances: MatchTolerances, currency: string): LineMatch {
  const free = [...receipts].sort((a, b) => a.transactionDate.localeCompare(b.transactionDate) || a.rcvTransactionId - b.rcvTransactionId);
  const used = new Set<number>();
  const lines: IntakePrefillLine[] = [];
  const mismatches: IntakeMismatch[] = [];
  // An unset price tolerance is none at all here: the saved invoice bills the PO price, so any difference is the supplier's to see.
  const priceTolerance: MatchTolerances = { ...NO_TOLERANCES, pricePct: tolerances.pricePct ?? '0' };
  for (const line of doc.lines) {
    const mismatch = (kind: IntakeMismatch['kind'], message: string, rcvTransactionId: number | null = null) =>
      mismatches.push({ documentLineId: line.id, rcvTransactionId, kind, message });
    const order = orderLineOf(doc, line);
    const po = order.po ?? '';
    const price = unitPriceOf(line);
    const expected = lineAmount(line.quantity, price);
    if ((toScaled(line.lineAmount) - toScaled(expected)) ** 2n > AMOUNT_SLACK ** 2n)
      mismatch('AMOUNT', INTAKE_MESSAGES.amount(line.id, line.lineAmount, expected));
    const candidates = free.filter((r) => !used.has(r.rcvTransactionId) && fits(line, order, r));
    if (!candidates.length) {
      mismatch('NOT_RECEIVED', order.poLine ? INTAKE_MESSAGES.notReceived(line.id, po, order.poLine) : INTAKE_MESSAGES.notReceivedItem(line.id, po));
      continue;
    }
    const exact = candidates.find((r) => cmp(r.quantityOpen, line.quantity, 3) === 0);
    const chosen: OpenReceipt[] = [];
    if (exact) chosen.push(exact);
    else {
      let covered = 0n;
      for (const r of candidates) {
        if (covered >= toScaled(line.quantity, 3)) break;
        chosen.push(r);
        covered += toScaled(r.quantityOpen, 3);
      }
    }
    const open = fromScaled(
      chosen.reduce((s, r) => s + toScaled(r.quantityOpen, 3), 0n),
      3,
    );
    const first = chosen[0]!;
    const quantityOrder = cmp(line.quantity, open, 3);
    if (quantityOrder > 0) mismatch('QUANTITY_ABOVE_OPEN', INTAKE_MESSAGES.quantityAboveOpen(line.id, line.quantity, open), first.rcvTransactionId);
    if (quantityOrder < 0) mismatch('QUANTITY_BELOW_OPEN', INTAKE_MESSAGES.quantityBelowOpen(line.id, line.quantity, open), first.rcvTransactionId);
    let remaining = toScaled(line.quantity, 3);
    for (const r of chosen) {
      used.add(r.rcvTransactionId);
      const share = remaining < toScaled(r.quantityOpen, 3) || r === chosen[chosen.length - 1] ? remaining : toScaled(r.quantityOpen, 3);
      remaining -= share;
      lines.push({
        rcvTransactionId: r.rcvTransactionId,
        documentLineId: line.id,
        poNumber: r.poNumber,
        poLineNum: r.poLineNum,
        quantity: fromScaled(share, 3),
        unitPrice: price,
        receipt: r,
      });
      const priceOrder = cmp(price, r.unitPrice, 6);
      if (priceOrder < 0) mismatch('PRICE', INTAKE_MESSAGES.priceBelow(line.id, price, r.unitPrice), r.rcvTransactionId);
      if (priceOrder > 0) {
        const breach = checkLineTolerances(
          {
            quantity: fromScaled(share, 3),
            unitPrice: price,
            poUnitPrice: r.unitPrice,
            orderedQuantity: r.quantityOpen,
            receivedQuantity: r.quantityOpen,
            alreadyBilledQuantity: '0',
            currency,
          },
          priceTolerance,
        ).find((b) => b.check === 'PRICE');
        if (breach) mismatch('PRICE', INTAKE_MESSAGES.priceOver(line.id, breach.message), r.rcvTransactionId);
      }
    }
  }
  return { lines, mismatches };
}
