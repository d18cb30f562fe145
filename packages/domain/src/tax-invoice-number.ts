/**
 * Indonesian tax invoice numbers (Nomor Seri Faktur Pajak, DESIGN §9): the classic 16 digits
 * shown as 010.000-24.00000001 (transaction code 01–09, status 0/1, 3-digit prefix, 2-digit
 * year, 8-digit sequence) and Coretax's 17 digits (transaction code 01–10, 2-digit status,
 * 13-digit serial). Separators are accepted and dropped for uniqueness checks.
 */
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
