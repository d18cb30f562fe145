import { fromScaled, percentOf, toScaled } from './money';

/**
 * PPh 23 withholding (income tax article 23), one rule for the server and the web form
 * (docs/decisions/027): 15 % of the gross on dividends, interest, royalties and prizes; 2 % on rent
 * of anything but land and buildings, and on services; twice the rate when the payee has no NPWP.
 */

/** The income a PPh 23 code withholds on; its base rate follows from it. */
export const PPH23_OBJECTS = {
  DIVIDENDS: { label: 'dividends', rate: '15' },
  INTEREST: { label: 'interest', rate: '15' },
  ROYALTIES: { label: 'royalties', rate: '15' },
  PRIZES: { label: 'prizes', rate: '15' },
  RENT: { label: 'rent other than land and buildings', rate: '2' },
  SERVICES: { label: 'services', rate: '2' },
  /** The ERP's generic "jasa dan sewa" code: services and rent share the 2 % rate. */
  SERVICES_AND_RENT: { label: 'services and rent', rate: '2' },
} as const;
export type Pph23Object = keyof typeof PPH23_OBJECTS;

/**
 * The ERP's withholding codes that are PPh 23, and what each withholds on. Only these codes get the
 * rule; PPh 4(2), 21 and 15 codes keep the ERP's rate. 'PPh 23 4%' is the ERP's own code for a
 * payee without NPWP: the same object, the rule doubles the rate from the payee's NPWP, not from
 * the code's name.
 */
export const PPH23_CODE_OBJECTS: Readonly<Record<string, Pph23Object>> = {
  'PPh 23 2%': 'SERVICES_AND_RENT',
  'PPh 23 4%': 'SERVICES_AND_RENT',
};

/** The PPh 23 object of an ERP withholding code, or null when the code is not PPh 23. */
export function pph23ObjectOf(code: string | null | undefined): Pph23Object | null {
  if (!code) return null;
  return Object.hasOwn(PPH23_CODE_OBJECTS, code) ? PPH23_CODE_OBJECTS[code]! : null;
}

export type Pph23Rate = {
  object: Pph23Object;
  /** The rate for a payee with an NPWP, percent. */
  baseRate: string;
  /** The rate applied, percent: the base rate, doubled without NPWP. */
  rate: string;
  doubled: boolean;
};

/** Rates are whole or decimal percents written without trailing zeros ("2", "15", "1.5"). */
function plainRate(scaled: bigint): string {
  return fromScaled(scaled, 4)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
}

/** The rate for an object: +100 % (twice the rate) when the payee has no NPWP. */
export function pph23Rate(object: Pph23Object, payeeHasNpwp: boolean): Pph23Rate {
  const base = toScaled(PPH23_OBJECTS[object].rate, 4);
  const applied = payeeHasNpwp ? base : base * 2n;
  return { object, baseRate: plainRate(base), rate: plainRate(applied), doubled: !payeeHasNpwp };
}

/** PPh 23 withheld from a DPP (gross, before PPN): rate % × DPP, exact, half-up to the cent. */
export function pph23Amount(dpp: string, object: Pph23Object, payeeHasNpwp: boolean): string {
  return percentOf(dpp, pph23Rate(object, payeeHasNpwp).rate);
}

/** "PPh 23 2 % — services (no NPWP: doubled to 4 %)": where the rate on the invoice comes from. */
export function pph23SourceText(rate: Pph23Rate): string {
  const head = `PPh 23 ${rate.baseRate} % — ${PPH23_OBJECTS[rate.object].label}`;
  return rate.doubled ? `${head} (no NPWP: doubled to ${rate.rate} %)` : head;
}

/**
 * The source text of a stored withholding line, from its code and the rate stored with it (the
 * rule's rate at saving time, so the text does not change when the NPWP is recorded later); null
 * for a code that is not PPh 23. A stored rate the rule would not give (a line saved before the
 * rule) is named as the ERP's rate.
 */
export function pph23SourceOfLine(code: string | null | undefined, storedRate: string | null | undefined): string | null {
  const object = pph23ObjectOf(code);
  if (!object) return null;
  const stored = toScaled(storedRate ?? '0', 4);
  for (const hasNpwp of [true, false]) {
    const rate = pph23Rate(object, hasNpwp);
    if (toScaled(rate.rate, 4) === stored) return pph23SourceText(rate);
  }
  return `PPh 23 ${plainRate(stored)} % — ${PPH23_OBJECTS[object].label} (the ERP's rate)`;
}

/**
 * The rate a non-PO line withholds at: the PPh 23 rule's for a PPh 23 code, else the ERP code's
 * own rate. The server stores this rate (correcting the code's nominal one) and the form previews
 * with it.
 */
export function withholdingRateFor(code: string | null, erpRate: string | null, payeeHasNpwp: boolean): string | null {
  const object = pph23ObjectOf(code);
  if (!object) return erpRate;
  // Written as the ERP writes rates on the form's options (two places), so both read alike.
  return fromScaled(toScaled(pph23Rate(object, payeeHasNpwp).rate, 2), 2);
}
