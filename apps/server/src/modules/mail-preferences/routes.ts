import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { mailPreferencesApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import * as service from './service';

/** Every signed-in user keeps their own choices. */
const anyone = { preHandler: requireRole('VENDOR', 'PIC', 'ORACLE') };

/** /api/mail-preferences: which events mail the signed-in user, and the daily digest. */
export function mailPreferenceRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, mailPreferencesApi.get, anyone, async (request) => service.getPreferences(deps, actorOf(request)));
    route(app, mailPreferencesApi.save, anyone, async (request) => service.savePreferences(deps, actorOf(request), request.body));
    done();
  };
}
