import * as drizzle from 'drizzle-orm';
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect, QueryBuilder, type SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';
import { compileRowMapper, type OrderedField } from './row-mapper';

/** Shapes kept at most: a shape outside them is built for its request alone. */
const MAX_SHAPES = 256;

/** A Drizzle select as the query builder makes it: its SQL, its fields and the rows it types. */
type BuiltSelect = { getSQL(): SQL; _: { selectedFields: Record<string, unknown>; result: unknown } };

type Compiled = { query: Query; fields: SelectedFieldsOrdered; mapRows: (rows: unknown[][]) => unknown[] };

// Drizzle's own order of a selection's fields, the one its row mapping reads the columns in
// (exported by drizzle-orm at run time, left out of its type declarations).
const { orderSelectedFields } = drizzle as unknown as { orderSelectedFields: (fields: Record<string, unknown>) => SelectedFieldsOrdered & OrderedField[] };

const builder = new QueryBuilder();
const dialect = new PgDialect();

/**
 * A Drizzle select built once per request shape (which filters a request uses, the scope's
 * shape) for the whole process, its values as placeholders, and run on any database handle,
 * a request's own cancellable one too: building the select cost more Node time than
 * PostgreSQL's running it. The rows come mapped as the select types them, by a mapper made
 * once with the statement. Sent unnamed, so
 * PostgreSQL plans every run for that run's values (a common text and a rare one plan apart).
 */
export function selectPerShape<S extends BuiltSelect>(build: (qb: QueryBuilder, shape: string) => S) {
  const compiled = new Map<string, Compiled>();
  return async (db: DbOrTx, shape: string, values: Record<string, unknown>): Promise<S['_']['result']> => {
    let statement = compiled.get(shape);
    if (statement === undefined) {
      const select = build(builder, shape);
      const fields = orderSelectedFields(select._.selectedFields);
      // Which joined tables may be all null (a left join's): their nested objects come as null.
      const joinsNotNullableMap = (select as unknown as { joinsNotNullableMap?: Record<string, boolean> }).joinsNotNullableMap;
      statement = { query: dialect.sqlToQuery(select.getSQL()), fields, mapRows: compileRowMapper(fields, joinsNotNullableMap) };
      if (compiled.size < MAX_SHAPES) compiled.set(shape, statement);
    }
    return db._.session.prepareQuery(statement.query, statement.fields, undefined, true, statement.mapRows).execute(values);
  };
}

/**
 * A raw statement built once per shape for the whole process (its text and parameter slots, the
 * values as placeholders) and run on any database handle, unnamed, as selectPerShape runs a
 * select. Returns the rows as PostgreSQL names their columns.
 */
export function rawStatementPerShape(build: (shape: string) => SQL) {
  const built = new Map<string, Query>();
  return async (db: DbOrTx, shape: string, values: Record<string, unknown>): Promise<Array<Record<string, unknown>>> => {
    let query = built.get(shape);
    if (query === undefined) {
      query = dialect.sqlToQuery(build(shape));
      if (built.size < MAX_SHAPES) built.set(shape, query);
    }
    const result = await db._.session.prepareQuery(query, undefined, undefined, false).execute(values);
    return (result as { rows: Array<Record<string, unknown>> }).rows;
  };
}
