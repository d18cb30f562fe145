import { vi } from 'vitest';

type Handler = (req: { method: string; url: URL; body: unknown }) => { status?: number; body?: unknown } | undefined;

export type FetchCall = { method: string; path: string; body: unknown; auth: string | null };

/**
 * Stubs global fetch with a router of handlers (first answer wins). Unhandled calls answer
 * 404 so a test never hangs on a forgotten endpoint. Returns the calls made, for assertions.
 */
export function mockFetch(...handlers: Handler[]): FetchCall[] {
  const calls: FetchCall[] = [];
  const answer = (input: RequestInfo | URL, init: RequestInit): Response => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const headers = new Headers(init.headers);
    calls.push({ method, path: url.pathname + url.search, body, auth: headers.get('Authorization') });
    for (const h of handlers) {
      const res = h({ method, url, body });
      if (res) {
        const status = res.status ?? 200;
        return new Response(status === 204 ? null : JSON.stringify(res.body ?? {}), { status, headers: { 'Content-Type': 'application/json' } });
      }
    }
    return new Response(JSON.stringify({ code: 'UNKNOWN_ENDPOINT', messages: [`Not mocked: ${method} ${url.pathname}`] }), { status: 404 });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => Promise.resolve(answer(input, init))),
  );
  return calls;
}

/** Answers one method + path (query ignored). */
export function on(method: string, path: string, body: unknown, status = 200): Handler {
  return (req) => (req.method === method && req.url.pathname === path ? { status, body } : undefined);
}

/** The calls every signed-in page makes (header badges, empty lists, empty dashboard). */
export const quietPortal: Handler[] = [
  on('GET', '/api/notifications/counts', { notification: 0, message: 0, task: 0 }),
  on('GET', '/api/notifications', { items: [], unread: 0 }),
  on('GET', '/api/tasks', { items: [], total: 0 }),
  on('GET', '/api/dashboard/invoices', { items: [] }),
  on('GET', '/api/dashboard/receipts', { items: [] }),
];
