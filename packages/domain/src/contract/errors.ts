// Free of zod on purpose: the web's api-client (part of the login route, which has a JS budget)
// reads these codes from every failed answer.

/**
 * Every refusal the API sends carries one of these codes beside its `messages`, so clients branch
 * on what happened rather than on HTTP status numbers (409 alone cannot tell "someone saved first"
 * from "this is not allowed any more"). Each code answers with exactly one status, listed here.
 */
export const API_ERROR_STATUS = {
  /** The input breaks a rule: schema validation or a business rule naming the field. */
  VALIDATION: 400,
  /** The request could not be read at all: malformed JSON, a bad URL, garbage on the wire. */
  MALFORMED: 400,
  /** No session, an expired one, or wrong credentials at login. */
  UNAUTHENTICATED: 401,
  /** Logged in, but this user type or company may not do this. */
  FORBIDDEN: 403,
  /** The addressed record does not exist or is not visible to the user. */
  NOT_FOUND: 404,
  /** No route answers this method and path: a client built against another contract. */
  UNKNOWN_ENDPOINT: 404,
  TIMEOUT: 408,
  /** Someone saved the record after it was loaded: reload, then try again. */
  STALE_REVISION: 409,
  /** The record's state forbids the action (already decided, still in use, already created). */
  CONFLICT: 409,
  TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  /** A server fault; the message carries the reference to quote to support. */
  INTERNAL: 500,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

export const API_ERROR_CODES = Object.keys(API_ERROR_STATUS) as [ApiErrorCode, ...ApiErrorCode[]];

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(API_ERROR_STATUS, value);
}
