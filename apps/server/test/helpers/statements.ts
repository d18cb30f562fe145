import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';

/** A statement as the app sent it to the driver: its text ($n placeholders) and bound values. */
export type Captured = { text: string; values: unknown[] };

let recording: Captured[] | null = null;

/** Wraps the driver's query so that what the app sends while `statementsOf` runs is recorded. */
function wrapQuery(prototype: object) {
  const driver = prototype as { query: (...args: unknown[]) => unknown };
  const original = driver.query;
  driver.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
    const values = Array.isArray(second) ? second : ((first as { values?: unknown[] } | null)?.values ?? []);
    if (recording && text) recording.push({ text, values });
    return original.apply(this, args);
  };
  return () => {
    driver.query = original;
  };
}

/** Starts recording at both drivers (whichever the test database uses); returns the undo. */
export function recordStatements(): () => void {
  const unwrap = [wrapQuery(PGlite.prototype), wrapQuery(pg.Client.prototype)];
  return () => {
    for (const restore of unwrap) restore();
  };
}

/** The statements sent while `run` ran. */
export async function statementsOf(run: () => Promise<unknown>): Promise<Captured[]> {
  recording = [];
  try {
    await run();
    return recording;
  } finally {
    recording = null;
  }
}

/** A captured statement as SQL with the same bound values. */
export function asSql(q: Captured): SQL {
  const parts = q.text.split(/\$(\d+)/);
  return sql.join(
    // Each value one parameter, an array too (`= any($2)`): interpolated bare, Drizzle would spread it into a list.
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${sql.param(q.values[Number(part) - 1])}`)),
    sql.raw(''),
  );
}
