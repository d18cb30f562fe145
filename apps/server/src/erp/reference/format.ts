import { fromScaled, toScaled } from '@faktura/domain';

/**
 * Driver-neutral value shaping. PGlite and node-postgres disagree on numeric/int8 (string vs
 * number) and on dates (Date vs string): every value leaving the reference ERP goes through here
 * so both drivers answer byte-for-byte the same.
 */

/** A driver's scalar as text: strings and numbers as they are; anything else is a driver we don't know. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  throw new TypeError(`unexpected ${typeof value} from the database`);
}

export const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : text(value));

function decimal(value: unknown, scale: number): string {
  if (value === null || value === undefined || value === '') return fromScaled(0n, scale);
  if (typeof value === 'bigint') return fromScaled(value * 10n ** BigInt(scale), scale);
  return fromScaled(toScaled(text(value), scale), scale);
}

/** Money: exactly two places. */
export const money = (value: unknown): string => decimal(value, 2);
/** Quantity: exactly three places. */
export const qty = (value: unknown): string => decimal(value, 3);
/** Unit price: exactly four places. */
export const unitPrice = (value: unknown): string => decimal(value, 4);
/** Tax rate in percent: two places ("11.00", "1.20"). */
export const rate = (value: unknown): string => decimal(value, 2);

export function int(value: unknown): number {
  const n = typeof value === 'bigint' ? Number(value) : Number(value ?? 0);
  if (!Number.isFinite(n)) throw new Error(`Not an integer: ${String(value)}`);
  return n;
}

export function intOrNull(value: unknown): number | null {
  return value === null || value === undefined ? null : int(value);
}

/** ISO YYYY-MM-DD from a date column, whichever shape the driver returned. */
export function isoDate(value: unknown): string {
  if (value instanceof Date) {
    const y = value.getUTCFullYear();
    const m = String(value.getUTCMonth() + 1).padStart(2, '0');
    const d = String(value.getUTCDate()).padStart(2, '0');
    return `${y}-${m}-${d}`;
  }
  const text = String(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text)) throw new Error(`Not a date: ${text}`);
  return text.slice(0, 10);
}

export function isoDateOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : isoDate(value);
}

/** Escapes LIKE wildcards in user search text. */
export function likePattern(search: string): string {
  return `%${search
    .trim()
    .replace(/[\\%_]/g, (c) => `\\${c}`)
    .toUpperCase()}%`;
}
