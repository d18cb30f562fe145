import { describe, expect, it, vi } from 'vitest';
import { companyOptionSchema, meResponseSchema } from '@faktura/domain';
import { mockFetch, on } from '../test/fetch-mock';
import { AAM, makeLogin } from '../test/fixtures';
import { ApiError, apiFetch, apiSend, ContractError, errorMessages, GENERIC_ERROR, itemsOf } from './api-client';
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
