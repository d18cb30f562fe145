import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abandonSignal, cancellable, ClientGone, RequestAbandoned, type RequestSignal } from '../../src/lib/cancellable';
import { createTestContext, getTestContext, type TestContext } from '../helpers/app';
import { until } from '../helpers/until';

const failuresWithKey = async (key: string) => {
  const { database } = await getTestContext();
  return database.rows<{ n: number }>(sql`select count(*)::int as n from login_failures where key = ${key}`).then((r) => Number(r[0]?.n));
};

describe('cancellable: the statements of an abandoned request', () => {
  it('does not run the statements that come after the abort, and rejects with the reason', async () => {
    const { database } = await getTestContext();
    const key = `abandoned-${process.pid}-${Date.now()}`;
    const controller = new AbortController();
    const work = cancellable(database, controller.signal, async (db) => {
      await db.execute(sql`select 1`);
      controller.abort(new RequestAbandoned());
      // A write, so the test can see whether it ran.
      await db.execute(sql`insert into login_failures (key) values (${key})`);
    });
    await expect(work).rejects.toBeInstanceOf(RequestAbandoned);
    expect(await failuresWithKey(key)).toBe(0);
  });

  it('runs them all when nobody aborts (the same write lands)', async () => {
    const { database } = await getTestContext();
    const key = `kept-${process.pid}-${Date.now()}`;
    await cancellable(database, new AbortController().signal, (db) => db.execute(sql`insert into login_failures (key) values (${key})`));
    expect(await failuresWithKey(key)).toBe(1);
    await database.rows(sql`delete from login_failures where key = ${key}`);
  });

  it('starts nothing for a request abandoned before its work', async () => {
    const { database } = await getTestContext();
    const controller = new AbortController();
    controller.abort(new RequestAbandoned());
    let started = false;
    await expect(
      cancellable(database, controller.signal, () => {
        started = true;
        return Promise.resolve();
      }),
    ).rejects.toBeInstanceOf(RequestAbandoned);
    expect(started).toBe(false);
  });
});

describe('ClientGone: the signal a request gets', () => {
  it('calls each listener once, with the reason set, and never one removed before or added after', () => {
    const signal = new ClientGone();
    const calls: string[] = [];
    const kept = () => calls.push(`kept ${String(signal.aborted)}`);
    const removed = () => calls.push('removed');
    signal.addEventListener('abort', kept);
    signal.addEventListener('abort', removed);
    signal.removeEventListener('abort', removed);
    expect(() => signal.throwIfAborted()).not.toThrow();
    const reason = new RequestAbandoned();
    signal.abort(reason);
    signal.abort(new Error('a second abort'));
    signal.addEventListener('abort', () => calls.push('late'));
    expect(calls).toEqual(['kept true']);
    expect(signal.reason).toBe(reason);
    expect(() => signal.throwIfAborted()).toThrow(reason);
  });
});

describe('abandonSignal: the client disconnecting before the answer', () => {
  const app = Fastify();
  const seen: Record<string, RequestSignal> = {};
  let entered!: () => void;
  const slowEntered = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let base = '';

  beforeAll(async () => {
    app.get('/slow', async (request, reply) => {
      seen.slow = abandonSignal(request, reply);
      entered();
      await held;
      return { ok: true };
    });
    app.get('/fast', async (request, reply) => {
      seen.fast = abandonSignal(request, reply);
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    release();
    await app.close();
  });

  it('aborts with RequestAbandoned when the client goes away mid-request', async () => {
    const request = http.get(`${base}/slow`);
    request.on('error', () => undefined);
    await slowEntered;
    expect(seen.slow!.aborted).toBe(false);
    request.destroy();
    await until(() => seen.slow!.aborted, { what: 'the abort' });
    expect(seen.slow!.reason).toBeInstanceOf(RequestAbandoned);
    expect((seen.slow!.reason as RequestAbandoned).statusCode).toBe(499);
  });

  it('never aborts a request that was answered (the connection staying open or closing after)', async () => {
    const res = await fetch(`${base}/fast`);
    expect(await res.json()).toEqual({ ok: true });
    // The server closes its side of the keep-alive connection: the response's 'close' comes after its end.
    app.server.closeIdleConnections();
    await until(() => new Promise<boolean>((resolve) => app.server.getConnections((_e, n) => resolve(n === 0))), { what: 'the connection to close' });
    expect(seen.fast!.aborted).toBe(false);
  });
});

/**
 * A real client leaving the autocomplete mid-request: its first statement (the numbers starting
 * with the text) is held at the driver until the server has seen the disconnect, and the second
 * (the numbers containing it elsewhere) must then never be sent. The driver is watched where both
 * engines send statements: the PGlite instance, or node-postgres clients.
 */
describe('an abandoned e-invoice number autocomplete', () => {
  let ctx: TestContext;
  let base = '';
  let token = '';
  const sent: string[] = [];
  let hold: Promise<void> | null = null;
  let holding: (() => void) | null = null;
  let restore = () => {};

  beforeAll(async () => {
    ctx = await createTestContext({ databaseName: `faktura_abandon_${process.pid}` });
    const login = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'finance', password: 'demo' } });
    token = login.json<{ token: string }>().token;
    const target = (ctx.database.kind === 'postgres' ? pg.Client.prototype : (ctx.database.db as unknown as { $client: object }).$client) as {
      query: (...args: unknown[]) => unknown;
    };
    const original = target.query;
    target.query = function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string } | undefined)?.text ?? '');
      if (/"invoice_no"/.test(text) && /from "invoices"/.test(text)) {
        sent.push(/ilike/i.test(text) ? 'contains' : 'starts with');
        if (hold) {
          const wait = hold;
          holding?.();
          return wait.then(() => original.apply(this, args));
        }
      }
      return original.apply(this, args);
    };
    restore = () => (target.query = original);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    restore();
    await ctx.app.close();
    await ctx.database.close();
  });

  const path = '/api/finance/invoice-numbers?search=INV%2F2026';

  it('asks both statements when the client waits for the answer (the control)', async () => {
    sent.length = 0;
    const res = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(sent).toEqual(['starts with', 'contains']);
  });

  it('does not send the second statement once the client has gone', async () => {
    sent.length = 0;
    let release!: () => void;
    hold = new Promise<void>((resolve) => (release = resolve));
    const reached = new Promise<void>((resolve) => (holding = resolve));
    const request = http.get(base + path, { headers: { authorization: `Bearer ${token}` } });
    request.on('error', () => undefined);
    await reached;
    // Only the held request's connection stays (the control's keep-alive one goes), so no connection left means the server saw it close.
    ctx.app.server.closeIdleConnections();
    request.destroy();
    await until(() => new Promise<boolean>((resolve) => ctx.app.server.getConnections((_e, n) => resolve(n === 0))), {
      what: 'the server to see the disconnect',
    });
    hold = null;
    holding = null;
    release();
    // A request answered after the release: by then the abandoned one, whose held statement
    // resumed first, has asked for whatever it was going to ask.
    const next = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
    expect(next.status).toBe(200);
    expect(sent).toEqual(['starts with', 'starts with', 'contains']);
  });
});
