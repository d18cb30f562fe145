import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { apiFetch } from '../../lib/api-core';
import { saveLogin } from '../../lib/session';
import { AAM, makeLogin } from '../../test/fixtures';
import { takeFirstScreen, whenRouterReady } from './take-over';

const WORK = { items: [{ key: 'drafts', count: 3, path: '/invoice/list?status=DRAFT' }] };
const passThrough = { parse: (body: unknown) => body };

/** The page as the server's scripts leave it: the answers in it, and <html> marked when the drawn screen shows. */
function pageWith(answers: unknown, shown: boolean) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'fk-first-answers';
  element.textContent = JSON.stringify(answers);
  document.body.append(element);
  if (shown) document.documentElement.setAttribute('data-first-screen', '');
}

afterEach(() => {
  document.documentElement.removeAttribute('data-first-screen');
  document.getElementById('fk-first-answers')?.remove();
  vi.unstubAllGlobals();
});

describe('taking over a screen the server drew', () => {
  it('hands the answers it was drawn from to the app’s calls, which then ask the server nothing', async () => {
    saveLogin(makeLogin({ company: AAM }));
    pageWith({ '/api/dashboard/work': WORK }, true);
    const fetch = vi.fn(() => Promise.reject(new Error('asked the server')));
    vi.stubGlobal('fetch', fetch);
    expect(takeFirstScreen()).toBe(true);
    expect(document.getElementById('fk-first-answers')).toBeNull();
    expect(await apiFetch('/api/dashboard/work', passThrough)).toEqual(WORK);
    expect(fetch).not.toHaveBeenCalled();
    // Each answer is taken once: a later call asks the server.
    await expect(apiFetch('/api/dashboard/work', passThrough)).rejects.toThrow('Cannot reach the server');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('takes nothing when the page does not show a drawn screen', async () => {
    saveLogin(makeLogin({ company: AAM }));
    pageWith({ '/api/dashboard/work': WORK }, false);
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ items: [] }), { headers: { 'content-type': 'application/json' } })));
    vi.stubGlobal('fetch', fetch);
    expect(takeFirstScreen()).toBe(false);
    expect(await apiFetch('/api/dashboard/work', passThrough)).toEqual({ items: [] });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('waits for the router to have the screen’s code and answers before the app draws over the screen', async () => {
    let finish = () => {};
    const loaded = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const router = createMemoryRouter([{ path: '/', loader: async () => loaded.then(() => null), Component: () => null }]);
    let ready = false;
    const waiting = whenRouterReady(router).then(() => {
      ready = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    finish();
    await waiting;
    expect(router.state.initialized).toBe(true);
    // Once ready, at once.
    await whenRouterReady(router);
  });
});
