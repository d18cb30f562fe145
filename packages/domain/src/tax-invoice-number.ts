/**
 * Indonesian tax invoice numbers (Nomor Seri Faktur Pajak): the classic 16 digits
 * shown as 010.000-24.00000001 (transaction code 01–09, status 0/1, 3-digit prefix, 2-digit
 * year, 8-digit sequence) and Coretax's 17 digits (transaction code 01–10, 2-digit status,
 * 13-digit serial). Separators are accepted and dropped for uniqueness checks.
 */
export const TAX_NUMBER_MESSAGES = {
  /** The other supplier is not named: a supplier never sees another supplier's data. */
  usedByOtherSupplier: (no: string) => `Tax Invoice No ${no} is already used on another supplier's invoice: a faktur's VAT can be credited only once`,
} as const;

export type TaxInvoiceNumber = { digits: string; kind: 'classic' | 'coretax' };

export function parseTaxInvoiceNumber(input: string): TaxInvoiceNumber | null {
  const text = input.trim();
  if (!/^[0-9.\- ]+$/.test(text)) return null;
  const digits = text.replace(/[^0-9]/g, '');
  const code = Number(digits.slice(0, 2));
  if (digits.length === 16) {
    const status = digits[2];
    return code >= 1 && code <= 9 && (status === '0' || status === '1') ? { digits, kind: 'classic' } : null;
  }
  if (digits.length === 17) return code >= 1 && code <= 10 ? { digits, kind: 'coretax' } : null;
  return null;
}

/** 0100002400000001 → 010.000-24.00000001; Coretax numbers stay plain digits. */
export function formatTaxInvoiceNumber(digits: string): string {
  if (digits.length !== 16) return digits;
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}-${digits.slice(6, 8)}.${digits.slice(8)}`;
}

/** ISO date three calendar months after `iso` (day clamped to the month's end). */
function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * A tax invoice dated more than three months after the delivery is not valid for
 * crediting input VAT. Returns the earliest delivery it is late for, or null. A warning, not a
 * refusal: the supplier may still have reasons, and finance decides.
 */
export function lateTaxInvoiceDelivery(taxInvoiceDate: string | null | undefined, deliveryDates: readonly (string | null | undefined)[]): string | null {
  if (!taxInvoiceDate) return null;
  const earliest = deliveryDates.filter((d): d is string => !!d).sort()[0];
  if (!earliest) return null;
  return taxInvoiceDate.slice(0, 10) > addMonths(earliest, 3) ? earliest.slice(0, 10) : null;
}
