import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { INT4_MAX, errorBodySchema, queryInt } from '@faktura/domain';

/** A server-generated PDF and its file name (`{kind}-{DDMMYYYYHHmmss}.pdf`). */
export type Printed = { fileName: string; pdf: Buffer };

/** Route schema of a printed document: its id (0 is let through, so a service can answer the spec's "Please select …"). */
export const pdfRouteSchema = {
  produces: ['application/pdf'],
  params: z.strictObject({ id: queryInt(0, INT4_MAX) }),
  response: { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
};

export function sendPdf(reply: FastifyReply, printed: Printed) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${printed.fileName}"`)
    .header('cache-control', 'no-store')
    .send(printed.pdf);
}
