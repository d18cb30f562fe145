import { z } from 'zod';
import { DATE_INPUT_MESSAGES, isDateInRange, parseDateInput } from './date-input';
import { API_ERROR_CODES } from './contract/errors';

/** Error body of every 4xx/5xx answer: a stable code to branch on, and the exact message texts, all of a form's failures at once. */
export const errorBodySchema = z.object({ code: z.enum(API_ERROR_CODES), messages: z.array(z.string()) });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The server's answers to requests it cannot take at all (the spec has no texts for these). */
export const HTTP_MESSAGES = {
  bodyTooLarge: 'Request body is too large',
  unsupportedContentType: 'Unsupported content type',
  malformedJson: 'Malformed JSON body',
  unexpected: (reference: string) => `Something went wrong. Reference: ${reference}`,
  noSuchEndpoint: (method: string, path: string) => `No such endpoint: ${method} ${path}`,
  badUrl: 'The address is not valid',
  paramTooLong: 'A value in the address is too long',
  headersTooLarge: 'Request headers are too large',
  timeout: 'Request timed out',
  malformedRequest: 'Malformed request',
  metricsToken: 'Metrics need the scraper token',
} as const;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}
export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };

export const TEXT_MESSAGES = {
  controlCharacters: 'Text must not contain control characters',
  notUnicode: 'Text must be valid Unicode (it holds a broken character)',
} as const;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * A lone UTF-16 surrogate (JSON "\ud800", a spreadsheet's UTF-16 cell) is no character at all:
 * PostgreSQL refuses it in text and JSON, so it is refused wherever text comes in. With the `u`
 * flag a proper pair is one code point, so only a lone half matches: String.isWellFormed, also in
 * the browsers and TypeScript libs the web build targets.
 */
const LONE_SURROGATE = /\p{Cs}/u;
export const isWellFormedText = (value: string): boolean => !LONE_SURROGATE.test(value);

/**
 * What is wrong with text a person typed or a file carried, or null: control characters (NUL,
 * escape, … — PostgreSQL refuses NUL, no field holds any; tab and line breaks stay allowed for
 * descriptions) or broken Unicode. The one rule of JSON fields and spreadsheet cells alike.
 */
export function textProblem(value: string): string | null {
  if (!isWellFormedText(value)) return TEXT_MESSAGES.notUnicode;
  if (CONTROL_CHARACTERS.test(value)) return TEXT_MESSAGES.controlCharacters;
  return null;
}

/** Text a person types: at most `max` characters and nothing `textProblem` finds. */
export const plainText = (max: number) =>
  z
    .string()
    .max(max)
    .superRefine((value, ctx) => {
      const problem = textProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** An ERP instance (AAM, COMET…); a company is the pair (ORG_ID, DB_INSTANCE). */
export const instanceSchema = z.string().regex(/^[A-Z][A-Z0-9_]{0,19}$/, 'Invalid instance');
/** The largest value of the 32-bit integer columns that hold ids, org ids and counters. */
export const INT4_MAX = 2147483647;

/**
 * A whole number written in a URL (path parameter or query): plain decimal digits only, so
 * `0x10`, `1e1`, `+5`, ` 5` or `007` are refused rather than read as some other number.
 */
export const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^(0|[1-9]\d{0,9})$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

export const orgIdSchema = queryInt(1, INT4_MAX);
export const idParamSchema = queryInt(1, INT4_MAX);
/** An id or counter in a JSON body: a positive 32-bit integer, as the columns that hold them. */
export const rowIdSchema = z.number().int().positive().max(INT4_MAX);

/**
 * Dates travel as ISO calendar dates (YYYY-MM-DD) that exist and lie in DATE_RANGE: 2026-02-30,
 * 0000-01-01 or 9999-12-31 are refused here, not by the database. One message per date: the first
 * rule it breaks.
 */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
// The later rules stay quiet where an earlier one spoke (not `abort`: a union with '' would then
// answer "Invalid input" instead of the date's own message).
export const isoDateSchema = z
  .string()
  .regex(ISO_DATE, 'Invalid date')
  .superRefine((value, ctx) => {
    if (!ISO_DATE.test(value)) return;
    if (parseDateInput(value) !== value) ctx.addIssue({ code: 'custom', message: 'Invalid date' });
    else if (!isDateInRange(value)) ctx.addIssue({ code: 'custom', message: DATE_INPUT_MESSAGES.outOfRange });
  });
