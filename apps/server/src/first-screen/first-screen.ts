import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { DEFAULT_LANGUAGE, isLanguage, type CompanyOption, type Language, type SessionUser, type UserType } from '@faktura/domain';
import { PageTemplate } from './document';

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

const SERVER_RENDER = path.join('.ssr', 'server-render.js');
/** The drawn screen's chunk in Vite's manifest: its stylesheets go into the page. */
const SCREEN_CHUNK = 'src/app/routes/dashboard.tsx';

/**
 * Draws the dashboard into the page for the session whose token the page cookie holds
 * (docs/decisions/035-first-screen-drawn-by-the-server.md). The data comes from the API itself,
 * asked as that user (`inject`): the same routes, rules and answers the app would get, so the
 * screen can show nothing the user could not see. Null when the build has no server drawing.
 */
export function firstScreenDrawer(app: FastifyInstance, webDist: string, log: FastifyBaseLogger) {
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

  const get = async (url: string, token: string, language?: Language) => {
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(language ? { 'accept-language': language } : {}) },
    });
    return { status: answer.statusCode, body: answer.statusCode === 200 ? answer.json<unknown>() : null };
  };

  return async (token: string): Promise<FirstScreenOutcome> => {
    const me = await get('/api/auth/me', token);
    if (me.status === 401) return { kind: 'session-over' };
    const who = me.body as { user: SessionUser; companies: CompanyOption[] } | null;
    const company = who?.user.company;
    if (!who || !company) return { kind: 'plain' };
    const drawing = server;
    if (!drawing) {
      load();
      return { kind: 'plain' };
    }
    const { user, companies } = who;
    const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
    const draw = async () => {
      const paths = drawing.firstScreenAnswersFor(user.typeUser);
      const answered = await Promise.all(paths.map((p) => get(p, token, language)));
      // A screen with an error or a spinner in it is no better than the app drawing it itself.
      if (answered.some((a) => a.status !== 200)) return null;
      const answers = Object.fromEntries(paths.map((p, i) => [p, answered[i]!.body]));
      const screen = await drawing.renderFirstScreen({ session: { token, expiresAt: '', user, companies }, language, answers });
      return { ...screen, answers };
    };
    const owner = { username: user.username, company: `${company.orgId}/${company.instance}`, language };
    const tail = () =>
      draw().then(
        (drawn) => template.tail(drawn),
        (error: unknown) => {
          // The page still works without it: the app draws the screen as it does for everyone else.
          log.warn({ err: error }, 'first screen: not drawn');
          return template.tail(null);
        },
      );
    return { kind: 'drawn', head: template.head(owner), tail };
  };
}
