import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, UNSAFE_createMemoryHistory, UNSAFE_createRouter, type RouteObject } from 'react-router';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ROUTES, type Language, type RouteDef } from '@faktura/domain';
import { AppProviders } from '../providers';
import { AppLayout } from '../layout/app-layout';
import { DashboardRoute, dashboardData } from '../routes/dashboard';
import { earlyDataFor } from '../early-data';
import type { PortalRouteHandle } from '../route-handle';
import { completeCatalogues, loadLanguage, translateTitle } from '../../i18n';
import { LanguageRoot } from '../../i18n/language-root';
import { forgetEarlyAnswers, provideAnswers } from '../../lib/api-core';
import { setServerSession, type Session } from '../../lib/session';

/**
 * The server's drawing of the dashboard, in the page that opens it (docs/decisions/035): the same
 * components the browser draws, from the same answers, so that the screen shows before its
 * scripts have loaded; the browser's app then draws over it once it is ready (take-over.ts).
 * Built for Node by `vite build --ssr` (scripts/build-web.mjs) and loaded by the server.
 */

/** The screen drawn, and the GETs it draws from (the server asks them of itself, as the user). */
export const FIRST_SCREEN = '/dashboard';

export function firstScreenAnswersFor(typeUser: Session['user']['typeUser']): string[] {
  return earlyDataFor(`#${FIRST_SCREEN}`, typeUser);
}

export type FirstScreenInput = {
  session: Session;
  language: Language;
  /** Each GET of firstScreenAnswersFor, by path: its JSON answer. */
  answers: Record<string, unknown>;
};

/**
 * The screen's markup for #root, the rules antd writes for the components in it (the browser's app
 * uses its whole stylesheet instead), and the page's title.
 */
export type FirstScreen = { html: string; styles: string; title: string };

/** A memory history whose links are written as the hash router writes them (`#/invoice/list`). */
function hashLinkHistory(path: string) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path] });
  return { ...history, createHref: (to: Parameters<typeof history.createHref>[0]) => `#${history.createHref(to)}` };
}

function firstScreenDef() {
  const def = ROUTES.find((r) => r.path === FIRST_SCREEN);
  if (!def) throw new Error(`first screen: ${FIRST_SCREEN} is not in the route table`);
  return def;
}

function firstScreenRoutes(def: RouteDef): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppLayout />,
      children: [{ path: FIRST_SCREEN.slice(1), handle: { def } satisfies PortalRouteHandle, element: <DashboardRoute /> }],
    },
  ];
}

async function draw({ session, language, answers }: FirstScreenInput): Promise<FirstScreen> {
  setServerSession(session);
  try {
    await loadLanguage(language);
    await completeCatalogues();
    provideAnswers(answers);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    await dashboardData(client, session.user.typeUser);
    // An answer the screen did not take means the server and the screen disagree on what it
    // needs: draw nothing rather than a screen with a spinner in it.
    const missing = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status !== 'success');
    if (missing.length) throw new Error(`first screen: no answer for ${missing.map((q) => JSON.stringify(q.queryKey)).join(', ')}`);
    const def = firstScreenDef();
    const router = UNSAFE_createRouter({ routes: firstScreenRoutes(def), history: hashLinkHistory(FIRST_SCREEN) }).initialize();
    const html = renderToString(
      <StyleProvider cache={cache}>
        <AppProviders client={client}>
          <LanguageRoot>
            <RouterProvider router={router} />
          </LanguageRoot>
        </AppProviders>
      </StyleProvider>,
    );
    router.dispose();
    // As the app's page heading names the tab.
    return { html, styles: extractStyle(cache), title: `${translateTitle(def.title)} · Faktura` };
  } finally {
    forgetEarlyAnswers();
    setServerSession(null);
  }
}

// antd's style cache, kept across drawings: every user has the same theme, so its rules (computed
// from the theme's tokens, most of a drawing's time when made anew) are the same each time.
const cache = createCache();

// The session, the language and the answers are module state (the browser has one of each), so
// drawings take turns: each is a few milliseconds of work.
let turn: Promise<unknown> = Promise.resolve();

/** Draws the first screen for this user; one drawing at a time. */
export function renderFirstScreen(input: FirstScreenInput): Promise<FirstScreen> {
  const drawing = turn.then(() => draw(input));
  turn = drawing.catch(() => undefined);
  return drawing;
}
