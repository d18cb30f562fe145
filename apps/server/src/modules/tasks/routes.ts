import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  delegationFormSchema,
  delegationListSchema,
  errorBodySchema,
  idParamSchema,
  taskApproveSchema,
  taskDeclineSchema,
  taskDetailSchema,
  taskListSchema,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { actorOf, requireRole } from '../../plugins/auth';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
/** Recommenders and their substitutes are PIC or finance users. */
const staff = requireRole('PIC', 'ORACLE');
const idParams = z.strictObject({ id: idParamSchema });
const tags = ['tasks'];

/** /api/tasks: the recommender's tasks (approve / decline) and task delegation. */
export function taskRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/',
      {
        preHandler: staff,
        schema: { tags, summary: 'Invoices waiting for my recommendation (mine and delegated to me)', response: { 200: taskListSchema, ...errors } },
      },
      async (request) => service.listTasks(deps, actorOf(request)),
    );

    app.get(
      '/delegations',
      {
        preHandler: staff,
        schema: { tags, summary: 'Delegations I gave and received, and who may stand in', response: { 200: delegationListSchema, ...errors } },
      },
      async (request) => service.listDelegations(deps, actorOf(request)),
    );

    app.post(
      '/delegations',
      {
        preHandler: staff,
        schema: {
          tags,
          summary: 'Delegate my tasks to a substitute for a date range',
          body: delegationFormSchema,
          response: { 201: delegationListSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await service.createDelegation(deps, actorOf(request), request.body)),
    );

    app.delete(
      '/delegations/:id',
      { preHandler: staff, schema: { tags, summary: 'Delete one of my delegations', params: idParams, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await service.deleteDelegation(deps, actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/:id',
      { preHandler: staff, schema: { tags, summary: 'One task: the invoice to decide on', params: idParams, response: { 200: taskDetailSchema, ...errors } } },
      async (request) => service.getTask(deps, actorOf(request), request.params.id),
    );

    app.post(
      '/:id/approve',
      {
        preHandler: staff,
        schema: {
          tags,
          summary: 'Approve: REVIEW → PROCESSED (finance told)',
          params: idParams,
          body: taskApproveSchema,
          response: { 200: taskDetailSchema, ...errors },
        },
      },
      async (request) => service.approveTask(deps, actorOf(request), request.params.id, request.body.revision),
    );

    app.post(
      '/:id/decline',
      {
        preHandler: staff,
        schema: {
          tags,
          summary: 'Decline with a reason: REVIEW → REJECTED (its author told)',
          params: idParams,
          body: taskDeclineSchema,
          response: { 200: taskDetailSchema, ...errors },
        },
      },
      async (request) => service.declineTask(deps, actorOf(request), request.params.id, request.body.revision, request.body.reason),
    );
    done();
  };
}
