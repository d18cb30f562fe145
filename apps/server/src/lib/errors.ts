import { API_ERROR_STATUS, type ApiErrorCode } from '@faktura/domain';

/**
 * An error the client caused or may see: its stable code (which fixes the HTTP status) and texts
 * from the domain's message catalogues. Leaves as `{ code, messages }`.
 */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ApiErrorCode,
    readonly messages: string[],
  ) {
    super(messages.join('; '));
    this.statusCode = API_ERROR_STATUS[code];
  }
}

export const badRequest = (...messages: string[]) => new HttpError('VALIDATION', messages);
export const unauthorized = (message: string) => new HttpError('UNAUTHENTICATED', [message]);
export const forbidden = (message: string) => new HttpError('FORBIDDEN', [message]);
export const notFound = (message: string) => new HttpError('NOT_FOUND', [message]);
/** The record's state forbids the action (already decided, still in use, already created). */
export const conflict = (...messages: string[]) => new HttpError('CONFLICT', messages);
/** Someone saved the record since the client loaded it (its revision moved on): reload and retry. */
export const staleRevision = (message: string) => new HttpError('STALE_REVISION', [message]);
export const tooManyRequests = (message: string) => new HttpError('RATE_LIMITED', [message]);
