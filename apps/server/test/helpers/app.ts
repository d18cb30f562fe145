import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { loginResponseSchema } from '@faktura/domain';
import { buildApp } from '../../src/app';
import { testConfig, type Config } from '../../src/config';
import type { AppDeps } from '../../src/deps';
import { openDatabase, type Database } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed/index';
import { createReferenceErp } from '../../src/erp/reference/index';
import { createReferenceErpOperator } from '../../src/erp/reference/operator';
import type { ErpPort } from '../../src/erp/port';
import { bodyOf } from './body';

export type TestContext = { app: FastifyInstance; database: Database; erp: ErpPort; config: Config };

const KEY = Symbol.for('faktura.test.context');
type Holder = { [KEY]?: Promise<TestContext> };

/**
 * With a PostgreSQL server (DATABASE_URL), each test worker gets a database of its own, made
 * fresh, so workers never see each other's rows.
 */
async function freshServerDatabase(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/** How a test app differs from the worker's shared one. */
export type TestContextOptions = {
  /** Its database on a PostgreSQL server (PGlite: a new in-memory one whatever the name). */
  databaseName: string;
  config?: Partial<Config>;
  logStream?: AppDeps['logStream'];
};

/**
 * A demo-seeded app on a fresh database of its own: for tests whose writes other files must not
 * see. Close its app and database when done.
 */
export async function createTestContext({ databaseName, config: overrides, logStream }: TestContextOptions): Promise<TestContext> {
  let config = testConfig(overrides);
  if (config.databaseUrl) config = { ...config, databaseUrl: await freshServerDatabase(config.databaseUrl, databaseName) };
  const database = await openDatabase(config);
  await seedDemo(database.db);
  const erp = createReferenceErp(database.db);
  const app = await buildApp({ config, database, erp, erpOperator: createReferenceErpOperator(database.db), ...(logStream ? { logStream } : {}) });
  await app.ready();
  return { app, database, erp, config };
}

/** One app and database per test worker, shared by its files (see vitest.config.ts). */
export function getTestContext(): Promise<TestContext> {
  const holder = globalThis as Holder;
  // Each worker is its own process (pool "forks"), so the pid names its database uniquely.
  holder[KEY] ??= createTestContext({ databaseName: `faktura_test_${process.pid}` });
  return holder[KEY];
}

const tokens = new Map<string, string>();

/** Logs in as a demo user (password demo) and returns a fresh bearer token. */
export async function login(username: string, remoteAddress = '10.9.0.1'): Promise<string> {
  const { app } = await getTestContext();
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'demo' }, remoteAddress });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return bodyOf(res, loginResponseSchema).token;
}

/** A token for a demo user, reused across tests; use login() when a test revokes it. */
export async function tokenFor(username: string): Promise<string> {
  const cached = tokens.get(username);
  if (cached) return cached;
  const token = await login(username);
  tokens.set(username, token);
  return token;
}

export async function injectAs(username: string, options: InjectOptions): Promise<LightMyRequestResponse> {
  const { app } = await getTestContext();
  const token = await tokenFor(username);
  return app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
}

/** Another app on the worker's database, serving a web build from `webDist` as `npm start` does. */
export async function appServingWeb(webDist: string): Promise<FastifyInstance> {
  const { config, database, erp } = await getTestContext();
  const app = await buildApp({ config: { ...config, webDist }, database, erp });
  await app.ready();
  return app;
}
