/**
 * Indonesian tax identities as Coretax (2025+) writes them (docs/indonesian-tax.md):
 * - NPWP: 16 digits. Individuals use their NIK; an entity's is `0` followed by its legacy
 *   15-digit NPWP, so a legacy NPWP (15 digits, often printed 01.234.567.8-901.000) is accepted
 *   and converted.
 * - NITKU (place of business): 22 digits, the 16-digit NPWP followed by a 6-digit number,
 *   000000 for the head office.
 * Both are stored as digits only and shown in their printed form.
 */
export const TAX_IDENTITY_MESSAGES = {
  npwpShape: 'NPWP must be 16 digits (a legacy 15-digit NPWP is converted by adding a leading 0).',
  nitkuShape: 'NITKU must be 22 digits: the 16-digit NPWP followed by the 6-digit place of business (000000 for the head office).',
  nitkuNotOfNpwp: 'NITKU must begin with the NPWP it belongs to.',
} as const;

/** Separators people type or print between the digits. */
const SEPARATORS = /[\s.\-/]/g;

function digitsOf(value: string): string | null {
  const compact = value.replace(SEPARATORS, '');
  return /^\d+$/.test(compact) ? compact : null;
}

/** The 16-digit NPWP for what was typed (16 digits, or a legacy 15 converted), or null when it has neither shape. */
export function normalizeNpwp(value: string): string | null {
  const digits = digitsOf(value);
  if (digits === null) return null;
  if (digits.length === 16) return digits;
  if (digits.length === 15) return `0${digits}`;
  return null;
}

/** The 22-digit NITKU for what was typed, or null when it is not 22 digits. */
export function normalizeNitku(value: string): string | null {
  const digits = digitsOf(value);
  return digits !== null && digits.length === 22 ? digits : null;
}

/** The head office's NITKU of an NPWP (place of business 000000). */
export function headOfficeNitku(npwp16: string): string {
  return `${npwp16}000000`;
}

/** Whether two NPWPs are the same taxpayer, whichever shape (15 or 16 digits, printed or not) each was written in. */
export function sameNpwp(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const left = normalizeNpwp(a);
  return left !== null && left === normalizeNpwp(b);
}

/** 0123456789012345 → 0123.4567.8901.2345 (Coretax prints the 16 digits in groups of four). */
export function formatNpwp(npwp16: string): string {
  return npwp16.length === 16 ? npwp16.replace(/(\d{4})(\d{4})(\d{4})(\d{4})/, '$1.$2.$3.$4') : npwp16;
}

/** The NPWP's groups and the place of business after a space: 0123.4567.8901.2345 000000. */
export function formatNitku(nitku22: string): string {
  return nitku22.length === 22 ? `${formatNpwp(nitku22.slice(0, 16))} ${nitku22.slice(16)}` : nitku22;
}
