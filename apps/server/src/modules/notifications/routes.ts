import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { notificationsApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { abandonSignal } from '../../lib/cancellable';
import { route } from '../../lib/endpoint';
import { actorOf } from '../../plugins/auth';
import * as service from './service';

/** The header's tasks, messages and notifications dropdowns, one table behind all three. */
export function notificationRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  const { database } = deps;
  const { db } = database;
  return (app, _options, done) => {
    route(app, notificationsApi.list, {}, async (request, reply) =>
      service.listNotifications(database, actorOf(request).userId, request.query.kind, request.query.state, abandonSignal(request, reply)),
    );
    route(app, notificationsApi.counts, {}, async (request, reply) => service.unreadCounts(database, actorOf(request).userId, abandonSignal(request, reply)));
    route(app, notificationsApi.readAll, {}, async (request) => service.markAllRead(db, actorOf(request).userId, request.body.kind));
    done();
  };
}
