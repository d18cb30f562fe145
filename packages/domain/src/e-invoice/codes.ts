/** Code lists and identifiers the EN 16931 mapping needs for Indonesian parties and ERP units. */

/** The units the ERP uses → UN/ECE Recommendation 20 (and 21 with an X prefix). */
const UNIT_CODES: Record<string, string> = {
  KG: 'KGM',
  KGM: 'KGM',
  G: 'GRM',
  GR: 'GRM',
  TON: 'TNE',
  LTR: 'LTR',
  L: 'LTR',
  LITER: 'LTR',
  M: 'MTR',
  MTR: 'MTR',
  M2: 'MTK',
  M3: 'MTQ',
  PCS: 'H87',
  PC: 'H87',
  EA: 'EA',
  EACH: 'EA',
  UNIT: 'C62',
  SET: 'SET',
  BOX: 'XBX',
  PACK: 'XPK',
  PAIL: 'XPL',
  DRUM: 'XDR',
  BAG: 'XBG',
  ROLL: 'XRO',
  HOUR: 'HUR',
  JAM: 'HUR',
  DAY: 'DAY',
  HARI: 'DAY',
  MONTH: 'MON',
  BULAN: 'MON',
  LOT: 'LO',
  TRIP: 'E54',
};

/** UN/ECE code for a portal unit; "one" (C62) for an unknown one, whose name goes into the line note. */
export function unitCodeOf(uom: string | null): { code: string; known: boolean } {
  const key = (uom ?? '').trim().toUpperCase();
  if (!key) return { code: 'C62', known: true };
  const code = UNIT_CODES[key];
  return code ? { code, known: true } : { code: 'C62', known: false };
}

/** The 16-digit NPWP in a stored one: 15 legacy digits get the leading 0, a 22-digit NITKU gives its first 16. */
export function npwp16(stored: string | null): string | null {
  const digits = (stored ?? '').replace(/\D/g, '');
  if (digits.length === 15) return `0${digits}`;
  if (digits.length === 16) return digits;
  if (digits.length === 22) return digits.slice(0, 16);
  return null;
}

/** GS1 check digit of the 12 digits before it (weights 3, 1 from the right). */
export function gs1CheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return String((10 - (sum % 10)) % 10);
}

/**
 * A placeholder electronic address: Indonesia has no EAS scheme, so the party gets a GLN (0088)
 * from GS1's restricted-circulation range (prefix 02, for use inside a company), made of its role
 * and ERP id — plainly not a registered GLN; a party's real Peppol id replaces it once it has one.
 */
export function placeholderEndpoint(role: 1 | 2, id: number): { scheme: string; id: string } {
  const body = `02${role}${String(Math.abs(Math.trunc(id)) % 1_000_000_000).padStart(9, '0')}`;
  return { scheme: '0088', id: `${body}${gs1CheckDigit(body)}` };
}
