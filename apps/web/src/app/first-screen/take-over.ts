import type { createHashRouter } from 'react-router';
import { provideAnswers } from '../../lib/api-core';

// The ids the server's page uses (apps/server/src/first-screen/activation.ts).
const MARK = 'data-first-screen';
const ANSWERS_ID = 'fk-first-answers';

/**
 * Whether the page opened with a screen the server drew (its scripts marked the page and put the
 * screen into #root): then the
 * answers it was drawn from are handed to the app's calls, so the app draws the same screen
 * without asking for them again.
 */
export function takeFirstScreen(): boolean {
  if (!document.documentElement.hasAttribute(MARK)) return false;
  const answers = document.getElementById(ANSWERS_ID);
  try {
    provideAnswers(JSON.parse(answers?.textContent ?? '{}') as Record<string, unknown>);
  } catch {
    // Unreadable: the app asks for them itself.
  }
  answers?.remove();
  return true;
}

/**
 * Resolves once the router has the screen's code and its answers. The app's first draw replaces
 * what is in #root, so over a drawn screen it must not draw its loading state first.
 */
export function whenRouterReady(router: ReturnType<typeof createHashRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
