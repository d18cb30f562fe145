import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NOTIFICATION_KINDS, errorBodySchema, notificationCountsSchema, notificationListSchema, notificationsQuerySchema } from '@faktura/domain';
import { actorOf } from '../../plugins/auth';
import type { AppDeps } from '../../deps';
import * as repo from './repo';

/** The header's tasks, messages and notifications dropdowns (spec §2), one table behind all three. */
export function notificationRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { db } = deps.database;
  return async (app) => {
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
      async (request) => {
        const actor = actorOf(request);
        const [rows, counts] = await Promise.all([
          repo.listNotifications(db, actor.userId, request.query.kind, request.query.state),
          repo.countUnread(db, actor.userId),
        ]);
        return {
          items: rows.map((r) => ({
            id: r.id,
            kind: r.kind as (typeof NOTIFICATION_KINDS)[number],
            title: r.title,
            body: r.body,
            link: r.link,
            createdAt: r.createdAt.toISOString(),
            readAt: r.readAt?.toISOString() ?? null,
          })),
          unread: counts[request.query.kind],
        };
      },
    );

    app.get(
      '/counts',
      { schema: { tags: ['notifications'], summary: 'Unread counts per kind', response: { 200: notificationCountsSchema, 401: errorBodySchema } } },
      async (request) => repo.countUnread(db, actorOf(request).userId),
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
        await repo.markAllRead(db, actorOf(request).userId, request.body.kind, new Date());
        return reply.status(204).send(null);
      },
    );
  };
}
