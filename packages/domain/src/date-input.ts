import { formatDate, MONTHS, MONTHS_ID } from './format';

/**
 * The dates the portal takes, from any client: wide enough for any invoice, contract or audit
 * filter, narrow enough that day arithmetic, ISO text (4-digit years) and every database column
 * hold them — a filter up to 31-DEC-9999 used to reach the database as year 10000.
 */
export const DATE_RANGE = { min: '1900-01-01', max: '2999-12-31' } as const;

/** An ISO calendar date (YYYY-MM-DD) inside DATE_RANGE; ISO text of 4-digit years sorts as the dates do. */
export const isDateInRange = (iso: string) => /^\d{4}-\d{2}-\d{2}$/.test(iso) && iso >= DATE_RANGE.min && iso <= DATE_RANGE.max;

/** "between 01-JAN-1900 and 31-DEC-2999", as dates show. */
export const DATE_RANGE_TEXT = `between ${formatDate(DATE_RANGE.min)} and ${formatDate(DATE_RANGE.max)}`;

/**
 * Reading a date a person typed. Every date on screen reads DD-MMM-YYYY (`formatDate`),
 * so that form is accepted in any letter case (23-NOV-2026, 23-nov-2026, 23-Nov-2026), beside
 * the usual day-first numeric forms (23-11-2026, 23/11/2026) and ISO (2026-11-23).
 */
export const DATE_INPUT_MESSAGES = {
  unreadable: 'Date cannot be read, use DD-MMM-YYYY (23-NOV-2026)',
  outOfRange: `Date must be ${DATE_RANGE_TEXT}`,
} as const;

// Day first: 23-NOV-2026, 23/11/2026, 23-11-2026 (one separator kind, day and month 1 or 2 digits).
const DAY_FIRST = /^(\d{1,2})([-/])([a-z]{3}|\d{1,2})\2(\d{4})$/i;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function isoIfReal(year: number, month: number, day: number): string | null {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one (UTC: no time zone can shift it).
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** 1–12 for an English or Indonesian month abbreviation (23-AGU-2026 as the Indonesian screens show it), else 0. */
function monthNumber(upper: string): number {
  const english = MONTHS.indexOf(upper as (typeof MONTHS)[number]);
  return (english >= 0 ? english : MONTHS_ID.findIndex((m) => m.toUpperCase() === upper)) + 1;
}

/**
 * The ISO calendar date (YYYY-MM-DD) a typed text means, or null when it cannot be read —
 * including dates that do not exist, such as 30-FEB-2026. Surrounding spaces are ignored.
 */
export function parseDateInput(text: string): string | null {
  const value = text.trim();
  const iso = ISO.exec(value);
  if (iso) return isoIfReal(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = DAY_FIRST.exec(value);
  if (!dayFirst) return null;
  const [, day = '', , monthText = '', year = ''] = dayFirst;
  const month = /^\d+$/.test(monthText) ? Number(monthText) : monthNumber(monthText.toUpperCase());
  return isoIfReal(Number(year), month, Number(day));
}
