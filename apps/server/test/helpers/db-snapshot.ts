import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';

/** Tables every request may write: a login or a token check is not a change to business data. */
const SESSION_TABLES = ['sessions', 'login_failures'];

/**
 * A fingerprint (row count and hash) of every table but the session ones, so a test can prove
 * a refused request changed nothing — in tables that exist today or are added later.
 */
export async function snapshotData(database: Database): Promise<Record<string, string>> {
  const tables = await database.rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by 1`,
  );
  const snapshot: Record<string, string> = {};
  for (const { name } of tables) {
    if (SESSION_TABLES.includes(name)) continue;
    const [row] = await database.rows<{ n: string | number; hash: string }>(
      sql`select count(*) as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from ${sql.identifier(name)} t`,
    );
    snapshot[name] = `${row?.n} rows, ${row?.hash}`;
  }
  return snapshot;
}
