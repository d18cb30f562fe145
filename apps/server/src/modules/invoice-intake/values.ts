import { INTAKE_LIMITS, INTAKE_MESSAGES, parseTaxInvoiceNumber } from '@faktura/domain';
import { badRequest } from '../../lib/errors';

/**
 * Decimals from a file are kept as the file wrote them (sign and leading zeros tidied), so no
 * amount passes through a float; one with a sign, exponent or grouping is refused, naming it.
 */
export function decimal(element: string, value: string | null): string {
  if (value === null) throw badRequest(INTAKE_MESSAGES.missing(element));
  const match = /^([+-]?)(\d*)(\.\d+)?$/.exec(value.trim());
  if (!match || (match[2] === '' && !match[3]) || value.trim().length > 40) throw badRequest(INTAKE_MESSAGES.notDecimal(element, value));
  const whole = match[2]!.replace(/^0+/, '') || '0';
  const text = `${whole}${match[3] ?? ''}`;
  return match[1] === '-' && /[1-9]/.test(text) ? `-${text}` : text;
}

export function optionalDecimal(element: string, value: string | null): string | null {
  return value === null ? null : decimal(element, value);
}

/** An ISO date (YYYY-MM-DD, as UBL writes it) that exists on the calendar. */
export function isoDate(element: string, value: string | null): string | null {
  if (value === null) return null;
  const text = value.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) throw badRequest(INTAKE_MESSAGES.notDate(element, value));
  const d = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== text) throw badRequest(INTAKE_MESSAGES.notDate(element, value));
  return text;
}

/** A CII date: format 102 (YYYYMMDD), the only one EN 16931 allows. */
export function ciiDate(element: string, value: string | null): string | null {
  if (value === null) return null;
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value.trim());
  if (!m) throw badRequest(INTAKE_MESSAGES.notDate(element, value));
  return isoDate(element, `${m[1]}-${m[2]}-${m[3]}`);
}

export function checkLineCount(count: number) {
  if (count === 0) throw badRequest(INTAKE_MESSAGES.missing('invoice line (BG-25)'));
  if (count > INTAKE_LIMITS.lines) throw badRequest(INTAKE_MESSAGES.tooManyLines(INTAKE_LIMITS.lines));
}

/**
 * A referenced document that is the Indonesian tax invoice: its number reads as a faktur number
 * and the reference says so (a description or type naming the faktur / tax invoice).
 */
export function isTaxInvoiceReference(id: string | null, ...labels: Array<string | null>): boolean {
  if (!id || !parseTaxInvoiceNumber(id)) return false;
  return labels.some((l) => l !== null && /faktur|tax invoice|efaktur|e-faktur/i.test(l));
}
