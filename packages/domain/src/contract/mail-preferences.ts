import { mailPreferencesSaveSchema, mailPreferencesSchema } from '../mail/preferences';
import { defineEndpoint } from './endpoint';

/** /api/mail-preferences: which events mail the signed-in user, and the daily digest. */

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/mail-preferences',
  summary: 'My e-mail choices (every event on unless turned off)',
  response: mailPreferencesSchema,
  errors: [],
});

export const save = defineEndpoint({
  method: 'PUT',
  path: '/api/mail-preferences',
  summary: 'Save my e-mail choices',
  body: mailPreferencesSaveSchema,
  response: mailPreferencesSchema,
  errors: ['VALIDATION'],
});
