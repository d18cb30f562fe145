import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { authApi } from '@faktura/domain';
import { route } from '../../lib/endpoint';
import { actorOf } from '../../plugins/auth';
import { clearedPageCookie, pageCookie } from '../../first-screen';
import type { AppDeps } from '../../deps';
import * as service from './service';

export function authRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, authApi.login, {}, async (request, reply) => {
      const answer = await service.login(deps, { ...request.body, ip: request.ip });
      // The page's own copy of the session (first-screen/page-cookie.ts): the API never reads it.
      reply.header('set-cookie', pageCookie(answer.token, new Date(answer.expiresAt), new Date(), request.protocol === 'https'));
      return answer;
    });
    route(app, authApi.logout, {}, async (request, reply) => {
      await service.logout(deps, actorOf(request));
      reply.header('set-cookie', clearedPageCookie(request.protocol === 'https'));
    });
    route(app, authApi.me, {}, async (request) => service.getMe(deps, actorOf(request)));
    route(app, authApi.selectCompany, {}, async (request) => service.selectCompany(deps, actorOf(request), request.body));
    route(app, authApi.setLanguage, {}, async (request) => service.setLanguage(deps, actorOf(request), request.body.language));
    done();
  };
}
