import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * `prepare` run once per database handle and kept for it: a statement read on most requests is
 * built once (Drizzle's building cost more Node time than PostgreSQL's running it), and prepared
 * under its name PostgreSQL plans it once per connection. A transaction is a handle of its own.
 */
export function preparedPerDatabase<T>(prepare: (db: DbOrTx) => T): (db: DbOrTx) => T {
  const prepared = new WeakMap<DbOrTx, T>();
  return (db) => {
    let statements = prepared.get(db);
    if (statements === undefined) {
      statements = prepare(db);
      prepared.set(db, statements);
    }
    return statements;
  };
}

/** Shapes kept per handle at most: a shape outside them is built for its request alone. */
const MAX_SHAPES = 256;

/**
 * `prepare` run once per database handle and request shape (which filters a request uses, how
 * many companies its scope holds), for statements whose text depends on the shape and whose
 * values come as placeholders. Build such statements with `unnamed` unless every value plans alike.
 */
export function preparedPerShape<T>(prepare: (db: DbOrTx, shape: string) => T): (db: DbOrTx, shape: string) => T {
  const shapesOf = preparedPerDatabase(() => new Map<string, T>());
  return (db, shape) => {
    const shapes = shapesOf(db);
    let statements = shapes.get(shape);
    if (statements === undefined) {
      statements = prepare(db, shape);
      if (shapes.size < MAX_SHAPES) shapes.set(shape, statements);
    }
    return statements;
  };
}

/**
 * The name for Drizzle's `prepare` that sends the statement unnamed: its text is built once, but
 * PostgreSQL plans every run for that run's values (a named statement may be planned once for
 * any value, and a filter on a rare status or a long text plans very differently from a common one).
 */
export const unnamed = undefined as unknown as string;

const dialect = new PgDialect();

/**
 * A raw statement built once per shape for the whole process (its text and parameter slots, the
 * values as placeholders) and run on any database handle, a request's own cancellable one too,
 * unnamed. Returns the rows as PostgreSQL names their columns.
 */
export function rawStatementPerShape(build: (shape: string) => SQL) {
  const built = new Map<string, Query>();
  return async (db: DbOrTx, shape: string, values: Record<string, unknown>): Promise<Array<Record<string, unknown>>> => {
    let query = built.get(shape);
    if (query === undefined) {
      query = dialect.sqlToQuery(build(shape));
      if (built.size < MAX_SHAPES) built.set(shape, query);
    }
    const result = await db._.session.prepareQuery(query, undefined, unnamed, false).execute(values);
    return (result as { rows: Array<Record<string, unknown>> }).rows;
  };
}
