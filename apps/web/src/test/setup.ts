import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { ContractError } from '../lib/api-client';
import { clearSession } from '../lib/session';
// i18next with the whole English catalogue, ready before any test: components render their texts as
// the signed-in app does (and a language loaded by a test comes whole).
import { completeCatalogues } from '../i18n/setup';
import { matchesWidth } from './viewport';

await completeCatalogues();

// The first render of antd components in jsdom is slow, more so on a busy 2-core machine: give
// tests and async queries room instead of failing on timing alone.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 10_000 });

// antd reads media queries (Grid, Sider breakpoints) and observes sizes; jsdom has neither.
// Width queries answer as a desktop would (test/viewport.ts), so screens render their desktop layout.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: matchesWidth(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
}

// A mocked answer that drifts from the domain's contract fails its test, even where the screen
// only shows the generic error text: the API client reports every ContractError on the console.
beforeEach(() => {
  vi.spyOn(console, 'error');
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  const drifts = vi
    .mocked(console.error)
    .mock.calls.map(([first]: unknown[]) => first)
    .filter((first) => first instanceof ContractError);
  if (drifts.length > 0) throw new Error(`Answers that do not match their contract:\n${drifts.map(String).join('\n')}`);
  cleanup();
  clearSession(); // also resets the store's cached snapshot
  window.localStorage.clear();
  window.location.hash = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
