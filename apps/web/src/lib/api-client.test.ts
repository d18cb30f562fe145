import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { authApi, batchesApi, companyOptionSchema, defineEndpoint, invoicesApi, meResponseSchema, sessionApi } from '@faktura/domain';
import { mockFetch, on } from '../test/fetch-mock';
import { AAM, makeLogin } from '../test/fixtures';
import { ApiError, apiFetch, apiSend, callApi, ContractError, endpointUrl, errorMessages, GENERIC_ERROR, itemsOf } from './api-client';
import { isNotFound } from './api-errors';
import { isReloadable } from '../components/form-page/use-form-page';
import { getSession, saveLogin } from './session';

const me = () => {
  const { user, companies } = makeLogin({ company: AAM });
  return { user, companies };
};

describe('apiFetch', () => {
  it('sends the bearer token and returns the answer read by its contract', async () => {
    saveLogin(makeLogin({ company: AAM }));
    const calls = mockFetch(on('GET', '/api/auth/me', me()));
    await expect(apiFetch('/api/auth/me', meResponseSchema)).resolves.toEqual(me());
    expect(calls[0]?.auth).toBe('Bearer tok-123');
  });

  it('fails loudly when the server drifts from the contract, and shows users the generic text', async () => {
    mockFetch(on('GET', '/api/auth/me', { user: { ...me().user, menu: 'all' }, companies: [] }));
    const error = await apiFetch('/api/auth/me', meResponseSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as Error).message).toContain('/api/auth/me');
    expect(errorMessages(error)).toEqual([GENERIC_ERROR]);
    vi.mocked(console.error).mockClear(); // this drift is the point of the test (see test/setup.ts)
  });

  it('reads `{ items }` answers item by item', async () => {
    mockFetch(on('GET', '/api/list', { items: [me().companies[0], { orgId: 'x' }] }));
    await expect(apiFetch('/api/list', itemsOf(companyOptionSchema))).rejects.toBeInstanceOf(ContractError);
    vi.mocked(console.error).mockClear();
  });

  it('throws the server messages as an ApiError', async () => {
    mockFetch(on('POST', '/api/things', { messages: ['Invoice No is empty', 'Tax Date is empty'] }, 400));
    const error = await apiSend('/api/things', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messages).toEqual(['Invoice No is empty', 'Tax Date is empty']);
    expect((error as ApiError).status).toBe(400);
  });

  it('on 401 clears the session, alerts once and goes to the login page', async () => {
    saveLogin(makeLogin({ company: AAM }));
    window.location.hash = '#/invoice/list';
    mockFetch(on('GET', '/api/dashboard/invoices', { messages: ['Session expired'] }, 401));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const results = await Promise.allSettled([apiSend('/api/dashboard/invoices'), apiSend('/api/dashboard/invoices')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Unauthorized, Please login...');
    expect(getSession()).toBeNull();
    expect(window.location.hash).toBe('#/login?redirect=%2Finvoice%2Flist');
  });
});

describe('callApi', () => {
  it('builds the URL from the path template, percent-encoding each value so a "/" stays inside its segment', () => {
    const byNumber = defineEndpoint({
      method: 'GET',
      path: '/api/x/:no/lines/:line',
      summary: '',
      params: z.strictObject({ no: z.string(), line: z.string() }),
      response: 'none',
    });
    expect(endpointUrl(byNumber, { params: { no: 'INV/2026/001', line: '3' } })).toBe('/api/x/INV%2F2026%2F001/lines/3');
    expect(endpointUrl(batchesApi.recapPdf, { params: { id: 12 } })).toBe('/api/batches/12/recap.pdf');
  });

  it('refuses a path value that is missing rather than calling a wrong URL', () => {
    expect(() => endpointUrl(batchesApi.get, { params: {} as { id: number } })).toThrow(/:id/);
  });

  it('sends the method, path and query of the declaration, leaving out empty query values', async () => {
    const calls = mockFetch(on('GET', '/api/batches', { items: [], total: 0, totalCapped: false, page: 2, pageSize: 10 }));
    await callApi(batchesApi.list, { query: { page: 2, pageSize: 10, status: '', batchNo: undefined } });
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/batches?page=2&pageSize=10' });
  });

  it('sends a JSON body and reads the answer with the declared schema', async () => {
    saveLogin(makeLogin({ company: AAM }));
    const calls = mockFetch(on('PUT', '/api/auth/company', me()));
    await expect(callApi(authApi.selectCompany, { body: { orgId: 82, instance: 'AAM' } })).resolves.toEqual(me());
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { orgId: 82, instance: 'AAM' }, auth: 'Bearer tok-123' });
  });

  it('answers nothing for a no-content endpoint', async () => {
    const calls = mockFetch(on('DELETE', '/api/invoices/7/attachments/9', null, 204));
    await expect(callApi(invoicesApi.detach, { params: { id: 7, fileId: 9 } })).resolves.toBeUndefined();
    expect(calls[0]?.method).toBe('DELETE');
  });

  it('fails with a ContractError when the answer drifts from the declaration', async () => {
    mockFetch(on('GET', '/api/batches/5', { id: 'five' }));
    await expect(callApi(batchesApi.get, { params: { id: 5 } })).rejects.toBeInstanceOf(ContractError);
    vi.mocked(console.error).mockClear();
  });

  it('leaves the session alone on a 401 of a public endpoint (wrong credentials at login)', async () => {
    saveLogin(makeLogin({ company: AAM }));
    mockFetch(on('POST', '/api/auth/login', { code: 'UNAUTHENTICATED', messages: ['Incorrect username or password'] }, 401));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const error = await callApi(sessionApi.login, { body: { username: 'a', password: 'b' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UNAUTHENTICATED', messages: ['Incorrect username or password'] });
    expect(alert).not.toHaveBeenCalled();
    expect(getSession()).not.toBeNull();
  });
});

describe('ApiError codes', () => {
  it('carries the code the server sent beside its messages', async () => {
    mockFetch(on('GET', '/api/batches/5', { code: 'NOT_FOUND', messages: ['Batch not found'] }, 404));
    const error = await callApi(batchesApi.get, { params: { id: 5 } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, messages: ['Batch not found'] });
    expect(isNotFound(error)).toBe(true);
    expect(isReloadable(error)).toBe(false);
  });

  it('treats a stale revision and a conflict as reloadable', () => {
    expect(isReloadable(new ApiError(409, ['changed'], 'STALE_REVISION'))).toBe(true);
    expect(isReloadable(new ApiError(409, ['already decided'], 'CONFLICT'))).toBe(true);
    expect(isReloadable(new ApiError(400, ['bad'], 'VALIDATION'))).toBe(false);
  });

  it('reads a refusal without a code, or a body the API did not write, as UNKNOWN', async () => {
    mockFetch(on('GET', '/api/batches/5', { messages: ['Short and stout'] }, 418));
    await expect(callApi(batchesApi.get, { params: { id: 5 } })).rejects.toMatchObject({ code: 'UNKNOWN', messages: ['Short and stout'] });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 }))),
    );
    await expect(callApi(batchesApi.get, { params: { id: 5 } })).rejects.toMatchObject({ code: 'UNKNOWN', status: 502, messages: [] });
  });

  it('names an unreachable server NETWORK', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(callApi(batchesApi.get, { params: { id: 5 } })).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
  });
});
