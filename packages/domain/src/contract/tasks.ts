import { delegationFormSchema, delegationListSchema, taskApproveSchema, taskDeclineSchema, taskDetailSchema, taskListSchema } from '../tasks';
import { defineEndpoint } from './endpoint';
import { idParams } from './params';

/** /api/tasks: the recommender's tasks (approve / decline) and task delegation. Recommenders and their substitutes are PIC or finance users. */

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/tasks',
  summary: 'Invoices waiting for my recommendation (mine and delegated to me)',
  response: taskListSchema,
  errors: ['FORBIDDEN'],
});

export const delegations = defineEndpoint({
  method: 'GET',
  path: '/api/tasks/delegations',
  summary: 'Delegations I gave and received, and who may stand in',
  response: delegationListSchema,
  errors: ['FORBIDDEN'],
});

export const delegate = defineEndpoint({
  method: 'POST',
  path: '/api/tasks/delegations',
  summary: 'Delegate my tasks to a substitute for a date range',
  body: delegationFormSchema,
  response: delegationListSchema,
  status: 201,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});

export const deleteDelegation = defineEndpoint({
  method: 'DELETE',
  path: '/api/tasks/delegations/:id',
  summary: 'Delete one of my delegations',
  params: idParams,
  response: 'none',
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/tasks/:id',
  summary: 'One task: the invoice to decide on',
  params: idParams,
  response: taskDetailSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

/** Refusals of a decision: someone decided first, or the invoice's status moved on. */
const decision = ['FORBIDDEN', 'NOT_FOUND', 'STALE_REVISION', 'CONFLICT'] as const;

export const approve = defineEndpoint({
  method: 'POST',
  path: '/api/tasks/:id/approve',
  summary: 'Approve: REVIEW → PROCESSED (finance told)',
  params: idParams,
  body: taskApproveSchema,
  response: taskDetailSchema,
  errors: decision,
});

export const decline = defineEndpoint({
  method: 'POST',
  path: '/api/tasks/:id/decline',
  summary: 'Decline with a reason: REVIEW → REJECTED (its author told)',
  params: idParams,
  body: taskDeclineSchema,
  response: taskDetailSchema,
  errors: decision,
});
