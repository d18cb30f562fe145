import { describe, expect, it, vi } from 'vitest';
import { mockFetch, on } from '../test/fetch-mock';
import { AAM, makeLogin } from '../test/fixtures';
import { ApiError, apiFetch } from './api-client';
import { getSession, saveLogin } from './session';

describe('apiFetch', () => {
  it('sends the bearer token and returns JSON', async () => {
    saveLogin(makeLogin({ company: AAM }));
    const calls = mockFetch(on('GET', '/api/auth/me', { ok: true }));
    await expect(apiFetch('/api/auth/me')).resolves.toEqual({ ok: true });
    expect(calls[0]?.auth).toBe('Bearer tok-123');
  });

  it('throws the server messages as an ApiError', async () => {
    mockFetch(on('POST', '/api/things', { messages: ['Invoice No is empty', 'Tax Date is empty'] }, 400));
    const error = await apiFetch('/api/things', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messages).toEqual(['Invoice No is empty', 'Tax Date is empty']);
    expect((error as ApiError).status).toBe(400);
  });

  it('on 401 clears the session, alerts once and goes to the login page', async () => {
    saveLogin(makeLogin({ company: AAM }));
    window.location.hash = '#/invoice/list';
    mockFetch(on('GET', '/api/dashboard/invoices', { messages: ['Session expired'] }, 401));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const results = await Promise.allSettled([apiFetch('/api/dashboard/invoices'), apiFetch('/api/dashboard/invoices')]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Unauthorized, Please login...');
    expect(getSession()).toBeNull();
    expect(window.location.hash).toBe('#/login?redirect=%2Finvoice%2Flist');
  });
});
