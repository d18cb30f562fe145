import { z } from 'zod';
import { rowIdSchema } from '../common';
import { failedDeliveriesQuerySchema, failedDeliveriesResponseSchema, retryDeliveryResponseSchema } from '../erp-deliveries';
import { defineEndpoint } from './endpoint';

/** /api/erp-deliveries: the ERP outbox for operators (finance): deliveries by state with the ERP's answer, and a retry of a failed one. */

const retryDeliveryBodySchema = z.strictObject({ id: rowIdSchema });

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/erp-deliveries/failed',
  summary: 'Deliveries to the ERP by state (default failed and waiting), failed first, with attempts, the ERP answer and the queue counts',
  query: failedDeliveriesQuerySchema,
  response: failedDeliveriesResponseSchema,
  errors: ['FORBIDDEN'],
});

export const retry = defineEndpoint({
  method: 'POST',
  path: '/api/erp-deliveries/retry',
  summary: 'Queue a failed delivery again',
  body: retryDeliveryBodySchema,
  response: retryDeliveryResponseSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});
