import type { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Db } from '../../db/client';

/**
 * A bulk read's rows as arrays of text, the fastest shape both drivers give: no object per row,
 * no Drizzle mapping, no driver parsing. The statement casts what it selects to the text an
 * export writes (`amount::text`, `to_char(day, 'YYYY-MM-DD')`), so both drivers answer the same.
 * For the few statements that read many thousands of rows; everything else goes through Drizzle.
 */
export type TextRow = (string | null)[];

const dialect = new PgDialect();

/** node-postgres: every value as the text PostgreSQL sent (no parser runs). */
const asText = { getTypeParser: () => (value: string) => value };

export async function textRows(db: Db, query: SQL): Promise<TextRow[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client: pg.Pool | pg.Client | PGlite }).$client;
  if ('waitReady' in client) {
    // PGlite has no "no parser" option: the statement's text casts leave it nothing to parse but the keys.
    const result = await client.query<TextRow>(text, params, { rowMode: 'array' });
    return result.rows;
  }
  const result = await (client as pg.Pool).query<TextRow>({ text, values: params, rowMode: 'array', types: asText });
  return result.rows;
}
