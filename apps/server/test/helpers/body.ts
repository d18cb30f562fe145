import type { LightMyRequestResponse } from 'fastify';
import { errorBodySchema } from '@faktura/domain';
import { z } from 'zod';

/**
 * A response's JSON body parsed with the contract's zod schema from @faktura/domain, typed by it:
 * a server that drifts from the contract fails the test here instead of passing `any` along.
 */
export function bodyOf<Schema extends z.ZodType>(res: LightMyRequestResponse, schema: Schema): z.infer<Schema> {
  return schema.parse(res.json());
}

/** The messages of a refusal (the contract's error body). */
export function messagesOf(res: LightMyRequestResponse): string[] {
  return bodyOf(res, errorBodySchema).messages;
}

/** The code of a refusal (the contract's error body): what clients branch on. */
export function codeOf(res: LightMyRequestResponse): string {
  return bodyOf(res, errorBodySchema).code;
}

const anyPage = z.object({ items: z.array(z.record(z.string(), z.unknown())) });

/** The field names of a `{ items }` page's first row as sent, sorted: the contract's parse would drop a field it does not know. */
export function firstRowKeys(res: LightMyRequestResponse): string[] {
  return Object.keys(anyPage.parse(res.json()).items[0] ?? {}).sort();
}

/** An `{ items }` answer of these rows, as routes without a page schema of their own declare it. */
export function itemsSchema<Row extends z.ZodType>(row: Row) {
  return z.object({ items: z.array(row) });
}
