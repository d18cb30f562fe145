import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type CompanyOption, type Language, type SessionUser, type UserType } from '@faktura/domain';
import type { Actor } from '../lib/actor';
import { PageTemplate } from './document';
import { pageCookieToken } from './page-cookie';

/** The web's server drawing (apps/web/src/app/first-screen/server-render.tsx), as built into the web's dist/.ssr. */
type ServerRender = {
  firstScreenAnswersFor(typeUser: UserType): string[];
  renderFirstScreen(input: {
    session: { token: string; expiresAt: string; user: SessionUser; companies: CompanyOption[] };
    language: Language;
    answers: Record<string, unknown>;
  }): Promise<{ html: string; styles: string; title: string }>;
};

/**
 * What the page opened with the page cookie's token gets: the dashboard drawn in (its head at once;
 * `tail` draws the rest, to call once the head is on its way: the drawing's queries hold the event
 * loop; it never fails, the rest is the plain page's then), the plain page, or the plain page and
 * the cookie gone.
 */
export type FirstScreenOutcome = { kind: 'drawn'; head: string; tail: () => Promise<string> } | { kind: 'plain' } | { kind: 'session-over' };

export type FirstScreenDrawer = {
  open(token: string): Promise<FirstScreenOutcome>;
  /** The page's script found the drawing is not the screen to show: stop it where it is. */
  skip(drawId: string): void;
};

const SERVER_RENDER = path.join('.ssr', 'server-render.js');
/** The drawn screen's chunk in Vite's manifest: its stylesheets go into the page. */
const SCREEN_CHUNK = 'src/app/routes/dashboard.tsx';
/** The longest a drawing waits, in all, for its browser's other requests (another tab's, say). */
const MAX_WAIT_MS = 1000;

/**
 * The requests each browser has in flight, by its page cookie (sent with all of them), the page
 * itself aside: a page's drawing waits while its own browser is fetching. Shown, a drawn screen
 * has the browser wait for it (the app's scripts load after it); not shown, the browser loads the
 * app at once, and the drawing, until the page's word stops it, only takes the gaps.
 */
function browserRequests(app: FastifyInstance) {
  const open = new Map<string, Set<string>>();
  const isPage = (url: string | undefined) => url === '/' || url === '/index.html';
  app.addHook('onRequest', (request, _reply, done) => {
    const token = pageCookieToken(request.headers.cookie);
    if (token && !isPage(request.routeOptions.url)) open.set(token, (open.get(token) ?? new Set()).add(request.id));
    done();
  });
  const end = (request: { id: string; headers: { cookie?: string | undefined } }) => {
    const token = pageCookieToken(request.headers.cookie);
    const ids = token ? open.get(token) : undefined;
    if (!ids) return;
    ids.delete(request.id);
    if (ids.size === 0) open.delete(token!);
  };
  app.addHook('onResponse', (request, _reply, done) => {
    end(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    end(request);
    done();
  });
  return (token: string) => open.has(token);
}

/**
 * Draws the dashboard into the page for the session whose token the page cookie holds
 * (docs/decisions/035-first-screen-drawn-by-the-server.md). The data comes from the API itself,
 * asked as that user (`inject`): the same routes, rules and answers the app would get, so the
 * screen can show nothing the user could not see. Null when the build has no server drawing.
 */
export function firstScreenDrawer(
  app: FastifyInstance,
  webDist: string,
  log: FastifyBaseLogger,
  resolveActor: (token: string) => Promise<Actor | null>,
): FirstScreenDrawer | null {
  const modulePath = path.join(webDist, SERVER_RENDER);
  if (!fs.existsSync(modulePath)) return null;
  const template = new PageTemplate(webDist, SCREEN_CHUNK);
  // Loaded when a signed-in page first asks for it, never waited for: loading takes seconds (4 MB
  // of code, the catalogues), so that page and those opened meanwhile come plain. A server nobody
  // signs in to never holds it in memory.
  let server: ServerRender | null = null;
  let loading: Promise<void> | null = null;
  const load = () => {
    loading ??= (import(pathToFileURL(modulePath).href) as Promise<ServerRender>).then(
      (module) => {
        server = module;
      },
      (error: unknown) => log.error({ err: error }, 'first screen: the server drawing did not load'),
    );
  };
  const busy = browserRequests(app);
  /** The drawings under way, by the id their page carries: a page that shows another screen stops its own. */
  const underWay = new Map<string, AbortController>();

  const get = async (url: string, token: string, language?: Language) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(language ? { 'accept-language': language } : {}) },
    });
    return { status: answer.statusCode, body: answer.statusCode === 200 ? answer.json<unknown>() : null };
  };

  /** The screen for this session, from the API's answers; null when an answer is missing or the page stopped it. */
  const draw = async (drawing: ServerRender, token: string, stopped: AbortSignal) => {
    // Each step once the browser's own requests are served (browserRequests), and only while the
    // page has not stopped the drawing.
    const until = Date.now() + MAX_WAIT_MS;
    const go = async () => {
      do await new Promise((resolve) => setTimeout(resolve, 1));
      while (busy(token) && !stopped.aborted && Date.now() < until);
      return !stopped.aborted;
    };
    if (!(await go())) return null;
    const me = await get('/api/auth/me', token);
    const who = me.body as { user: SessionUser; companies: CompanyOption[] } | null;
    if (!who) return null;
    const { user, companies } = who;
    const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
    const answers: Record<string, unknown> = {};
    for (const path of drawing.firstScreenAnswersFor(user.typeUser)) {
      if (!(await go())) return null;
      const answer = await get(path, token, language);
      // A screen with an error or a spinner in it is no better than the app drawing it itself.
      if (answer.status !== 200) return null;
      answers[path] = answer.body;
    }
    if (!(await go())) return null;
    const screen = await drawing.renderFirstScreen({ session: { token, expiresAt: '', user, companies }, language, answers });
    return { ...screen, language, answers };
  };

  return {
    async open(token) {
      // Who it is, before the page's first byte: the check is the API's own (a live session).
      const actor = await resolveActor(token);
      if (!actor) return { kind: 'session-over' };
      if (!actor.company) return { kind: 'plain' };
      const drawing = server;
      if (!drawing) {
        load();
        return { kind: 'plain' };
      }
      const drawId = randomUUID();
      const stop = new AbortController();
      underWay.set(drawId, stop);
      const tail = () =>
        draw(drawing, token, stop.signal)
          .then(
            (drawn) => template.tail(drawn),
            (error: unknown) => {
              // The page still works without it: the app draws the screen as it does for everyone else.
              log.warn({ err: error }, 'first screen: not drawn');
              return template.tail(null);
            },
          )
          .finally(() => underWay.delete(drawId));
      const owner = { username: actor.username, company: `${actor.company.orgId}/${actor.company.instance}`, drawId };
      return { kind: 'drawn', head: template.head(owner), tail };
    },
    skip(drawId) {
      underWay.get(drawId)?.abort();
    },
  };
}
