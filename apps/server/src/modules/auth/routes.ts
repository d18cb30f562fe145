import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, loginRequestSchema, loginResponseSchema, meResponseSchema, selectCompanyRequestSchema } from '@faktura/domain';
import { actorOf } from '../../plugins/auth';
import type { AppDeps } from '../../deps';
import * as service from './service';

export function authRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.post(
      '/login',
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          summary: 'Log in; answers the session token, the user and the companies to choose from',
          body: loginRequestSchema,
          response: { 200: loginResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request) => service.login(deps, { ...request.body, ip: request.ip }),
    );

    app.post(
      '/logout',
      { schema: { tags: ['auth'], summary: 'Revoke the current session token', response: { 204: z.null(), 401: errorBodySchema } } },
      async (request, reply) => {
        await service.logout(deps, actorOf(request));
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/me',
      { schema: { tags: ['auth'], summary: 'The session user and companies', response: { 200: meResponseSchema, 401: errorBodySchema } } },
      async (request) => service.getMe(deps, actorOf(request)),
    );

    app.put(
      '/company',
      {
        schema: {
          tags: ['auth'],
          summary: 'Choose the company (instance) to work in for this session',
          body: selectCompanyRequestSchema,
          response: { 200: meResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => service.selectCompany(deps, actorOf(request), request.body),
    );
    done();
  };
}
