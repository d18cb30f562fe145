import type { DbOrTx } from '../../db/client';
import { invoiceIntakes } from '../../db/schema/index';

export type IntakeRecord = typeof invoiceIntakes.$inferInsert;

export async function insertIntake(db: DbOrTx, values: IntakeRecord) {
  await db.insert(invoiceIntakes).values(values);
}
