import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema/index';
import { acquireDataDirLock } from './data-dir-lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repos accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw SQL returning rows, for benchmarks and the few places Drizzle can't express. */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  /** Start-up work (seeding an empty database) one instance at a time. */
  startup<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

// node-postgres returns numeric and int8 as strings, dates as strings: match PGlite's shapes
// where the repo layer expects them (normalise at the repo layer).
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/** Raw SQL's rows: both drivers answer `{ rows }`, which the shared Db type does not say. */
function rowsOf(db: Db): Database['rows'] {
  return async <T>(query: SQL) => {
    const result: unknown = await db.execute(query);
    return (result as { rows: T[] }).rows;
  };
}

/** Any fixed key: instances of this app agree on it, and nothing else in the database takes it. */
const STARTUP_LOCK_KEY = 7_310_542_026;

/**
 * Runs `work` while holding a PostgreSQL session lock that every instance takes at start, so
 * instances starting together migrate (and seed) one after the other instead of racing on the
 * same DDL. The lock lives on one pooled connection; the work may use any other.
 */
async function withStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * The embedded PostgreSQL's buffer cache. initdb's default (128MB) is set up in WebAssembly memory
 * at every open: about 110 MB more resident memory and a second more CPU before the first query,
 * for a cache the embedded database's files do not need (they sit in the operating system's page
 * cache behind it). A deployment at a large buyer's scale runs on PostgreSQL (DATABASE_URL).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** The embedded PostgreSQL's options: the schema's trigram indexes need pg_trgm (PostgreSQL ships it in contrib). */
export const pgliteOptions: PGliteOptions = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
};

export async function openDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 20 });
    // An idle connection the server closes (a restart, a failover, an operator's terminate) is an
    // 'error' on the pool: without a listener it would end the process. The pool opens a new one on next use.
    pool.on('error', (error) => console.error(`PostgreSQL closed an idle connection: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await withStartupLock(pool, () => migratePg(db as never, { migrationsFolder }));
    return {
      db,
      kind: 'postgres',
      rows: rowsOf(db),
      startup: (work) => withStartupLock(pool, work),
      close: () => pool.end(),
    };
  }
  let release = () => {};
  let client: PGlite;
  if (config.memoryDb) {
    client = new PGlite(pgliteOptions);
  } else {
    fs.mkdirSync(config.dataDir, { recursive: true });
    release = acquireDataDirLock(config.dataDir);
    client = new PGlite(path.join(config.dataDir, 'pglite'), pgliteOptions);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    rows: rowsOf(db),
    // One process holds an embedded database (the data-dir lock): nothing to serialise.
    startup: (work) => work(),
    close: async () => {
      await client.close();
      release();
    },
  };
}

export async function isEmpty(database: Database): Promise<boolean> {
  const [row] = await database.rows<{ n: number | string }>(sql`select count(*) as n from users`);
  return Number(row?.n ?? 0) === 0;
}
