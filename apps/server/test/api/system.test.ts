import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { getTestContext } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { buildApp } from '../../src/app';

/** The parts of the OpenAPI document these tests read: its version, its paths and the login's body. */
const openApiSchema = z.object({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) });
const loginPathSchema = z.object({
  post: z.object({
    requestBody: z.object({ content: z.object({ 'application/json': z.object({ schema: z.object({ properties: z.record(z.string(), z.unknown()) }) }) }) }),
  }),
});

/** The metrics scraper's token of the test config. */
const SCRAPER = { authorization: 'Bearer test-metrics-token' };

describe('operations endpoints', () => {
  it('reports health, naming the database kind only to the metrics scraper', async () => {
    const { app, database } = await getTestContext();
    const anonymous = await app.inject({ method: 'GET', url: '/api/health' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ status: 'ok' });
    const scraper = await app.inject({ method: 'GET', url: '/api/health', headers: SCRAPER });
    expect(scraper.json()).toEqual({ status: 'ok', database: database.kind });
  });

  it('serves Prometheus metrics including request counts', async () => {
    const { app } = await getTestContext();
    await app.inject({ method: 'GET', url: '/api/health' });
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer test-metrics-token' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/faktura_http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
    expect(res.body).toContain('process_cpu_user_seconds_total');
  });

  it('refuses metrics to anyone without the scraper token', async () => {
    const { app } = await getTestContext();
    for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${'test-metrics-token'.slice(0, -1)}`]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', messages: ['Metrics need the scraper token'] });
    }
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const { app } = await getTestContext();
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = bodyOf(res, openApiSchema);
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/dashboard/invoices', '/api/notifications/']));
    expect(loginPathSchema.parse(doc.paths['/api/auth/login']).post.requestBody.content['application/json'].schema.properties).toHaveProperty('username');
  });
});

describe('liveness and readiness', () => {
  it('answers liveness without touching the database', async () => {
    const { app } = await getTestContext();
    const res = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database answers and carries every shipped migration', async () => {
    const { app, database } = await getTestContext();
    const res = await app.inject({ method: 'GET', url: '/api/health/ready', headers: SCRAPER });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: string; database: string; migrations: { applied: number; shipped: number } }>();
    expect(body).toMatchObject({ status: 'ready', database: database.kind });
    expect(body.migrations.applied).toBeGreaterThanOrEqual(body.migrations.shipped);
    expect(body.migrations.shipped).toBeGreaterThan(0);
  });

  it('tells anyone without the metrics token only whether it is ready: not the engine or its migrations', async () => {
    const { app } = await getTestContext();
    for (const authorization of [undefined, 'Bearer wrong-token', 'Bearer ', `Bearer ${'test-metrics-token'.slice(0, -1)}`]) {
      const res = await app.inject({ method: 'GET', url: '/api/health/ready', headers: authorization === undefined ? {} : { authorization } });
      expect(res.statusCode, authorization).toBe(200);
      expect(res.json(), authorization).toEqual({ status: 'ready' });
    }
  });

  it('is not ready when the database does not answer', async () => {
    const { config, erp, database } = await getTestContext();
    const broken = { ...database, rows: () => Promise.reject(new Error('connection refused')) };
    const app = await buildApp({ config, database: broken, erp });
    const anonymous = await app.inject({ method: 'GET', url: '/api/health/ready' });
    const scraper = await app.inject({ method: 'GET', url: '/api/health/ready', headers: SCRAPER });
    await app.close();
    expect(anonymous.statusCode).toBe(503);
    expect(anonymous.json()).toEqual({ status: 'unavailable' });
    expect(scraper.statusCode).toBe(503);
    expect(scraper.json()).toEqual({ status: 'unavailable', database: database.kind, migrations: null });
  });

  it('gives no details to anyone when no metrics token is configured', async () => {
    const { config, erp, database } = await getTestContext();
    const app = await buildApp({ config: { ...config, metricsToken: null }, database, erp });
    const res = await app.inject({ method: 'GET', url: '/api/health/ready', headers: SCRAPER });
    await app.close();
    expect(res.json()).toEqual({ status: 'ready' });
  });
});

describe('readiness and file storage', () => {
  it('is not ready when the files directory cannot be used', async () => {
    const { config, erp, database } = await getTestContext();
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-ready-'));
    const app = await buildApp({ config: { ...config, filesDir }, database, erp });
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    // The volume goes away and something else takes its path.
    fs.rmSync(filesDir, { recursive: true });
    fs.writeFileSync(filesDir, 'not a directory');
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    await app.close();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable' });
  });
});
