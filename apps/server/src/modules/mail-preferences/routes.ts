import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';

/** /api/mail-preferences: which events mail the signed-in user, and the daily digest. */
export function mailPreferenceRoutes(_deps: AppDeps): FastifyPluginCallbackZod {
  return (_app, _options, done) => {
    done();
  };
}
