// The part of the API client the login route loads (its JS has a budget): requests, errors and
// answer parsing. The calls built from endpoint declarations are in api-client.ts, which
// re-exports all of this; features import from there.
import { LOGIN_MESSAGES, type ApiErrorCode } from '@faktura/domain';
import { getLanguage } from '../i18n/language';
import { clearSession, getToken } from './session';

/**
 * What went wrong, to branch on: the server's code, `NETWORK` when it could not be reached, or
 * `UNKNOWN` when something else answered (a proxy's error page, an empty body).
 */
export type ApiErrorKind = ApiErrorCode | 'NETWORK' | 'UNKNOWN';

/** An API failure carrying the server's `{ code, messages }`, ready for the red list alert. */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  readonly code: ApiErrorKind;

  constructor(status: number, messages: string[], code: ApiErrorKind = 'UNKNOWN') {
    super(messages.join('\n') || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
    this.code = code;
  }
}

/**
 * A 401 of a session-bound call: the session is over. The alert has told the user (once for all
 * the calls failing together) and the app is on its way to the login page, so screens show
 * nothing more of it: their message lists would say "Unauthorized, Please login..." a second time.
 */
export class SessionEndedError extends ApiError {
  constructor() {
    super(401, [LOGIN_MESSAGES.unauthorized], 'UNAUTHENTICATED');
  }
}

export const GENERIC_ERROR = 'Something went wrong, please try again';
export const NETWORK_ERROR = 'Cannot reach the server, please check your connection and try again';

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /**
   * Whether a 401 means "session over" (the default). The login call itself answers 401 for bad
   * credentials, which must be shown on the form instead.
   */
  sessionBound?: boolean;
};

/** Where the app goes when the server says the session is over (spec §8). */
function sendToLogin() {
  const here = window.location.hash.replace(/^#/, '') || '/';
  const redirect = here.startsWith('/login') ? '' : `?redirect=${encodeURIComponent(here)}`;
  window.location.hash = `#/login${redirect}`;
}

export function buildUrl(path: string, query: ApiOptions['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The refusal in a failed answer's body: `{ code, messages }`, or nothing readable. */
export async function readRefusal(res: Response): Promise<{ code: ApiErrorKind; messages: string[] }> {
  try {
    const body = (await res.json()) as { code?: unknown; messages?: unknown } | null;
    // Taken as sent, like the messages: the server only writes listed codes (its error body
    // schema and the fuzzer hold it to that), and checking the list here would cost the login
    // route's budget the whole list.
    const code = typeof body?.code === 'string' ? (body.code as ApiErrorCode) : 'UNKNOWN';
    const messages = Array.isArray(body?.messages) && body.messages.every((m) => typeof m === 'string') ? body.messages : [];
    return { code, messages };
  } catch {
    // Not JSON (a proxy error page, an empty body): the server said nothing the user can read.
    return { code: 'UNKNOWN', messages: [] };
  }
}

async function throwUnlessOk(res: Response, sessionBound: boolean): Promise<void> {
  if (res.status === 401 && sessionBound) {
    // Several queries can fail together: only the one that actually ends the session alerts.
    if (clearSession()) {
      window.alert(LOGIN_MESSAGES.unauthorized);
      sendToLogin();
    }
    throw new SessionEndedError();
  }
  if (!res.ok) {
    const { code, messages } = await readRefusal(res);
    throw new ApiError(res.status, messages, code);
  }
}

function authHeaders(): Record<string, string> {
  const token = getToken();
  // The server answers its messages in the language the screens show.
  const language = { 'Accept-Language': getLanguage() };
  return token ? { Authorization: `Bearer ${token}`, ...language } : language;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiError(0, [NETWORK_ERROR], 'NETWORK');
  }
}

/** The file name a download answer names in Content-Disposition (RFC 5987 form first). */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // A malformed escape: fall back to the plain name below.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * A binary answer (PDF, attachment) with the bearer token. Files are never linked as bare hrefs:
 * the download endpoints are authorised and a plain link carries no token.
 */
export async function apiFetchBlob(path: string, fallbackName = 'download'): Promise<{ blob: Blob; fileName: string }> {
  const res = await send(path, { headers: authHeaders() });
  await throwUnlessOk(res, true);
  return { blob: await res.blob(), fileName: fileNameFrom(res.headers.get('content-disposition'), fallbackName) };
}

/**
 * Reads an answer body into its contract type. The domain's zod response schemas fit as they are
 * (`poInvoiceDetailSchema`), so every answer is checked against the same contract the server
 * serialises with; a server that drifts fails loudly (ContractError) instead of rendering `undefined`.
 * Only the structural type is named here, so this module pulls no zod into the login route.
 */
export type ResponseParser<T> = { parse(body: unknown): T };

/** An answer that does not match its contract: a bug on one side, never the user's doing. */
export class ContractError extends Error {
  constructor(path: string, cause: unknown) {
    super(`Response of ${path} does not match its contract: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'ContractError';
  }
}

function parseBody<T>(path: string, body: unknown, parser: ResponseParser<T>): T {
  try {
    return parser.parse(body);
  } catch (cause) {
    const error = new ContractError(path, cause);
    // Users see the generic text; the console (and every component test, see test/setup.ts) gets the detail.
    console.error(error);
    throw error;
  }
}

/** `{ items: [...] }` of an item schema, for the list answers the domain names no schema for. */
export function itemsOf<T>(item: ResponseParser<T>): ResponseParser<{ items: T[] }> {
  return {
    parse(body) {
      const items = (body as { items?: unknown } | null)?.items;
      if (!Array.isArray(items)) throw new Error('items is not an array');
      return { items: items.map((i) => item.parse(i)) };
    },
  };
}

/** A multipart upload of one file (field `file`, as the upload endpoints expect). */
export async function apiUpload<T>(path: string, parser: ResponseParser<T>, file: Blob, fileName: string): Promise<T> {
  const form = new FormData();
  form.append('file', file, fileName);
  const res = await send(path, { method: 'POST', headers: { Accept: 'application/json', ...authHeaders() }, body: form });
  await throwUnlessOk(res, true);
  return parseBody(path, await res.json(), parser);
}

/**
 * GET answers asked for before the screen that reads them has loaded (app/early-data.ts starts
 * them when a screen is opened by its link, so the server works while the screen's code
 * downloads). Each is handed once to the first call of the same URL with the same token and
 * language; one nobody takes within EARLY_TTL_MS is dropped. Keyed by the request headers, so a
 * call never gets an answer asked for with another session or language.
 */
const early = new Map<string, Promise<Response>>();
const EARLY_TTL_MS = 10_000;

function earlyKey(url: string, headers: Record<string, string>): string {
  return [url, headers.Authorization ?? '', headers['Accept-Language'] ?? ''].join('\n');
}

/** Starts a GET now; the next call of the same URL takes its answer instead of asking again. */
export function fetchEarly(path: string): void {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() };
  const key = earlyKey(path, headers);
  if (early.has(key)) return;
  const answer = send(path, { method: 'GET', headers });
  // Failures are the taker's to report (it reads the same promise); one nobody takes is no error.
  answer.catch(() => undefined);
  early.set(key, answer);
  setTimeout(() => {
    if (early.get(key) === answer) early.delete(key);
  }, EARLY_TTL_MS);
}

/**
 * Answers that came with the page (a first screen the server drew, app/first-screen), handed out
 * as early answers are: by the session and language of this browser, which they were asked with.
 */
export function provideAnswers(answers: Record<string, unknown>): void {
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() };
  for (const [path, body] of Object.entries(answers)) {
    early.set(earlyKey(path, headers), Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })));
  }
}

/** Drops every answer not taken (the server, between the first screens it draws). */
export function forgetEarlyAnswers(): void {
  early.clear();
}

/** The early answer for this GET, if one was asked for (and not yet taken). */
function takeEarly(url: string, headers: Record<string, string>): Promise<Response> | undefined {
  if (early.size === 0) return undefined;
  const key = earlyKey(url, headers);
  const answer = early.get(key);
  early.delete(key);
  return answer;
}

async function request(path: string, options: ApiOptions): Promise<Response> {
  const { method = 'GET', body, query, signal, sessionBound = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const url = buildUrl(path, query);
  // A call already cancelled asks for itself (and fails as fetch does), leaving the early answer.
  const taken = method === 'GET' && body === undefined && !signal?.aborted ? takeEarly(url, headers) : undefined;
  const res = await (taken ?? send(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal }));
  await throwUnlessOk(res, sessionBound);
  return res;
}

/** fetch() for `/api/...`: JSON in, JSON out read by `parser`, bearer token from the session, errors as ApiError. */
export async function apiFetch<T>(path: string, parser: ResponseParser<T>, options: ApiOptions = {}): Promise<T> {
  const res = await request(path, options);
  const text = await res.text();
  return parseBody(path, text ? JSON.parse(text) : undefined, parser);
}

/** A call that answers nothing (204): logout, deletes, mark-all-read. */
export async function apiSend(path: string, options: ApiOptions = {}): Promise<void> {
  await request(path, options);
}

/**
 * The messages to show for any thrown value: the server's texts, or — when it sent none (a proxy
 * page, an unexpected error) — the screen's own failure text (spec §8, e.g. "Failed upload, please
 * try again"), generic by default; nothing for a session that ended (its alert has said so).
 */
export function errorMessages(error: unknown, fallback: string = GENERIC_ERROR): string[] {
  if (error instanceof SessionEndedError) return [];
  if (error instanceof ApiError && error.messages.length > 0) return error.messages;
  return error ? [fallback] : [];
}
