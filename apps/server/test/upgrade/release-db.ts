/**
 * A recorded release's database (fixtures/<tag>/, written by scripts/upgrade-fixture.mjs) put
 * back into an empty database: the release's own migrations, then its rows exactly as it stored
 * them, as a restore of that release's backup would.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

export type TableRecord = { schema: string; name: string; columns: string[]; rows: number };
export type ReleaseManifest = {
  release: string;
  commit: string;
  tokens: Record<string, string>;
  files: { id: number; invoiceId: number | null; storedName: string; originalName: string; sha256: string }[];
  tables: TableRecord[];
  sequences: { schema: string; name: string; lastValue: string | null }[];
};
export type Release = {
  dir: string;
  migrationsFolder: string;
  manifest: ReleaseManifest;
  /** Each table's rows as the JSON text PostgreSQL made of them, by "schema.table". */
  rows: Map<string, string[]>;
};
type Migrate = (db: Db, config: { migrationsFolder: string }) => Promise<void>;

export const qualified = (t: { schema: string; name: string }) => `"${t.schema}"."${t.name}"`;
const columnList = (columns: string[]) => columns.map((c) => `"${c}"`).join(', ');

export function readRelease(tag: string): Release {
  const dir = path.join(import.meta.dirname, 'fixtures', tag);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as ReleaseManifest;
  const rows = new Map<string, string[]>(manifest.tables.map((t) => [`${t.schema}.${t.name}`, []]));
  for (const line of zlib
    .gunzipSync(fs.readFileSync(path.join(dir, 'data.ndjson.gz')))
    .toString('utf8')
    .split('\n')) {
    if (!line) continue;
    const tab = line.indexOf('\t');
    rows.get(line.slice(0, tab))!.push(line.slice(tab + 1));
  }
  return { dir, migrationsFolder: path.join(dir, 'migrations'), manifest, rows };
}

/** The release's schema by its own migrations, then its rows (drizzle's bookkeeping included) and sequence positions. */
export async function restoreRelease(db: Db, release: Release, migrate: Migrate): Promise<void> {
  await migrate(db, { migrationsFolder: release.migrationsFolder });
  await db.transaction(async (tx) => {
    // As a restore does: rows go in whatever order, so foreign keys and triggers wait (superuser only).
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`delete from drizzle.__drizzle_migrations`);
    for (const table of release.manifest.tables) {
      const rows = release.rows.get(`${table.schema}.${table.name}`)!;
      const columns = columnList(table.columns);
      for (let i = 0; i < rows.length; i += 500) {
        const json = `[${rows.slice(i, i + 500).join(',')}]`;
        await tx.execute(
          sql`insert into ${sql.raw(qualified(table))} (${sql.raw(columns)}) overriding system value
              select ${sql.raw(columns)} from json_populate_recordset(null::${sql.raw(qualified(table))}, ${json}::json)`,
        );
      }
    }
    for (const sequence of release.manifest.sequences) {
      if (sequence.lastValue !== null) await tx.execute(sql`select setval(${qualified(sequence)}, ${sequence.lastValue}::bigint, true)`);
    }
  });
}

/** A table's rows now, as JSON text of the release's columns (UTC times, as recorded): comparable with the release's lines. */
export async function rowsNow(db: Db, table: TableRecord): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const result: unknown = await tx.execute(
      sql.raw(`select row_to_json(x)::text as line from (select ${columnList(table.columns)} from ${qualified(table)}) x`),
    );
    return (result as { rows: { line: string }[] }).rows.map((r) => r.line);
  });
}
