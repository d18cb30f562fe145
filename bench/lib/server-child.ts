/**
 * The server under test, run as a child process of run.ts (so autocannon does not share its
 * event loop): the real app exactly as main.ts builds it, listening on 127.0.0.1 on a free port.
 * Over the IPC channel it also records the SQL one request runs and replays SQL through the
 * server's own database handle (the only way to reach an embedded PGlite, which one process owns).
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../../apps/server/src/config';
import { isEmpty, openDatabase } from '../../apps/server/src/db/client';
import { createReferenceErp } from '../../apps/server/src/erp/reference/index';
import { buildApp } from '../../apps/server/src/app';
import type { CapturedQuery, ChildMessage, ParentMessage } from './protocol';

let capturing = false;
const captured: CapturedQuery[] = [];

function record(first: unknown, second: unknown) {
  if (!capturing) return;
  const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
  if (!text) return;
  const values: unknown[] = Array.isArray(second) ? second : ((first as { values?: unknown[] }).values ?? []);
  const name = typeof first === 'object' ? (first as { name?: string } | null)?.name : undefined;
  captured.push({ text, values: values.map((v) => (v instanceof Date ? v.toISOString() : v)), ...(name ? { name } : {}) });
}

/** Wraps a driver's query method: every statement the app sends passes through it, and is recorded when capturing. */
function recordQueries(prototype: object) {
  const driver = prototype as { query: (...args: unknown[]) => unknown };
  const original = driver.query;
  driver.query = function (this: unknown, ...args: unknown[]) {
    record(args[0], args[1]);
    return original.apply(this, args);
  };
}
recordQueries(pg.Client.prototype);
recordQueries(PGlite.prototype);

/**
 * A captured statement with $n placeholders as a Drizzle SQL object with bound parameters. Each
 * value is one parameter, an array too (`= any($2)`): interpolated bare, Drizzle would spread an
 * array into a list of parameters.
 */
function toSql(q: CapturedQuery): SQL {
  const parts = q.text.split(/\$(\d+)/);
  const chunks = parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${sql.param(q.values[Number(part) - 1])}`));
  return sql.join(chunks, sql.raw(''));
}

const send = (message: ChildMessage) => process.send?.(message);

async function main() {
  const config = loadConfig(process.env, { port: 0, host: '127.0.0.1', logLevel: 'silent', webDist: null });
  const database = await openDatabase(config);
  if (await isEmpty(database)) {
    const { seedDemo } = await import('../../apps/server/src/db/seed/index');
    await seedDemo(database.db);
  }
  const erp = createReferenceErp(database.db);
  const app = await buildApp({ config, database, erp });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  // A statement the app prepared is replayed prepared under its name (on PostgreSQL): the anchor
  // gets the same once-per-connection plan the server gets, not a plan on every run.
  const pool = (database.db as unknown as { $client?: unknown }).$client;
  const prepared = pool instanceof pg.Pool ? pool : null;
  const replay = (q: CapturedQuery) => (q.name && prepared ? prepared.query({ name: q.name, text: q.text, values: q.values }) : database.rows(toSql(q)));
  const runOnce = async (queries: CapturedQuery[]) => {
    const start = performance.now();
    for (const q of queries) await replay(q);
    return performance.now() - start;
  };

  const profiler = new Session();
  profiler.connect();

  process.on('message', (raw: ParentMessage) => {
    void (async () => {
      try {
        switch (raw.type) {
          case 'capture-start':
            captured.length = 0;
            capturing = true;
            send({ type: 'ok', id: raw.id });
            break;
          case 'capture-stop':
            capturing = false;
            send({ type: 'captured', id: raw.id, queries: [...captured] });
            break;
          case 'time-sql': {
            // `concurrency` loops, each running the statements in order, `runs` times in all,
            // or fewer once the time budget is spent (slow statements), but at least 5.
            const times: number[] = [];
            let left = raw.runs;
            const started = performance.now();
            const deadline = started + raw.budgetMs;
            const worker = async () => {
              while (left-- > 0 && (times.length < 5 || performance.now() < deadline)) times.push(await runOnce(raw.queries));
            };
            await Promise.all(Array.from({ length: raw.concurrency }, worker));
            send({ type: 'times', id: raw.id, times, wallMs: performance.now() - started });
            break;
          }
          case 'query': {
            const rows = await database.rows(toSql(raw.query));
            send({ type: 'rows', id: raw.id, rows });
            break;
          }
          case 'drain': {
            // Wait until the requests still queued from a finished load are through: the pg
            // pool is idle (PostgreSQL), and a trivial statement gets its turn (PGlite queues).
            const pool = (database.db as unknown as { $client?: { waitingCount?: number; idleCount?: number; totalCount?: number } }).$client;
            const until = performance.now() + 120_000;
            while (
              pool &&
              typeof pool.waitingCount === 'number' &&
              (pool.waitingCount > 0 || pool.idleCount !== pool.totalCount) &&
              performance.now() < until
            ) {
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
            await database.rows(sql`select 1`);
            send({ type: 'ok', id: raw.id });
            break;
          }
          case 'profile-start':
            await profiler.post('Profiler.enable');
            await profiler.post('Profiler.start');
            send({ type: 'ok', id: raw.id });
            break;
          case 'profile-stop': {
            const { profile } = await profiler.post('Profiler.stop');
            fs.writeFileSync(raw.file, JSON.stringify(profile));
            send({ type: 'ok', id: raw.id });
            break;
          }
          case 'stop':
            await app.close();
            await database.close();
            send({ type: 'ok', id: raw.id });
            process.exit(0);
        }
      } catch (error) {
        send({ type: 'error', id: raw.id, message: String((error as { cause?: unknown }).cause ?? error) });
      }
    })();
  });
  send({ type: 'ready', port, kind: database.kind });
}

main().catch((error: unknown) => {
  send({ type: 'fatal', message: String(error instanceof Error ? (error.stack ?? error.message) : error) });
  console.error(error);
  process.exit(1);
});
