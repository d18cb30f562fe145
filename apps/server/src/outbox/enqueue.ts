import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { outbox } from '../db/schema/index';

/** What an outbox row asks the ERP to do (the worker's dispatch key). */
export type OutboxKind = 'AP_INVOICE';

export type OutboxEntry = {
  kind: OutboxKind;
  instance: string;
  invoiceId: number | null;
  /** newIdempotencyKey(): also inside the payload, which is what the ERP receives. */
  idempotencyKey: string;
  payload: object;
};

/** A key per submission: the ERP takes one submission once however often it is delivered. */
export const newIdempotencyKey = (): string => randomUUID();

/**
 * Writes an outbox row in the caller's transaction, so it commits (or rolls back) together with
 * the change that asked for it. Free of module imports: the invoices life cycle calls it.
 */
export async function enqueue(tx: DbOrTx, entry: OutboxEntry): Promise<number> {
  const [row] = await tx.insert(outbox).values(entry).returning({ id: outbox.id });
  return row!.id;
}
