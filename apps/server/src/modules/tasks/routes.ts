import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { tasksApi } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { abandonSignal } from '../../lib/cancellable';
import { route } from '../../lib/endpoint';
import { actorOf, requireRole } from '../../plugins/auth';
import * as service from './service';

/** Recommenders and their substitutes are PIC or finance users. */
const staff = { preHandler: requireRole('PIC', 'ORACLE') };

/** /api/tasks: the recommender's tasks (approve / decline) and task delegation. */
export function taskRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, tasksApi.list, staff, async (request, reply) => service.listTasks(deps, actorOf(request), abandonSignal(request, reply)));
    route(app, tasksApi.delegations, staff, async (request, reply) => service.listDelegations(deps, actorOf(request), abandonSignal(request, reply)));
    route(app, tasksApi.delegate, staff, async (request) => service.createDelegation(deps, actorOf(request), request.body));
    route(app, tasksApi.deleteDelegation, staff, async (request) => {
      await service.deleteDelegation(deps, actorOf(request), request.params.id);
    });
    route(app, tasksApi.get, staff, async (request) => service.getTask(deps, actorOf(request), request.params.id));
    route(app, tasksApi.approve, staff, async (request) => service.approveTask(deps, actorOf(request), request.params.id, request.body.revision));
    route(app, tasksApi.decline, staff, async (request) =>
      service.declineTask(deps, actorOf(request), request.params.id, request.body.revision, request.body.reason),
    );
    done();
  };
}
