import type { Db } from '../client';
import { seedErpDemo } from './erp-demo';
import { seedPortalDemo } from './portal-demo';

/** Demo data for an empty database: the reference ERP first, then the portal users on top of it. */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedErpDemo(tx as unknown as Db);
    await seedPortalDemo(tx as unknown as Db);
  });
}
