import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';

/**
 * A response's JSON body parsed with the contract's zod schema from @faktura/domain, typed by it:
 * a server that drifts from the contract fails the test here instead of passing `any` along.
 */
export function bodyOf<Schema extends z.ZodType>(res: LightMyRequestResponse, schema: Schema): z.infer<Schema> {
  return schema.parse(res.json());
}
