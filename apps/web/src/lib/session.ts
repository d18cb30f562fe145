import { useSyncExternalStore } from 'react';
import { LOGIN_MESSAGES, type CompanyOption, type LoginResponse, type SessionUser } from '@faktura/domain';

/** What the browser keeps of a login: the bearer token, who is logged in, and their companies. */
export type Session = {
  token: string;
  expiresAt: string;
  user: SessionUser;
  companies: CompanyOption[];
};

const KEY = 'faktura.session';
const listeners = new Set<() => void>();
// Cached so useSyncExternalStore sees a stable snapshot between writes.
let cached: Session | null | undefined;

function storage(): Storage | null {
  try {
    const s = window.localStorage;
    const probe = '__faktura_probe__';
    s.setItem(probe, probe);
    s.removeItem(probe);
    return s;
  } catch {
    return null;
  }
}

/** Without browser storage the portal cannot keep a session; say so once per attempt. */
export function ensureStorage(): boolean {
  if (storage()) return true;
  window.alert(LOGIN_MESSAGES.noStorage);
  return false;
}

function read(): Session | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Session;
    if (!parsed?.token || !parsed.user) return null;
    // An expired token would only earn a 401 on the first call: treat it as logged out now.
    if (parsed.expiresAt && Date.parse(parsed.expiresAt) <= Date.now()) return null;
    return parsed;
  } catch {
    return null;
  }
}

function emit() {
  cached = undefined;
  listeners.forEach((l) => l());
}

export function getSession(): Session | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

export function saveLogin(res: LoginResponse): void {
  const s = storage();
  if (!s) {
    window.alert(LOGIN_MESSAGES.noStorage);
    return;
  }
  s.setItem(KEY, JSON.stringify({ token: res.token, expiresAt: res.expiresAt, user: res.user, companies: res.companies } satisfies Session));
  emit();
}

/** Applies a fresh `MeResponse` (after choosing a company) to the stored session. */
export function updateSession(patch: { user: SessionUser; companies: CompanyOption[] }): void {
  const current = getSession();
  const s = storage();
  if (!current || !s) return;
  s.setItem(KEY, JSON.stringify({ ...current, ...patch } satisfies Session));
  emit();
}

/** Forgets the session. Returns whether there was one, so a burst of 401s alerts only once. */
/**
 * True when the browser still holds a session whose time ran out ("Session Expired,
 * Please Login.."): the guard says so once, then the stale entry is cleared.
 */
export function takeExpiredSession(): boolean {
  const raw = storage()?.getItem(KEY);
  if (!raw) return false;
  try {
    const expiresAt = (JSON.parse(raw) as Partial<Session>).expiresAt;
    if (!expiresAt || Date.parse(expiresAt) > Date.now()) return false;
  } catch {
    return false;
  }
  clearSession();
  return true;
}

export function clearSession(): boolean {
  const had = getSession() !== null;
  storage()?.removeItem(KEY);
  emit();
  return had;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab logging out (or in) must be seen here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === KEY || e.key === null) emit();
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

/** The session the server draws a first screen for (app/first-screen), where there is no browser storage; null when done. */
export function setServerSession(session: Session | null): void {
  cached = session ?? undefined;
}

/** A session is ready for the portal once a company (instance) has been chosen. */
export function isSessionReady(session: Session | null): session is Session & { user: SessionUser & { company: CompanyOption } } {
  return !!session && !!session.user.company;
}
