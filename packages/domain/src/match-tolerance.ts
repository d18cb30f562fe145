import { formatMoney } from './money';

/**
 * PO match tolerances per company, after Oracle's AP_TOLERANCE_TEMPLATES (PRICE_TOLERANCE,
 * QUANTITY_TOLERANCE, QTY_RECEIVED_TOLERANCE): how far a PO invoice line may go above its PO
 * line before finance should look twice. A breach is a warning shown to the supplier before
 * saving and to finance before submitting to the ERP; it never blocks (finance decides).
 *
 * All arithmetic is exact: every decimal string becomes a bigint at a fixed scale, the limit
 * and the amount over are computed as fractions of bigints, and rounding happens once, at the end.
 */

/** Percentages as decimal strings ("2", "2.5", "0.125"); null means that check is not made. */
export type MatchTolerances = { pricePct: string | null; quantityPct: string | null; qtyReceivedPct: string | null };

export const NO_TOLERANCES: MatchTolerances = { pricePct: null, quantityPct: null, qtyReceivedPct: null };

/**
 * One PO invoice line as the checks need it: what the invoice bills (quantity at unitPrice) and
 * its PO line (price, ordered, received, and what earlier invoices already billed of it).
 */
export type ToleranceLine = {
  quantity: string;
  unitPrice: string;
  poUnitPrice: string;
  orderedQuantity: string;
  receivedQuantity: string;
  alreadyBilledQuantity: string;
  currency: string;
};

export type ToleranceCheck = 'PRICE' | 'QUANTITY_ORDERED' | 'QUANTITY_RECEIVED';

export type ToleranceBreach = {
  check: ToleranceCheck;
  /** The tolerance as set, normalised to at least two decimals ("2.00", "0.125"). */
  limitPct: string;
  /**
   * How far above the base the line is, in percent, two decimals rounded up (so a breach never
   * reads as equal to its limit); null when the base is zero (nothing ordered, received, or a free PO line).
   */
  actualPct: string | null;
  /** The money above the limit, exact, rounded half-up to two places. */
  amountOver: string;
  message: string;
};

const formatPct = (pct: string) => `${pct}%`;

export const MATCH_TOLERANCE_MESSAGES = {
  priceOver: (actualPct: string | null, limitPct: string, currency: string, amountOver: string) =>
    actualPct === null
      ? `Price above a PO price of zero (tolerance ${formatPct(limitPct)}): ${currency} ${formatMoney(amountOver)} over`
      : `Price ${formatPct(actualPct)} above the PO price (tolerance ${formatPct(limitPct)}): ${currency} ${formatMoney(amountOver)} over`,
  quantityOrderedOver: (actualPct: string | null, limitPct: string, currency: string, amountOver: string) =>
    actualPct === null
      ? `Quantity billed on a PO line with nothing ordered (tolerance ${formatPct(limitPct)}): ${currency} ${formatMoney(amountOver)} over`
      : `Quantity billed ${formatPct(actualPct)} above the ordered quantity (tolerance ${formatPct(limitPct)}): ${currency} ${formatMoney(amountOver)} over`,
  quantityReceivedOver: (actualPct: string | null, limitPct: string, currency: string, amountOver: string) =>
    actualPct === null
      ? `Quantity billed with nothing received (tolerance ${formatPct(limitPct)}): ${currency} ${formatMoney(amountOver)} over`
      : `Quantity billed ${formatPct(actualPct)} above the received quantity (tolerance ${formatPct(limitPct)}): ${currency} ${formatMoney(amountOver)} over`,
} as const;

/** Inputs are read at this many decimals: more than any price or quantity the portal stores. */
const SCALE = 8;
const ONE = 10n ** BigInt(SCALE);
/** Percentages are read at this many decimals (the setting allows three). */
const PCT_SCALE = 6;
const HUNDRED_PCT = 100n * 10n ** BigInt(PCT_SCALE);

class NotADecimal extends Error {}

/** Decimal string → bigint at `scale`, digits beyond it rounded half-up (far below a cent). */
function parse(value: string, scale: number): bigint {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new NotADecimal(value);
  const fraction = match[3] ?? '';
  let scaled = BigInt(match[2] || '0') * 10n ** BigInt(scale) + BigInt(fraction.slice(0, scale).padEnd(scale, '0') || '0');
  if ((fraction.charCodeAt(scale) || 0) >= 53 /* '5' */) scaled += 1n;
  return match[1] === '-' ? -scaled : scaled;
}

/** n / d rounded half-up to two places, as a decimal string (n, d ≥ 0 for our callers). */
function toTwoPlaces(n: bigint, d: bigint): string {
  const cents = (n * 100n * 2n + d) / (2n * d);
  return centsToString(cents);
}

/** n / d rounded up to two places. */
function ceilTwoPlaces(n: bigint, d: bigint): string {
  const cents = (n * 100n + d - 1n) / d;
  return centsToString(cents);
}

function centsToString(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** "2" → "2.00", "0.125" → "0.125", "1.500" → "1.50": the tolerance as finance set it. */
export function formatTolerancePct(value: string): string {
  const scaled = parse(value, PCT_SCALE);
  const whole = scaled / 10n ** BigInt(PCT_SCALE);
  const fraction = (scaled % 10n ** BigInt(PCT_SCALE)).toString().padStart(PCT_SCALE, '0').replace(/0+$/, '');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

function isSet(pct: string | null): pct is string {
  return pct !== null && pct.trim() !== '';
}

/**
 * The price check: the invoice unit price may exceed the PO price by at most pct %.
 * Over = (unitPrice − poUnitPrice × (1 + pct/100)) × quantity.
 */
function checkPrice(line: ToleranceLine, pctText: string): ToleranceBreach | null {
  const unit = parse(line.unitPrice, SCALE);
  const po = parse(line.poUnitPrice, SCALE);
  const qty = parse(line.quantity, SCALE);
  const pct = parse(pctText, PCT_SCALE);
  // Limit price × HUNDRED_PCT, kept as an integer so the comparison is exact.
  const limitTimesBase = po * (HUNDRED_PCT + pct);
  const unitTimesBase = unit * HUNDRED_PCT;
  if (unitTimesBase <= limitTimesBase) return null;
  // (unit − limit) × qty, both at SCALE, over HUNDRED_PCT: money = numerator / (HUNDRED_PCT × ONE × ONE).
  const overNumerator = (unitTimesBase - limitTimesBase) * (qty < 0n ? -qty : qty);
  const amountOver = toTwoPlaces(overNumerator, HUNDRED_PCT * ONE * ONE);
  const actualPct = po > 0n ? ceilTwoPlaces((unit - po) * 100n, po) : null;
  const limitPct = formatTolerancePct(pctText);
  return {
    check: 'PRICE',
    limitPct,
    actualPct,
    amountOver,
    message: MATCH_TOLERANCE_MESSAGES.priceOver(actualPct, limitPct, line.currency, amountOver),
  };
}

/**
 * A quantity check: everything billed on the PO line (earlier invoices and this one) may exceed
 * the base (ordered, or received) by at most pct %. Over = the part of this line's quantity above
 * the limit (never more than the line's own quantity) × the invoice unit price.
 */
function checkQuantity(line: ToleranceLine, pctText: string, base: string, check: 'QUANTITY_ORDERED' | 'QUANTITY_RECEIVED'): ToleranceBreach | null {
  const qty = parse(line.quantity, SCALE);
  const billed = parse(line.alreadyBilledQuantity, SCALE) + qty;
  const baseQty = parse(base, SCALE);
  const pct = parse(pctText, PCT_SCALE);
  const limitTimesBase = baseQty * (HUNDRED_PCT + pct);
  const billedTimesBase = billed * HUNDRED_PCT;
  if (billedTimesBase <= limitTimesBase) return null;
  const excessTimesBase = billedTimesBase - limitTimesBase;
  const qtyTimesBase = qty * HUNDRED_PCT;
  const overQtyTimesBase = excessTimesBase < qtyTimesBase ? excessTimesBase : qtyTimesBase;
  const unit = parse(line.unitPrice, SCALE);
  const overNumerator = overQtyTimesBase * (unit < 0n ? -unit : unit);
  const amountOver = toTwoPlaces(overNumerator < 0n ? 0n : overNumerator, HUNDRED_PCT * ONE * ONE);
  const actualPct = baseQty > 0n ? ceilTwoPlaces((billed - baseQty) * 100n, baseQty) : null;
  const limitPct = formatTolerancePct(pctText);
  const message =
    check === 'QUANTITY_ORDERED'
      ? MATCH_TOLERANCE_MESSAGES.quantityOrderedOver(actualPct, limitPct, line.currency, amountOver)
      : MATCH_TOLERANCE_MESSAGES.quantityReceivedOver(actualPct, limitPct, line.currency, amountOver);
  return { check, limitPct, actualPct, amountOver, message };
}

/**
 * The breaches of one PO invoice line, in the order price, quantity ordered, quantity received;
 * empty when the line is within every tolerance that is set. Exactly at the limit is inside.
 * A line whose numbers are not decimals (a form still being typed) has no breaches: its own
 * validation says what is wrong with it.
 */
export function checkLineTolerances(line: ToleranceLine, tolerances: MatchTolerances): ToleranceBreach[] {
  try {
    return breachesOf(line, tolerances);
  } catch (error) {
    if (error instanceof NotADecimal) return [];
    throw error;
  }
}

function breachesOf(line: ToleranceLine, tolerances: MatchTolerances): ToleranceBreach[] {
  const breaches: ToleranceBreach[] = [];
  if (isSet(tolerances.pricePct)) {
    const breach = checkPrice(line, tolerances.pricePct);
    if (breach) breaches.push(breach);
  }
  if (isSet(tolerances.quantityPct)) {
    const breach = checkQuantity(line, tolerances.quantityPct, line.orderedQuantity, 'QUANTITY_ORDERED');
    if (breach) breaches.push(breach);
  }
  if (isSet(tolerances.qtyReceivedPct)) {
    const breach = checkQuantity(line, tolerances.qtyReceivedPct, line.receivedQuantity, 'QUANTITY_RECEIVED');
    if (breach) breaches.push(breach);
  }
  return breaches;
}

/** Whether any tolerance is set at all (no check is made when none is). */
export function hasTolerances(tolerances: MatchTolerances): boolean {
  return isSet(tolerances.pricePct) || isSet(tolerances.quantityPct) || isSet(tolerances.qtyReceivedPct);
}

/** A receipt line's PO line as the checks see it (see toleranceBasisLineSchema). */
export type ToleranceBasisFacts = Omit<ToleranceLine, 'quantity' | 'unitPrice'> & { rcvTransactionId: number; poLineId: number };

/**
 * The invoice's chosen receipt lines (in form order, with what each bills) checked against their
 * PO lines: lines on the same PO line count the earlier ones as already billed, so the part over
 * the limit falls on the later line. Lines without a basis (not found) are left out.
 */
export function checkInvoiceLines(
  lines: Array<{ rcvTransactionId: number; quantity: string; unitPrice: string }>,
  basis: { tolerances: MatchTolerances; lines: ToleranceBasisFacts[] },
): Array<{ rcvTransactionId: number; breaches: ToleranceBreach[] }> {
  const byId = new Map(basis.lines.map((b) => [b.rcvTransactionId, b]));
  const billedSoFar = new Map<number, bigint>();
  const result: Array<{ rcvTransactionId: number; breaches: ToleranceBreach[] }> = [];
  for (const line of lines) {
    const b = byId.get(line.rcvTransactionId);
    if (!b) continue;
    const earlier = billedSoFar.get(b.poLineId) ?? 0n;
    let quantity: bigint;
    try {
      quantity = parse(line.quantity, SCALE);
    } catch {
      quantity = 0n;
    }
    billedSoFar.set(b.poLineId, earlier + quantity);
    const alreadyBilled = parseOrZero(b.alreadyBilledQuantity) + earlier;
    const breaches = checkLineTolerances(
      {
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        poUnitPrice: b.poUnitPrice,
        orderedQuantity: b.orderedQuantity,
        receivedQuantity: b.receivedQuantity,
        alreadyBilledQuantity: scaledToString(alreadyBilled),
        currency: b.currency,
      },
      basis.tolerances,
    );
    result.push({ rcvTransactionId: line.rcvTransactionId, breaches });
  }
  return result;
}

function parseOrZero(value: string): bigint {
  try {
    return parse(value, SCALE);
  } catch {
    return 0n;
  }
}

function scaledToString(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? '-' : ''}${abs / ONE}.${(abs % ONE).toString().padStart(SCALE, '0')}`;
}
