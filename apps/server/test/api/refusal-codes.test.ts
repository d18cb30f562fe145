import { describe, expect, it } from 'vitest';
import { API_ERROR_STATUS, errorBodySchema, type ApiErrorCode } from '@faktura/domain';
import type { LightMyRequestResponse } from 'fastify';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';

/**
 * Every refusal is `{ code, messages }`, its code one of the domain's list and the status the one
 * that code answers with: clients branch on the code, never on the status number.
 */

const { app } = await getTestContext();

function expectRefusal(res: LightMyRequestResponse, code: ApiErrorCode) {
  expect({ status: res.statusCode, code: bodyOf(res, errorBodySchema).code }, res.body).toEqual({ status: API_ERROR_STATUS[code], code });
  expect(bodyOf(res, errorBodySchema).messages.length).toBeGreaterThan(0);
}

describe('refusal codes', () => {
  it('VALIDATION: a body or query the schema refuses, and a business rule', async () => {
    expectRefusal(await injectAs('vendor', { method: 'POST', url: '/api/batches', payload: { orgId: 'x' } }), 'VALIDATION');
    expectRefusal(await injectAs('vendor', { method: 'GET', url: '/api/batches?page=0' }), 'VALIDATION');
    expectRefusal(await injectAs('vendor', { method: 'POST', url: '/api/batches', payload: { orgId: 82, instance: 'AAM', invoiceIds: [] } }), 'VALIDATION');
  });

  it('MALFORMED: a JSON body that does not parse', async () => {
    expectRefusal(
      await injectAs('vendor', { method: 'PUT', url: '/api/auth/company', payload: '{"orgId":', headers: { 'content-type': 'application/json' } }),
      'MALFORMED',
    );
  });

  it('UNAUTHENTICATED: no session, and wrong credentials at login', async () => {
    expectRefusal(await app.inject({ method: 'GET', url: '/api/batches' }), 'UNAUTHENTICATED');
    expectRefusal(
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'vendor', password: 'not-it' }, remoteAddress: '10.77.0.1' }),
      'UNAUTHENTICATED',
    );
  });

  it('FORBIDDEN: a user type the route does not serve', async () => {
    expectRefusal(await injectAs('finance', { method: 'GET', url: '/api/batches/drafts?orgId=82&instance=AAM' }), 'FORBIDDEN');
  });

  it('NOT_FOUND: a record that does not exist; UNKNOWN_ENDPOINT: a path no route serves', async () => {
    expectRefusal(await injectAs('vendor', { method: 'GET', url: '/api/batches/2147483647' }), 'NOT_FOUND');
    expectRefusal(await injectAs('vendor', { method: 'GET', url: '/api/batches/2147483647/nothing-here' }), 'UNKNOWN_ENDPOINT');
  });

  it('TOO_LARGE, URI_TOO_LONG and UNSUPPORTED_MEDIA_TYPE: requests the server cannot take', async () => {
    const big = JSON.stringify({ invoiceIds: [], note: 'x'.repeat(1024 * 1024 + 1) });
    expectRefusal(
      await injectAs('vendor', { method: 'PUT', url: '/api/batches/1', payload: big, headers: { 'content-type': 'application/json' } }),
      'TOO_LARGE',
    );
    expectRefusal(await injectAs('vendor', { method: 'GET', url: `/api/batches/${'1'.repeat(200)}` }), 'URI_TOO_LONG');
    expectRefusal(
      await injectAs('vendor', { method: 'PUT', url: '/api/auth/company', payload: '<orgId>82</orgId>', headers: { 'content-type': 'application/xml' } }),
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });
});
