import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { UserType } from '@faktura/domain';
import { mockFetch, on, quietPortal } from '../test/fetch-mock';
import { AAM, makeLogin } from '../test/fixtures';
import { renderApp } from '../test/render';
import { apiFetch, itemsOf } from '../lib/api-core';
import { clearSession, saveLogin } from '../lib/session';
import { setLanguage } from '../i18n/language';
import { earlyDataFor, fetchScreenDataEarly } from './early-data';

const anything = { parse: (body: unknown) => body };
const gets = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'GET').map((c) => c.path);

describe('earlyDataFor', () => {
  it('lists the dashboard’s own GETs and the header’s, by user type', () => {
    expect(earlyDataFor('#/dashboard', 'VENDOR')).toEqual([
      '/api/dashboard/work',
      '/api/dashboard/invoices',
      '/api/timeline/expected-payments',
      '/api/dashboard/receipts',
      '/api/notifications/counts',
    ]);
    expect(earlyDataFor('#/dashboard?from=mail', 'ORACLE')).toEqual([
      '/api/dashboard/work',
      '/api/dashboard/invoices',
      '/api/notifications/counts',
      '/api/tasks',
    ]);
  });

  it('asks only for the header’s on a screen without a list of its own, and nothing where the guard turns the user away or no frame is drawn', () => {
    expect(earlyDataFor('#/invoice/detail/12', 'PIC')).toEqual(['/api/notifications/counts', '/api/tasks']);
    expect(earlyDataFor('#/invoice/create', 'ORACLE')).toEqual([]);
    expect(earlyDataFor('#/login?redirect=%2Fdashboard', 'VENDOR')).toEqual([]);
    expect(earlyDataFor('#/no/such/screen', 'VENDOR')).toEqual([]);
    expect(earlyDataFor('', 'VENDOR')).toEqual([]);
  });

  // The list is kept by hand (the entry cannot load the screens' code): drawn for real, the
  // dashboard must ask for exactly what is asked for early, so a changed screen fails here.
  it.each<UserType>(['VENDOR', 'ORACLE', 'PIC'])('equals what the dashboard asks for as it draws, for a %s', async (typeUser) => {
    saveLogin(makeLogin({ typeUser, company: AAM }));
    const calls = mockFetch(...quietPortal, on('GET', '/api/dashboard/work', { items: [] }), on('GET', '/api/timeline/expected-payments', { items: [] }));
    renderApp('/dashboard');
    const expected = earlyDataFor('#/dashboard', typeUser).sort();
    await waitFor(() => expect([...new Set(gets(calls))].sort()).toEqual(expected), { timeout: 10_000 });
  });
});

describe('fetchScreenDataEarly', () => {
  it('asks once per path; the first call of the same URL takes the answer, later ones ask again', async () => {
    saveLogin(makeLogin({ typeUser: 'ORACLE', company: AAM }));
    const calls = mockFetch(...quietPortal, on('GET', '/api/dashboard/work', { items: [] }));
    fetchScreenDataEarly('#/dashboard');
    fetchScreenDataEarly('#/dashboard');
    expect(gets(calls)).toEqual(earlyDataFor('#/dashboard', 'ORACLE'));
    await expect(apiFetch('/api/dashboard/work', itemsOf(anything))).resolves.toEqual({ items: [] });
    expect(gets(calls)).toHaveLength(4);
    await apiFetch('/api/dashboard/work', itemsOf(anything));
    expect(gets(calls)).toHaveLength(5);
    expect(calls.every((c) => c.auth === 'Bearer tok-123')).toBe(true);
  });

  it('hands no answer to a call with another language, and asks for nothing without a session ready', async () => {
    // Another token: the answers the test above left untaken are not this session's.
    saveLogin({ ...makeLogin({ typeUser: 'VENDOR', company: AAM }), token: 'tok-456' });
    const calls = mockFetch(...quietPortal);
    fetchScreenDataEarly('#/invoice/list');
    setLanguage('id');
    await apiFetch('/api/notifications/counts', anything);
    expect(gets(calls)).toEqual(['/api/notifications/counts', '/api/notifications/counts']);
    setLanguage('en');

    clearSession();
    const none = mockFetch(...quietPortal);
    fetchScreenDataEarly('#/dashboard');
    expect(none).toEqual([]);
  });
});
