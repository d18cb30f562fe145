import type { Language } from './i18n/languages';

/** Month abbreviations as dates show them (DD-MMM-YYYY). */
export const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;

/** Indonesian month abbreviations, as Indonesian business documents write them. */
export const MONTHS_ID = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'] as const;

const monthsOf = (language: Language) => (language === 'id' ? MONTHS_ID : MONTHS);

/** Dates display as DD-MMM-YYYY, the month in the reader's language. Accepts an ISO date or timestamp; keeps the calendar date. */
export function formatDate(value: string | Date | null | undefined, language: Language = 'en'): string {
  if (!value) return '';
  const iso = value instanceof Date ? value.toISOString() : value;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return '';
  return `${match[3]}-${monthsOf(language)[Number(match[2]) - 1]}-${match[1]}`;
}

/** A period displays as MMMYYYY. */
export function formatPeriod(value: string | null | undefined, language: Language = 'en'): string {
  const match = value ? /^(\d{4})-(\d{2})/.exec(value) : null;
  return match ? `${monthsOf(language)[Number(match[2]) - 1]}${match[1]}` : '';
}

/** The timestamp in generated file names, DDMMYYYYHHmmss. */
export function fileTimestamp(at: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(at.getDate())}${p(at.getMonth() + 1)}${at.getFullYear()}${p(at.getHours())}${p(at.getMinutes())}${p(at.getSeconds())}`;
}
