import { redirect, type LoaderFunctionArgs } from 'react-router';
import { LOGIN_MESSAGES, canOpenRoute, type RouteDef } from '@faktura/domain';
import { getSession, isSessionReady, takeExpiredSession } from '../lib/session';

/** Where to send a user after login: only in-app paths, never back to the login page itself. */
export function safeRedirectTarget(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/login')) return '/dashboard';
  return value;
}

export function loginPathFor(pathWithSearch: string): string {
  return `/login?redirect=${encodeURIComponent(pathWithSearch)}`;
}

/**
 * The route guard (login required; a route's roles, else "Unauthorized" and the dashboard), run as the route's loader so nothing of the page renders (or loads data)
 * before the decision: not logged in (or no company chosen yet) → login with a redirect back;
 * logged in with a type the route does not list → "Unauthorized" and the dashboard.
 */
export function guardLoader(def: RouteDef) {
  return ({ request }: LoaderFunctionArgs) => {
    const session = getSession();
    const url = new URL(request.url);
    if (!isSessionReady(session)) {
      if (takeExpiredSession()) window.alert(LOGIN_MESSAGES.sessionExpired);
      throw redirect(loginPathFor(url.pathname + url.search));
    }
    if (!canOpenRoute(def, session.user.typeUser)) {
      window.alert(LOGIN_MESSAGES.routeUnauthorized);
      throw redirect('/dashboard');
    }
    return null;
  };
}

/** `/` goes to the dashboard when logged in, else to the login page. */
export function rootLoader() {
  return redirect(isSessionReady(getSession()) ? '/dashboard' : '/login');
}
