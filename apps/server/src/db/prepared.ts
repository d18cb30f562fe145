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
