/**
 * Exact money arithmetic on decimal strings. Amounts are held as bigint minor units
 * (2 places for money, 3 for quantities); no float ever touches a sum.
 */
const MONEY_SCALE = 2;

/** 10^0 … 10^20, made once: every amount parsed or formatted asks for one (a 10,000-row upload, hundreds of thousands of times). */
const POWERS_OF_TEN = Array.from({ length: 21 }, (_, n) => 10n ** BigInt(n));

function pow10(n: number): bigint {
  return POWERS_OF_TEN[n] ?? 10n ** BigInt(n);
}

/** Parses "1234.5" / "-0.07" / "12" into a bigint scaled by `scale`, rounding half-up. */
export function toScaled(value: string | number, scale = MONEY_SCALE): bigint {
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new Error(`Not a decimal: ${value}`);
  const sign = match[1] === '-' ? -1n : 1n;
  const whole = BigInt(match[2] || '0');
  const fraction = match[3] ?? '';
  const kept = fraction.slice(0, scale).padEnd(scale, '0');
  let scaled = whole * pow10(scale) + BigInt(kept || '0');
  const next = fraction.charCodeAt(scale);
  if (!Number.isNaN(next) && next >= 53 /* '5' */) scaled += 1n;
  return sign * scaled;
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a decimal: ${value}`);
  return value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
}

/** Formats scaled minor units back to a fixed-point string ("1234.50"). */
export function fromScaled(scaled: bigint, scale = MONEY_SCALE): string {
  const negative = scaled < 0n;
  const abs = negative ? -scaled : scaled;
  const base = pow10(scale);
  const whole = abs / base;
  const fraction = (abs % base).toString().padStart(scale, '0');
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`;
}

/** Normalises any decimal input to a money string with two places. */
/** An amount already written as money() writes it ("7747800.00", "-0.50"), as PostgreSQL gives a numeric(…, 2) as text. */
const CANONICAL_MONEY = /^-?(?:0|[1-9]\d*)\.\d{2}$/;

export function money(value: string | number): string {
  // Lists format every row's amounts: a canonical text needs no round trip through BigInt.
  if (typeof value === 'string' && CANONICAL_MONEY.test(value) && value !== '-0.00') return value;
  return fromScaled(toScaled(value));
}

export function sumMoney(values: Array<string | number>): string {
  return fromScaled(values.reduce<bigint>((acc, v) => acc + toScaled(v), 0n));
}

export function isPositiveMoney(value: string | number): boolean {
  try {
    return toScaled(value) > 0n;
  } catch {
    return false;
  }
}

/** rate% × amount, rounded half-up to two places. `rate` is a percentage string. */
export function percentOf(amount: string | number, rate: string | number): string {
  const amountCents = toScaled(amount); // 2 places
  const rateMilli = toScaled(rate, 4); // percentage with 4 places
  const product = amountCents * rateMilli; // scale 2 + 4, still percent
  const divisor = 100n * pow10(4);
  const rounded = (absBig(product) * 2n + divisor) / (2n * divisor);
  return fromScaled(product < 0n ? -rounded : rounded);
}

/** Indonesian PPN is stated in whole rupiah, rounded down. */
export function floorToWholeRupiah(value: string): string {
  const scaled = toScaled(value);
  const base = pow10(MONEY_SCALE);
  const floored = scaled >= 0n ? (scaled / base) * base : -(((-scaled + base - 1n) / base) * base);
  return fromScaled(floored);
}

function absBig(v: bigint): bigint {
  return v < 0n ? -v : v;
}

/** Display with thousands separators: 1234567.5 → "1,234,567.50". */
/** Each language's separators: English 1,234,567.89; Indonesian 1.234.567,89. */
const SEPARATORS = { en: { group: ',', decimal: '.' }, id: { group: '.', decimal: ',' } } as const;

export function formatMoney(value: string | number | null | undefined, language: 'en' | 'id' = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  const fixed = money(value);
  const [whole = '0', fraction = '00'] = fixed.replace('-', '').split('.');
  const { group, decimal } = SEPARATORS[language];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${fixed.startsWith('-') ? '-' : ''}${grouped}${decimal}${fraction}`;
}

/**
 * What an amount input holds, as a decimal string ("1234567.89"), from what it shows in the
 * reader's language (grouping dropped, the language's decimal mark read as the point). Exact: no
 * float. Empty or unreadable text gives ''.
 */
export function parseMoneyInput(text: string, language: 'en' | 'id' = 'en'): string {
  const { group, decimal } = SEPARATORS[language];
  const plain = text.trim().split(group).join('').replace(decimal, '.');
  return /^-?\d*(?:\.\d*)?$/.test(plain) && /\d/.test(plain) ? plain : '';
}

export function formatQuantity(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return fromScaled(toScaled(value, 3), 3);
}

/** quantity (3 places) × unit price (4 places), rounded half-up to money: a PO line's amount. */
export function lineAmount(quantity: string, unitPrice: string): string {
  const product = toScaled(quantity, 3) * toScaled(unitPrice, 4); // 7 places
  const divisor = 100_000n;
  const rounded = (absBig(product) * 2n + divisor) / (2n * divisor);
  return fromScaled(product < 0n ? -rounded : rounded);
}
