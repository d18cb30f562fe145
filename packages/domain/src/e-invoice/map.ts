import { formatDate } from '../format';
import { formatMoney, fromScaled, sumMoney, toScaled } from '../money';
import { npwp16, placeholderEndpoint, unitCodeOf } from './codes';
import type { EInvoice, EInvoiceLine, EInvoiceParty, EInvoiceVatBreakdown, VatCategory } from './model';

/**
 * A portal invoice or debit note → the EN 16931 model (docs/decisions/012-ubl-mapping.md).
 * Pure and exact: amounts stay decimal strings, every figure the rules check is computed here the
 * way they check it, so a file written from the model passes BR-CO-10..17 and the BR-S/Z/E rules.
 */

/** How a line's PPN is charged, as the portal knows it. */
export type PortalVat =
  /** A rate on the full DPP (11 %, 1.1 % deemed, 12 % luxury goods). */
  | { kind: 'standard'; rate: string }
  /**
   * A statutory rate on an "other base" (DPP nilai lain): 12 % × 11/12 of the DPP since 2025.
   * EN 16931 cannot state a rate on a base other than the line amounts, so the file states the
   * effective rate on the full DPP and names the statutory one in the note.
   */
  | { kind: 'other-base'; statutoryRate: string; baseNumerator: number; baseDenominator: number }
  | { kind: 'zero'; reason: string | null }
  | { kind: 'exempt'; reason: string };

export type PortalDocumentLine = {
  lineNo: number;
  description: string;
  itemCode: string | null;
  uom: string | null;
  quantity: string | null;
  unitPrice: string | null;
  amount: string;
  vat: PortalVat;
  poNumber: string | null;
  poLineNum: string | null;
};

export type PortalParty = {
  name: string;
  /** The supplier number or company code the ERP knows the party by. */
  identifier: string | null;
  /** NPWP as stored (15 or 16 digits, dotted or not; a 22-digit NITKU gives its NPWP). */
  npwp: string | null;
  address: string | null;
  email: string | null;
  /** Which placeholder electronic address the party gets: 1 seller, 2 buyer, and its ERP id. */
  endpointKey: { role: 1 | 2; id: number };
};

export type PortalDocument = {
  type: 'invoice' | 'credit-note';
  number: string;
  issueDate: string;
  dueDate: string | null;
  paymentTermName: string | null;
  currency: string;
  description: string | null;
  /** The portal's own reference (BT-10 when there is no PO). */
  reference: string | null;
  faktur: { number: string; date: string | null } | null;
  seller: PortalParty;
  buyer: PortalParty;
  /** PPh withheld by the buyer: not VAT, so stated in the note and payment terms only. */
  withholding: { code: string | null; amount: string } | null;
  /** The PPN the faktur states (whole rupiah for IDR); null when the portal keeps none. */
  statedTax: string | null;
  lines: PortalDocumentLine[];
};

/** Texts the export writes into the files (the note, payment terms, line notes). */
export const UBL_TEXTS = {
  faktur: (no: string, date: string | null) => `Faktur Pajak ${no}${date ? ` dated ${formatDate(date)}` : ''}`,
  fakturDocument: 'Faktur Pajak (Indonesian tax invoice)',
  otherBase: (statutory: string, num: number, den: number, effective: string) =>
    `PPN ${statutory}% on DPP nilai lain (${num}/${den} of the DPP), stated as ${effective}% of the full DPP`,
  withholding: (code: string | null, amount: string, currency: string) =>
    `PPh${code ? ` (${code})` : ''} ${formatMoney(amount)} ${currency} is withheld by the buyer; it is not VAT and does not reduce the taxable amount`,
  netTransfer: (amount: string, currency: string) => `Net transfer after PPh withholding: ${formatMoney(amount)} ${currency}`,
  rounding: (tax: string, currency: string) =>
    `PPN on the faktur: ${formatMoney(tax)} ${currency} (rounded down to whole rupiah); the difference is the rounding amount`,
  term: (name: string) => `Payment terms: ${name}`,
  noTerm: 'Payment terms: as agreed with the buyer',
  unit: (uom: string) => `Unit of measure: ${uom}`,
  amountNotQtyTimesPrice: (quantity: string, price: string) => `Billed amount differs from quantity ${quantity} × unit price ${price}`,
  noPpn: 'No PPN charged on this line',
  noSellerNpwp: 'Not subject to PPN in this file: the supplier has no NPWP on record, and PPN can only be stated with it',
  ppnNotStated: (tax: string, currency: string) => `PPN recorded by the portal but not stated here (no supplier NPWP): ${formatMoney(tax)} ${currency}`,
  exemptDefault: 'Exempt from PPN',
} as const;

function partyOf(p: PortalParty): EInvoiceParty {
  const npwp = npwp16(p.npwp);
  return {
    name: p.name,
    endpoint: placeholderEndpoint(p.endpointKey.role, p.endpointKey.id),
    // BR-CO-26 wants some seller identifier even without an NPWP: the ERP's own id is one.
    identifier: p.identifier?.trim() || String(p.endpointKey.id),
    vatId: npwp ? `ID${npwp}` : null,
    legalId: npwp,
    // The ERP keeps one address line; its last comma-separated part is the city.
    address: splitAddress(p.address),
    email: p.email,
  };
}

function splitAddress(address: string | null): EInvoiceParty['address'] {
  const text = (address ?? '').trim();
  if (!text) return { street: null, city: null, country: 'ID' };
  const cut = text.lastIndexOf(',');
  if (cut < 0) return { street: text, city: null, country: 'ID' };
  return { street: text.slice(0, cut).trim() || null, city: text.slice(cut + 1).trim() || null, country: 'ID' };
}

const RATE_SCALE = 4;

/** A percentage as the file states it: no trailing zeros ("11", "1.1"). */
export function plainPercent(rate: string): string {
  const fixed = fromScaled(toScaled(rate, RATE_SCALE), RATE_SCALE);
  return fixed.replace(/\.?0+$/, '') || '0';
}

/** The category and rate a line is stated with, and what the note must add. */
function vatOf(v: PortalVat, sellerHasNpwp: boolean): { category: VatCategory; percent: string | null; reason: string | null; remark: string | null } {
  // Every VAT category but O needs the seller's VAT identifier, and O cannot mix with another.
  if (!sellerHasNpwp) return { category: 'O', percent: null, reason: UBL_TEXTS.noSellerNpwp, remark: null };
  switch (v.kind) {
    case 'standard':
      return toScaled(v.rate, RATE_SCALE) === 0n
        ? { category: 'Z', percent: '0', reason: null, remark: null }
        : { category: 'S', percent: plainPercent(v.rate), reason: null, remark: null };
    case 'other-base': {
      const scaled = (toScaled(v.statutoryRate, RATE_SCALE) * BigInt(v.baseNumerator)) / BigInt(v.baseDenominator);
      const effective = plainPercent(fromScaled(scaled, RATE_SCALE));
      return {
        category: 'S',
        percent: effective,
        reason: null,
        remark: UBL_TEXTS.otherBase(plainPercent(v.statutoryRate), v.baseNumerator, v.baseDenominator, effective),
      };
    }
    case 'zero':
      return { category: 'Z', percent: '0', reason: null, remark: v.reason };
    case 'exempt':
      return { category: 'E', percent: '0', reason: v.reason.trim() || UBL_TEXTS.exemptDefault, remark: null };
  }
}

const QTY_SCALE = 3;
const plainQuantity = (q: bigint) => fromScaled(q, QTY_SCALE).replace(/\.?0+$/, '') || '0';
const plainPrice = (p: string) => fromScaled(toScaled(p, RATE_SCALE), RATE_SCALE).replace(/(\.\d\d)0+$/, '$1');

/**
 * Quantity, price and base quantity for a line. EN 16931 wants amount = quantity × price / base
 * quantity (Peppol: within 0.02) and a price that is never negative: a line priced as billed keeps
 * its quantity and price; one whose amount is not quantity × price (the portal shows it as
 * UNMATCH) states the amount as the price of its quantity; one with no quantity is one unit.
 */
function pricing(line: PortalDocumentLine): { quantity: string; price: string; baseQuantity: string | null; mismatch: boolean } {
  const amount = toScaled(line.amount);
  const negative = amount < 0n;
  const absAmount = fromScaled(negative ? -amount : amount);
  const qty = line.quantity === null ? 0n : toScaled(line.quantity, QTY_SCALE);
  const absQty = qty < 0n ? -qty : qty;
  if (absQty === 0n) return { quantity: negative ? '-1' : '1', price: absAmount, baseQuantity: null, mismatch: false };
  const signedQty = plainQuantity(negative ? -absQty : absQty);
  if (line.unitPrice !== null && toScaled(line.unitPrice, RATE_SCALE) >= 0n) {
    const product = absQty * toScaled(line.unitPrice, RATE_SCALE); // 7 places
    const rounded = (product * 2n + 100_000n) / 200_000n; // half-up to 2 places
    if (rounded === (negative ? -amount : amount)) return { quantity: signedQty, price: plainPrice(line.unitPrice), baseQuantity: null, mismatch: false };
  }
  return { quantity: signedQty, price: absAmount, baseQuantity: plainQuantity(absQty), mismatch: line.unitPrice !== null };
}

function lineOf(line: PortalDocumentLine, sellerHasNpwp: boolean): { line: EInvoiceLine; reason: string | null; remark: string | null } {
  const unit = unitCodeOf(line.uom);
  const p = pricing(line);
  const vat = vatOf(line.vat, sellerHasNpwp);
  const notes = [
    unit.known ? null : UBL_TEXTS.unit(line.uom ?? ''),
    p.mismatch ? UBL_TEXTS.amountNotQtyTimesPrice(line.quantity ?? '', line.unitPrice ?? '') : null,
  ].filter((n): n is string => n !== null);
  return {
    line: {
      id: String(line.lineNo),
      note: notes.length ? notes.join('; ') : null,
      quantity: p.quantity,
      unitCode: unit.code,
      lineAmount: fromScaled(toScaled(line.amount)),
      price: p.price,
      baseQuantity: p.baseQuantity,
      name: line.description.trim() || `Line ${line.lineNo}`,
      sellerItemId: line.itemCode?.trim() || null,
      order: line.poNumber && line.poLineNum ? { poNumber: line.poNumber, lineNumber: line.poLineNum } : null,
      vat: { category: vat.category, percent: vat.percent },
    },
    reason: vat.reason,
    remark: vat.remark,
  };
}

/**
 * The tax of a VAT group as the rules compute it: base × rate / 100 rounded to two places, halves
 * toward positive infinity (XPath round), which for the positive amounts of invoices is half-up.
 */
export function vatAmount(taxable: string, percent: string): string {
  const product = toScaled(taxable) * toScaled(percent, RATE_SCALE); // 6 places, percent
  const divisor = 100n * 10_000n;
  // floor(x + 1/2) in exact arithmetic.
  const doubled = product * 2n + divisor;
  const den = 2n * divisor;
  const floor = doubled >= 0n ? doubled / den : -((-doubled + den - 1n) / den);
  return fromScaled(floor);
}

function breakdownOf(lines: Array<{ line: EInvoiceLine; reason: string | null }>): EInvoiceVatBreakdown[] {
  const groups = new Map<string, { category: VatCategory; percent: string | null; amounts: string[]; reasons: string[] }>();
  for (const { line, reason } of lines) {
    const key = `${line.vat.category}|${line.vat.percent ?? ''}`;
    const group = groups.get(key) ?? { category: line.vat.category, percent: line.vat.percent, amounts: [], reasons: [] };
    group.amounts.push(line.lineAmount);
    if (reason && !group.reasons.includes(reason)) group.reasons.push(reason);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => {
    const taxableAmount = sumMoney(g.amounts);
    return {
      category: g.category,
      percent: g.percent,
      taxableAmount,
      taxAmount: g.category === 'S' && g.percent !== null ? vatAmount(taxableAmount, g.percent) : '0.00',
      exemptionReason: g.category === 'E' || g.category === 'O' ? g.reasons.join('; ') || UBL_TEXTS.exemptDefault : null,
    };
  });
}

/** The portal invoice or debit note as an EN 16931 invoice or credit note. */
export function toEInvoice(doc: PortalDocument): EInvoice {
  const sellerHasNpwp = npwp16(doc.seller.npwp) !== null;
  const mapped = doc.lines.map((l) => lineOf(l, sellerHasNpwp));
  // Without a supplier NPWP no PPN is stated, so the faktur's PPN is named in the note instead of reconciled.
  const statedTax = sellerHasNpwp ? doc.statedTax : null;
  const unstatedTax = !sellerHasNpwp && doc.statedTax !== null && toScaled(doc.statedTax) !== 0n ? doc.statedTax : null;
  const vatBreakdown = breakdownOf(mapped);
  const lineExtension = sumMoney(mapped.map((m) => m.line.lineAmount));
  const taxTotal = sumMoney(vatBreakdown.map((b) => b.taxAmount));
  const taxInclusive = sumMoney([lineExtension, taxTotal]);
  // The faktur's PPN is rounded down to whole rupiah; the standard's is per group to the cent.
  const roundingScaled = statedTax === null ? 0n : toScaled(lineExtension) + toScaled(statedTax) - toScaled(taxInclusive);
  const rounding = roundingScaled === 0n ? null : fromScaled(roundingScaled);
  const payable = fromScaled(toScaled(taxInclusive) + roundingScaled);

  const poNumbers = [...new Set(doc.lines.map((l) => l.poNumber).filter((n): n is string => !!n))];
  const withholding = doc.withholding && toScaled(doc.withholding.amount) !== 0n ? doc.withholding : null;
  const remarks = [...new Set(mapped.map((m) => m.remark).filter((r): r is string => r !== null))];
  const noteParts = [
    doc.description?.trim() || null,
    doc.faktur ? UBL_TEXTS.faktur(doc.faktur.number, doc.faktur.date) : null,
    ...remarks,
    rounding !== null && statedTax !== null ? UBL_TEXTS.rounding(statedTax, doc.currency) : null,
    unstatedTax ? UBL_TEXTS.ppnNotStated(unstatedTax, doc.currency) : null,
    withholding ? UBL_TEXTS.withholding(withholding.code, withholding.amount, doc.currency) : null,
  ].filter((n): n is string => !!n);
  const termsParts = [
    doc.paymentTermName ? UBL_TEXTS.term(doc.paymentTermName) : UBL_TEXTS.noTerm,
    withholding ? UBL_TEXTS.netTransfer(fromScaled(toScaled(payable) - toScaled(withholding.amount)), doc.currency) : null,
  ].filter((n): n is string => !!n);

  return {
    type: doc.type,
    id: doc.number,
    issueDate: doc.issueDate,
    dueDate: doc.dueDate,
    currency: doc.currency,
    note: noteParts.length ? noteParts.join('\n') : null,
    // One PO: the order reference; none or several: the buyer reference names them (Peppol wants one of the two).
    buyerReference: poNumbers.length === 1 ? null : poNumbers.length ? poNumbers.join(', ') : doc.reference?.trim() || doc.number,
    orderReference: poNumbers.length === 1 ? poNumbers[0]! : null,
    supportingDocuments: doc.faktur ? [{ id: doc.faktur.number, description: UBL_TEXTS.fakturDocument }] : [],
    seller: partyOf(doc.seller),
    // O forbids the buyer's VAT identifier too; its NPWP stays as the legal registration.
    buyer: sellerHasNpwp ? partyOf(doc.buyer) : { ...partyOf(doc.buyer), vatId: null },
    paymentTerms: termsParts.join('\n'),
    lines: mapped.map((m) => m.line),
    vatBreakdown,
    totals: { lineExtension, taxExclusive: lineExtension, taxTotal, taxInclusive, rounding, payable },
  };
}
