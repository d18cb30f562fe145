import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export async function pingDatabase(database: Database): Promise<void> {
  await database.rows(sql`select 1`);
}

const journal = path.join(import.meta.dirname, '../../db/migrations/meta/_journal.json');

/** Migrations this build ships (drizzle-kit's journal). */
export function shippedMigrationCount(): number {
  const entries = (JSON.parse(fs.readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries;
  return entries.length;
}

/** Migrations the database has applied (drizzle's own bookkeeping table, same on PGlite and PostgreSQL). */
export async function appliedMigrationCount(database: Database): Promise<number> {
  const [row] = await database.rows<{ n: number | string }>(sql`select count(*) as n from drizzle.__drizzle_migrations`);
  return Number(row?.n ?? 0);
}
