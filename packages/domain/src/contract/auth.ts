import {
  languageResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  selectCompanyRequestSchema,
  setLanguageRequestSchema,
} from '../auth';
import { defineEndpoint, type EndpointBody, type EndpointResult } from './endpoint';
import * as session from './session';

/** /api/auth: login, logout, the session user, the company chosen for the session. */

export const login = defineEndpoint({
  ...session.login,
  summary: 'Log in; answers the session token, the user and the companies to choose from',
  body: loginRequestSchema,
  response: loginResponseSchema,
  errors: ['UNAUTHENTICATED', 'RATE_LIMITED'],
});

export const logout = defineEndpoint({ ...session.logout, summary: 'Revoke the current session token' });

export const me = defineEndpoint({ method: 'GET', path: '/api/auth/me', summary: 'The session user and companies', response: meResponseSchema });

export const selectCompany = defineEndpoint({
  method: 'PUT',
  path: '/api/auth/company',
  summary: 'Choose the company (instance) to work in for this session',
  body: selectCompanyRequestSchema,
  response: meResponseSchema,
  errors: ['FORBIDDEN'],
});

export const setLanguage = defineEndpoint({
  method: 'PUT',
  path: '/api/auth/language',
  summary: "Keep the signed-in user's language (en, id) for their next logins",
  body: setLanguageRequestSchema,
  response: languageResponseSchema,
});

// The login page's zod-free view must send and read what the schemas describe: a mismatch fails here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type LoginViewAgrees = Assert<
  Same<EndpointBody<typeof login>, EndpointBody<typeof session.login>> & Same<EndpointResult<typeof login>, EndpointResult<typeof session.login>>
>;
