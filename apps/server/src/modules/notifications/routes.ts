import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_KINDS, errorBodySchema, notificationCountsSchema, notificationListSchema, notificationsQuerySchema } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../plugins/auth';
import * as service from './service';

/** The header's tasks, messages and notifications dropdowns (spec §2), one table behind all three. */
export function notificationRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  const { db } = deps.database;
  return (app, _options, done) => {
    app.get(
      '/',
      {
        schema: {
          tags: ['notifications'],
          summary: 'New (unread) or old (read) items of one kind for the current user',
          querystring: notificationsQuerySchema,
          response: { 200: notificationListSchema, 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request) => service.listNotifications(db, actorOf(request).userId, request.query.kind, request.query.state),
    );

    app.get(
      '/counts',
      { schema: { tags: ['notifications'], summary: 'Unread counts per kind', response: { 200: notificationCountsSchema, 401: errorBodySchema } } },
      async (request) => service.unreadCounts(db, actorOf(request).userId),
    );

    app.post(
      '/read-all',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Mark all as read: new items of a kind move to old',
          body: z.strictObject({ kind: z.enum(NOTIFICATION_KINDS).default('notification') }),
          response: { 204: z.null(), 400: errorBodySchema, 401: errorBodySchema },
        },
      },
      async (request, reply) => {
        await service.markAllRead(db, actorOf(request).userId, request.body.kind);
        return reply.status(204).send(null);
      },
    );
    done();
  };
}
