import { z } from 'zod';
import { parseDateInput } from './date-input';

/** Error body of every 4xx/5xx answer (DESIGN §5): the spec's exact texts, all at once. */
export const errorBodySchema = z.object({ messages: z.array(z.string()) });
export type ErrorBody = z.infer<typeof errorBodySchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}
export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };

/** A company is the pair (ORG_ID, DB_INSTANCE) (DESIGN §3). */
export const instanceSchema = z.string().regex(/^[A-Z][A-Z0-9_]{0,19}$/, 'Invalid instance');
export const orgIdSchema = z.coerce.number().int().positive().max(2147483647);
export const idParamSchema = z.coerce.number().int().positive().max(2147483647);

/** Dates travel as ISO calendar dates (YYYY-MM-DD) that exist: 2026-02-30 or 0000-01-01 are refused here, not by the database. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date')
  .refine((value) => parseDateInput(value) === value, 'Invalid date');
