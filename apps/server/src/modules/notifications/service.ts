import type { DbOrTx } from '../../db/client';
import * as repo from './repo';

export type { SupplierNotification } from './repo';

/** Tells each supplier's users something about their invoices, in the caller's transaction. */
export async function notifySuppliers(tx: DbOrTx, notices: repo.SupplierNotification[]): Promise<void> {
  for (const notice of notices) await repo.insertSupplierNotification(tx, notice);
}
