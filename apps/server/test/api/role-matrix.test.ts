import { describe, expect, it } from 'vitest';
import { getTestContext, injectAs } from '../helpers/app';

/**
 * Every endpoint × every demo user: who gets in (2xx), who is refused (403), and that nobody
 * gets in without a token (401). New endpoints are added here as they land.
 */
const USERS = ['vendor', 'vendor2', 'transport', 'pic', 'finance', 'fin'] as const;
type User = (typeof USERS)[number];
const ALL: readonly User[] = USERS;
const VENDORS: readonly User[] = ['vendor', 'vendor2', 'transport'];

const ENDPOINTS: Array<{ method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object; allowed: readonly User[] }> = [
  { method: 'GET', url: '/api/auth/me', allowed: ALL },
  { method: 'GET', url: '/api/notifications', allowed: ALL },
  { method: 'GET', url: '/api/notifications/counts', allowed: ALL },
  { method: 'POST', url: '/api/notifications/read-all', payload: { kind: 'task' }, allowed: ALL },
  { method: 'GET', url: '/api/dashboard/invoices', allowed: ALL },
  { method: 'GET', url: '/api/dashboard/receipts', allowed: VENDORS },
  { method: 'GET', url: '/api/invoices', allowed: ALL },
  { method: 'GET', url: '/api/po-invoices/pending-receipts?orgId=82&instance=AAM', allowed: ['vendor', 'vendor2', 'transport'] },
  { method: 'GET', url: '/api/po-invoices/form-options?orgId=82&instance=AAM', allowed: ['vendor', 'vendor2', 'transport'] },
  { method: 'GET', url: '/api/batches', allowed: ALL },
  { method: 'GET', url: '/api/suppliers?instance=AAM', allowed: ['pic', 'finance', 'fin'] },
  { method: 'GET', url: '/api/batches/drafts?orgId=82&instance=AAM', allowed: ['vendor', 'vendor2', 'transport'] },
  { method: 'GET', url: '/api/batches/available-invoices?orgId=82&instance=AAM', allowed: ['vendor', 'vendor2', 'transport'] },
];

/** Writes only suppliers may make: everyone else is refused before any validation. */
const VENDOR_WRITES: Array<{ method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }> = [
  { method: 'POST', url: '/api/po-invoices', payload: {} },
  { method: 'PUT', url: '/api/po-invoices/1', payload: { revision: 1 } },
  { method: 'DELETE', url: '/api/po-invoices/1' },
  { method: 'DELETE', url: '/api/po-invoices/1/lines/1' },
  { method: 'POST', url: '/api/batches', payload: {} },
  { method: 'PUT', url: '/api/batches/1', payload: {} },
  { method: 'POST', url: '/api/po-invoices/1/add-to-batch', payload: {} },
];

describe('supplier-only writes', () => {
  for (const endpoint of VENDOR_WRITES) {
    it(`${endpoint.method} ${endpoint.url} refuses PIC and finance`, async () => {
      for (const user of ['pic', 'finance', 'fin']) {
        const res = await injectAs(user, endpoint);
        expect(res.statusCode, user).toBe(403);
        expect(res.json()).toEqual({ messages: ['Unauthorized'] });
      }
    });
  }
});

describe('role × endpoint matrix', () => {
  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.url}`, async () => {
      const { app } = await getTestContext();
      const anonymous = await app.inject({ method: endpoint.method, url: endpoint.url, payload: endpoint.payload });
      expect(anonymous.statusCode).toBe(401);
      for (const user of USERS) {
        const res = await injectAs(user, { method: endpoint.method, url: endpoint.url, payload: endpoint.payload });
        const expected = endpoint.allowed.includes(user) ? 'allowed' : 'forbidden';
        const actual = res.statusCode < 300 ? 'allowed' : res.statusCode === 403 ? 'forbidden' : `status ${res.statusCode}`;
        expect(actual, `${user} on ${endpoint.method} ${endpoint.url}`).toBe(expected);
      }
    });
  }
});
