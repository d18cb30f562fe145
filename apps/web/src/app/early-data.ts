import { matchPath } from 'react-router';
import { ROUTES, canOpenRoute, type UserType } from '@faktura/domain';
import { fetchEarly } from '../lib/api-core';
import { getSession, isSessionReady } from '../lib/session';

// A screen opened by its link draws its data only once the entry, the language, antd and the
// screen's own code have loaded and run: its first API call came 0.5–0.7 s after the page, and the
// server's answers added their time after that. These are the GETs a screen (and the signed-in
// frame around it) makes as soon as it draws, asked for here while its code downloads; the calls
// take the answers (lib/api-core.ts fetchEarly). Paths only: the entry cannot carry the contract's
// schemas (the login page's budget); early-data.test.ts holds them equal to the contract. A path
// listed here that a screen no longer asks for costs one unread answer, nothing else.

/** The signed-in frame's header, on every screen: unread counts, and the tasks of those who decide. */
function frameData(typeUser: UserType): string[] {
  return ['/api/notifications/counts', ...(typeUser === 'PIC' || typeUser === 'ORACLE' ? ['/api/tasks'] : [])];
}

/** A screen's own GETs by route path, slowest last is fine: the server answers them as they come. */
const SCREEN_DATA: Partial<Record<string, (typeUser: UserType) => string[]>> = {
  // features/dashboard (work queue, latest invoices, open receipts) and invoice-timeline (expected payments).
  '/dashboard': (typeUser) => [
    '/api/dashboard/work',
    '/api/dashboard/invoices',
    ...(typeUser === 'VENDOR' ? ['/api/timeline/expected-payments', '/api/dashboard/receipts'] : []),
  ],
};

/** The GETs a signed-in screen at this hash (`#/dashboard`) will make as it first draws; none for a user its guard turns away. */
export function earlyDataFor(hash: string, typeUser: UserType): string[] {
  const pathname = hash.replace(/^#/, '').split('?')[0] || '/';
  // A path of its own before a pattern that also matches it (`/tasks/delegation`, `/tasks/:invoiceId`).
  const def = ROUTES.find((r) => r.path === pathname) ?? ROUTES.find((r) => matchPath(r.path, pathname));
  if (!def || !canOpenRoute(def, typeUser)) return [];
  return [...(SCREEN_DATA[def.path]?.(typeUser) ?? []), ...frameData(typeUser)];
}

/** Asks for the data of the screen the page was opened on (its link), when a session is there to ask with. */
export function fetchScreenDataEarly(hash: string): void {
  const session = getSession();
  if (!isSessionReady(session)) return;
  for (const path of earlyDataFor(hash, session.user.typeUser)) fetchEarly(path);
}
