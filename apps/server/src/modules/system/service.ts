import type { Database } from '../../db/client';
import { pingDatabase } from './repo';

/** Liveness: whether the database answers, and which kind it is. */
export async function checkHealth(database: Database): Promise<{ ok: boolean; database: Database['kind'] }> {
  try {
    await pingDatabase(database);
    return { ok: true, database: database.kind };
  } catch {
    return { ok: false, database: database.kind };
  }
}
