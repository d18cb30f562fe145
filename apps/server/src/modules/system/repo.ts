import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export async function pingDatabase(database: Database): Promise<void> {
  await database.rows(sql`select 1`);
}
