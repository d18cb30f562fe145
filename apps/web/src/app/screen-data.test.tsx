import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, on, quietPortal } from '../test/fetch-mock';
import { AAM, makeLogin } from '../test/fixtures';
import { renderApp } from '../test/render';
import { saveLogin } from '../lib/session';
import { SCREEN_DATA_WAIT_MS } from './screen-data';

// The first render of a lazy route compiles antd in jsdom: allow more than the default second.
const slow = { timeout: 15_000 };

const WORK = { items: [{ key: 'toComplete', count: 3, path: '/invoice/list/finance?status=OPEN' }] };

/** Whether a loading placeholder has been in the page at any moment since the call. */
function watchLoading() {
  let seen = false;
  const check = () => {
    seen ||= document.querySelector('.ant-skeleton') !== null;
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true });
  return {
    get seen() {
      check();
      return seen;
    },
    stop: () => observer.disconnect(),
  };
}

/** Holds the answers to one path back by `ms`: fetch answers the rest as `mockFetch` does. */
function delayPath(path: string, ms: number) {
  const answer = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    const response = answer(input, init);
    return url.pathname === path ? new Promise((resolve) => setTimeout(() => resolve(response), ms)) : response;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('a screen drawn once its first answers are in', { timeout: 20_000 }, () => {
  it('draws the dashboard with its answers at once: no card ever shows a loading placeholder', async () => {
    saveLogin(makeLogin({ typeUser: 'ORACLE', company: AAM }));
    mockFetch(...quietPortal, on('GET', '/api/dashboard/work', WORK));
    const loading = watchLoading();
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'PO invoices to complete: 3' }, slow)).toBeTruthy();
    expect(screen.getByText('No invoices yet')).toBeTruthy();
    expect(loading.seen).toBe(false);
    loading.stop();
  });

  it(`draws without waiting longer than ${SCREEN_DATA_WAIT_MS} ms for a slow answer: that card loads, the others show theirs`, async () => {
    saveLogin(makeLogin({ typeUser: 'ORACLE', company: AAM }));
    mockFetch(...quietPortal, on('GET', '/api/dashboard/work', WORK));
    delayPath('/api/dashboard/invoices', 3_000);
    const loading = watchLoading();
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'PO invoices to complete: 3' }, slow)).toBeTruthy();
    // The latest invoices' card is still waiting for its answer, in its loading state.
    expect(loading.seen).toBe(true);
    expect(screen.queryByText('No invoices yet')).toBeNull();
    expect(await screen.findByText('No invoices yet', {}, { timeout: 5_000 })).toBeTruthy();
    loading.stop();
  });

  it('shows a card’s failed answer as the card’s error, the rest of the dashboard as usual', async () => {
    saveLogin(makeLogin({ typeUser: 'ORACLE', company: AAM }));
    mockFetch(...quietPortal, on('GET', '/api/dashboard/work', { code: 'INTERNAL', messages: ['The work queue is unavailable'] }, 503));
    renderApp('/dashboard');
    expect(await screen.findByText('No invoices yet', {}, slow)).toBeTruthy();
    expect(await screen.findByText(/The work queue is unavailable/, {}, slow)).toBeTruthy();
  });
});
