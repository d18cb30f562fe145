import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authApi } from '@faktura/domain';
import { route } from '../../lib/endpoint';
import { actorOf } from '../../plugins/auth';
import type { AppDeps } from '../../deps';
import * as service from './service';

export function authRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, authApi.login, {}, async (request) => service.login(deps, { ...request.body, ip: request.ip }));
    route(app, authApi.logout, {}, async (request) => service.logout(deps, actorOf(request)));
    route(app, authApi.me, {}, async (request) => service.getMe(deps, actorOf(request)));
    route(app, authApi.selectCompany, {}, async (request) => service.selectCompany(deps, actorOf(request), request.body));
    route(app, authApi.setLanguage, {}, async (request) => service.setLanguage(deps, actorOf(request), request.body.language));
    done();
  };
}
