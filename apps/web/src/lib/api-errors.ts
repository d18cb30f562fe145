import { ApiError } from './api-client';

// Apart from api-client.ts, which the login route loads: the login page branches on no code.

/** The record asked for does not exist or is not the user's to see. */
export function isNotFound(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'NOT_FOUND';
}
