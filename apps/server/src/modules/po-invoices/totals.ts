import { floorToWholeRupiah, fromScaled, percentOf, sumMoney, toScaled, type InvoiceTotals } from '@faktura/domain';

export type PricedLine = { amount: string; vatRate: string };

/**
 * Server-side totals (issue 3, DESIGN §7/§9): DPP = Σ line amounts; PPN = Σ rate% × amount,
 * each rounded half-up to 2 places, the sum rounded down to whole rupiah for IDR;
 * PPh = PPh rate% × PPh value; Total = DPP + PPN − PPh (PPh is withheld by the buyer).
 */
export function computeTotals(lines: PricedLine[], currencyCode: string, pph: { value: string; rate: string } | null): InvoiceTotals & { lineTaxes: string[] } {
  const lineTaxes = lines.map((l) => percentOf(l.amount, l.vatRate));
  const dpp = sumMoney(lines.map((l) => l.amount));
  const rawPpn = sumMoney(lineTaxes);
  const ppn = currencyCode === 'IDR' ? floorToWholeRupiah(rawPpn) : rawPpn;
  const pphAmount = pph ? percentOf(pph.value, pph.rate) : '0.00';
  const total = fromScaled(toScaled(dpp) + toScaled(ppn) - toScaled(pphAmount));
  return { dpp, ppn, pph: pphAmount, total, lineTaxes };
}
