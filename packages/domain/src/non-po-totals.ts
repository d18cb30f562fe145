import { floorToWholeRupiah, fromScaled, percentOf, sumMoney, toScaled } from './money';

/** What a non-PO line contributes to the totals: its amount and the rates of its VAT and WHT codes. */
export type NonPoPricedLine = { amount: string; vatCode: string | null; vatRate: string | null; whtCode: string | null; whtRate: string | null };
/** One tax code's share: the lines' amounts under it (base) and the tax on them. */
export type TaxGroup = { code: string; rate: string; base: string; amount: string };
export type NonPoTotals = {
  totalLine: string;
  ppn: TaxGroup[];
  totalPpn: string;
  wht: TaxGroup[];
  totalWht: string;
  totalInvoice: string;
  /** Per line, in order: its PPN and its WHT (what the server stores on the line). */
  lineTaxes: string[];
  lineWht: string[];
};

/** Said under Total PPn when it is less than the PPN per code above it (decision 007). */
export const PPN_ROUNDED_DOWN_NOTE = 'Rounded down to whole rupiah';

/**
 * The note for Total PPn, or null when Total PPn equals the sum of the per-code PPN shown above it
 * (nothing to explain): two different PPN figures on one panel must say why they differ.
 */
export function totalPpnNote(totals: Pick<NonPoTotals, 'ppn' | 'totalPpn'>): string | null {
  const shown = sumMoney(totals.ppn.map((g) => g.amount));
  return toScaled(shown) === toScaled(totals.totalPpn) ? null : PPN_ROUNDED_DOWN_NOTE;
}

/** An amount as a form holds it; one not typed yet (or not a number) counts as zero, so a half-filled form still shows totals. */
function amountOf(value: string): string {
  try {
    return fromScaled(toScaled(value));
  } catch {
    return '0.00';
  }
}

/** Rates are shown as the ERP states them: percent with two places ("11.00"). */
const RATE_SCALE = 2;

function groupBy(lines: readonly { code: string | null; rate: string | null; amount: string; tax: string }[]): TaxGroup[] {
  const groups = new Map<string, { code: string; rate: string; bases: string[]; taxes: string[] }>();
  for (const l of lines) {
    if (!l.code) continue;
    const rate = fromScaled(toScaled(l.rate ?? '0', RATE_SCALE), RATE_SCALE);
    const key = `${l.code}\u0000${rate}`;
    const group = groups.get(key) ?? { code: l.code, rate, bases: [], taxes: [] };
    group.bases.push(l.amount);
    group.taxes.push(l.tax);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({ code: g.code, rate: g.rate, base: sumMoney(g.bases), amount: sumMoney(g.taxes) }));
}

/**
 * Non-PO invoice totals (docs/decisions/007): Total Line = Σ
 * line amounts; each line's PPN = its VAT code's rate% × amount and its WHT = its WHT code's rate%
 * × amount, rounded half-up to 2 places per line; PPN and WHT are shown per code and rate; Total
 * PPn = Σ line PPN, rounded down to whole rupiah for IDR (as on PO invoices); Total Invoice =
 * Total Line + Total PPn (the spec's "total = invoice + tax": WHT is withheld when finance pays,
 * it is shown, not subtracted). Exact decimals throughout. The server stores what this returns;
 * the create and edit screens preview with the same function, so they agree to the cent.
 */
export function computeNonPoTotals(lines: readonly NonPoPricedLine[], currencyCode: string): NonPoTotals {
  const amounts = lines.map((l) => amountOf(l.amount));
  const lineTaxes = lines.map((l, i) => (l.vatCode ? percentOf(amounts[i]!, l.vatRate ?? '0') : '0.00'));
  const lineWht = lines.map((l, i) => (l.whtCode ? percentOf(amounts[i]!, l.whtRate ?? '0') : '0.00'));
  const totalLine = sumMoney(amounts);
  const rawPpn = sumMoney(lineTaxes);
  const totalPpn = currencyCode === 'IDR' ? floorToWholeRupiah(rawPpn) : rawPpn;
  return {
    totalLine,
    ppn: groupBy(lines.map((l, i) => ({ code: l.vatCode, rate: l.vatRate, amount: amounts[i]!, tax: lineTaxes[i]! }))),
    totalPpn,
    wht: groupBy(lines.map((l, i) => ({ code: l.whtCode, rate: l.whtRate, amount: amounts[i]!, tax: lineWht[i]! }))),
    totalWht: sumMoney(lineWht),
    totalInvoice: fromScaled(toScaled(totalLine) + toScaled(totalPpn)),
    lineTaxes,
    lineWht,
  };
}
