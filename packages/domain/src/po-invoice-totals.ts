import { floorToWholeRupiah, fromScaled, percentOf, sumMoney, toScaled } from './money';

export type PricedLine = { amount: string; vatRate: string };
export type PoInvoiceTotals = { dpp: string; ppn: string; pph: string; total: string; lineTaxes: string[] };

/**
 * PO invoice totals (docs/decisions/004): DPP = Σ line amounts; PPN = Σ rate% × amount, each
 * rounded half-up to 2 places, the sum rounded down to whole rupiah for IDR; PPh = PPh rate% ×
 * PPh value; Total = DPP + PPN − PPh (PPh is withheld by the buyer). The server computes the
 * figures it stores with this; the web previews with the same function.
 */
export function computePoInvoiceTotals(lines: readonly PricedLine[], currencyCode: string, pph: { value: string; rate: string } | null): PoInvoiceTotals {
  const lineTaxes = lines.map((l) => percentOf(l.amount, l.vatRate));
  const dpp = sumMoney(lines.map((l) => l.amount));
  const rawPpn = sumMoney(lineTaxes);
  const ppn = currencyCode === 'IDR' ? floorToWholeRupiah(rawPpn) : rawPpn;
  const pphAmount = pph ? percentOf(pph.value, pph.rate) : '0.00';
  const total = fromScaled(toScaled(dpp) + toScaled(ppn) - toScaled(pphAmount));
  return { dpp, ppn, pph: pphAmount, total, lineTaxes };
}
