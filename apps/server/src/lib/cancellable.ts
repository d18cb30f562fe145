import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from '../db/client';

/**
 * The client went away before its answer (a closed tab, a keystroke that replaced the search).
 * Nobody reads the reply, so it is neither a server error nor worth an error log: 499, as proxies
 * name it, lands in the error handler's client-error branch.
 */
export class RequestAbandoned extends Error {
  readonly statusCode = 499;
  readonly code = 'REQUEST_ABANDONED';

  constructor() {
    super('The client closed the request before its answer');
  }
}

/**
 * What a request's statements watch: whether its client has gone, and a hook for when it goes.
 * An AbortSignal is one (tests pass theirs); requests get the lighter ClientGone.
 */
export interface RequestSignal {
  readonly aborted: boolean;
  readonly reason: unknown;
  throwIfAborted(): void;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/**
 * A RequestSignal of its own rather than an AbortController: every list request makes one, and an
 * AbortController (an EventTarget) cost more Node time than the rest of the cancellation. Like an
 * AbortSignal it aborts once, and a listener added after that is never called.
 */
export class ClientGone implements RequestSignal {
  aborted = false;
  reason: unknown = undefined;
  private listeners: Array<() => void> = [];

  abort(reason: unknown) {
    if (this.aborted) return;
    this.aborted = true;
    this.reason = reason;
    const listeners = this.listeners;
    this.listeners = [];
    for (const listener of listeners) listener();
  }

  throwIfAborted() {
    if (this.aborted) throw this.reason;
  }

  addEventListener(_type: 'abort', listener: () => void) {
    if (!this.aborted) this.listeners.push(listener);
  }

  removeEventListener(_type: 'abort', listener: () => void) {
    const at = this.listeners.indexOf(listener);
    if (at >= 0) this.listeners.splice(at, 1);
  }
}

/**
 * A signal that aborts when the client disconnects before the reply is sent. The response's
 * 'close' also fires after a reply that was sent in full (keep-alive or not), hence the check;
 * the request's own 'close' fires as soon as its body is read, so it says nothing.
 */
export function abandonSignal(request: FastifyRequest, reply: FastifyReply): RequestSignal {
  const signal = new ClientGone();
  const abandon = () => {
    if (!reply.raw.writableEnded) signal.abort(new RequestAbandoned());
  };
  // Gone already (during the session lookup): the 'close' has been and will not come again.
  if (request.raw.socket?.destroyed) abandon();
  else reply.raw.once('close', abandon);
  return signal;
}

type Query = (...args: never[]) => Promise<unknown>;

/** One use of a driver client: the request's signal, and its statements in order. */
type Lease = { signal: RequestSignal; previous: Promise<unknown> };

/**
 * A driver client whose every statement first checks the signal of the lease it was asked under:
 * work after the abort is skipped. Statements are handed to the driver one at a time, each once
 * the one before has settled: the driver's own queue would otherwise hold the other reads of a
 * `Promise.all`, already past the check, and send them after the cancel (which stops only the
 * statement running), so they would run, or wait on a lock, to their end. A statement still
 * waiting its turn when its lease has ended (its request failed early) is skipped as well.
 */
function guarded<C extends { query: Query }>(client: C, current: () => Lease | null): C {
  return {
    query: (...args: never[]) => {
      const lease = current();
      if (!lease) return Promise.reject(new Error('A statement on a connection its request has let go of'));
      const statement = lease.previous.then(() => {
        if (current() !== lease) throw new Error('A statement on a connection its request has let go of');
        lease.signal.throwIfAborted();
        return client.query(...args);
      });
      lease.previous = statement.catch(() => undefined);
      return statement;
    },
  } as unknown as C;
}

/**
 * One guarded database handle per pooled connection, kept while the pool keeps the connection:
 * what is prepared per handle (`preparedPerDatabase`) is then built once per connection, not once
 * per request (a new handle per request built the invoice report's statements on every request,
 * and tripled its Node time).
 */
type Handle = { db: Db; lease: Lease | null };
const handles = new WeakMap<pg.PoolClient, Handle>();
function handleOf(client: pg.PoolClient): Handle {
  let handle = handles.get(client);
  if (!handle) {
    const created: Handle = { db: undefined as unknown as Db, lease: null };
    created.db = drizzlePg({ client: guarded(client, () => created.lease) }) as unknown as Db;
    handles.set(client, created);
    handle = created;
  }
  return handle;
}

/**
 * The connections cancels are sent on: never the request pool's. The cancelled statement only
 * ends once its cancel lands, so a cancel waiting for a connection of a pool whose every
 * connection an abandoned request holds would wait forever (a load test's clients all leaving at
 * once did exactly that). Two are plenty: a cancel takes a millisecond.
 */
const cancelPools = new WeakMap<pg.Pool, pg.Pool>();
function cancelPoolOf(pool: pg.Pool): pg.Pool {
  let cancels = cancelPools.get(pool);
  if (!cancels) {
    const Pool = pool.constructor as new (options: pg.PoolConfig) => pg.Pool;
    cancels = new Pool({ ...pool.options, max: 2, idleTimeoutMillis: 5_000, allowExitOnIdle: true });
    cancels.on('error', () => undefined);
    cancelPools.set(pool, cancels);
  }
  return cancels;
}

/**
 * Runs a request's read statements so that the client disconnecting stops them. On PostgreSQL
 * they run on one pooled connection of their own, and the abort cancels whatever that connection
 * is running (`pg_cancel_backend`), so an abandoned search does not hold the database to its end;
 * the connection is then closed rather than returned, so no late cancel can reach another
 * request's statement. On PGlite statements run one at a time and cannot be interrupted: the ones
 * not yet started are skipped. Either way the work rejects with the signal's reason. Reads only:
 * `work` gets a database without the relational query API and must not open a transaction.
 */
export async function cancellable<T>(database: Database, signal: RequestSignal | undefined, work: (db: Db) => Promise<T>): Promise<T> {
  if (!signal) return work(database.db);
  signal.throwIfAborted();
  const driver = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (database.kind !== 'postgres') {
    try {
      const lease: Lease = { signal, previous: Promise.resolve() };
      return await work(drizzlePglite({ client: guarded(driver as PGlite, () => lease) }) as unknown as Db);
    } catch (error) {
      throw signal.aborted ? signal.reason : error;
    }
  }
  const pool = driver as pg.Pool;
  const client = await pool.connect();
  const cancel = () => {
    const pid = (client as unknown as { processID: number }).processID;
    void cancelPoolOf(pool)
      .query('select pg_cancel_backend($1)', [pid])
      .catch(() => undefined);
  };
  signal.addEventListener('abort', cancel, { once: true });
  const handle = handleOf(client);
  handle.lease = { signal, previous: Promise.resolve() };
  try {
    signal.throwIfAborted();
    return await work(handle.db);
  } catch (error) {
    throw signal.aborted ? signal.reason : error;
  } finally {
    handle.lease = null;
    signal.removeEventListener('abort', cancel);
    client.release(signal.aborted);
  }
}
