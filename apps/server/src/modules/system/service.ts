import type { Database } from '../../db/client';
import type { FileStorage } from '../../storage/index';
import { appliedMigrationCount, pingDatabase, shippedMigrationCount } from './repo';

/** Whether the database answers, and which kind it is. */
export async function checkHealth(database: Database): Promise<{ ok: boolean; database: Database['kind'] }> {
  try {
    await pingDatabase(database);
    return { ok: true, database: database.kind };
  } catch {
    return { ok: false, database: database.kind };
  }
}

export type Readiness = { ready: boolean; database: Database['kind']; migrations: { applied: number; shipped: number } | null };

/**
 * Readiness for a load balancer: the database answers and carries every migration this build
 * ships (an instance of a newer build waits until the schema has been migrated), and the file
 * storage (directory or bucket) can be used.
 */
export async function checkReadiness(database: Database, storage: FileStorage): Promise<Readiness> {
  try {
    const [applied, shipped] = [await appliedMigrationCount(database), shippedMigrationCount()];
    await storage.check();
    return { ready: applied >= shipped, database: database.kind, migrations: { applied, shipped } };
  } catch {
    return { ready: false, database: database.kind, migrations: null };
  }
}
