import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { ErpPort } from './erp/port';
import { registerAuth } from './plugins/auth';
import { registerErrorHandler } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { authRoutes } from './modules/auth/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { invoiceRoutes } from './modules/invoices/routes';
import { poInvoiceRoutes } from './modules/po-invoices/routes';
import { batchRoutes } from './modules/batches/routes';
import { receiptRoutes } from './modules/receipts/routes';
import { printRoutes } from './modules/prints/routes';
import { supplierRoutes } from './modules/suppliers/routes';
import { fileRoutes } from './modules/files/routes';
import { FileStore } from './modules/files/storage';
import { notificationRoutes } from './modules/notifications/routes';
import { systemRoutes } from './modules/system/routes';

/** logStream: where structured logs go (stdout when absent). */
export type AppDeps = { config: Config; database: Database; erp: ErpPort; logStream?: { write(line: string): void } };

const JSON_BODY_LIMIT = 1024 * 1024;

/** Builds the whole HTTP app; main.ts listens on it, tests use app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Faktura API', version: '0.1.0', description: 'Supplier e-invoicing portal' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });

  registerErrorHandler(app);
  registerMetrics(app);
  registerAuth(app, deps.database);

  await app.register(systemRoutes(deps), { prefix: '/api' });
  await app.register(authRoutes(deps), { prefix: '/api/auth' });
  await app.register(notificationRoutes(deps), { prefix: '/api/notifications' });
  await app.register(dashboardRoutes(deps), { prefix: '/api/dashboard' });
  await app.register(invoiceRoutes(deps), { prefix: '/api/invoices' });
  await app.register(poInvoiceRoutes(deps), { prefix: '/api/po-invoices' });
  await app.register(batchRoutes(deps), { prefix: '/api' });
  await app.register(receiptRoutes(deps), { prefix: '/api/receipts' });
  await app.register(printRoutes(deps), { prefix: '/api' });
  await app.register(supplierRoutes(deps), { prefix: '/api/suppliers' });
  await app.register(multipart, { limits: { fileSize: deps.config.uploadLimitBytes, files: 1 } });
  await app.register(fileRoutes({ ...deps, store: new FileStore(deps.config.filesDir) }), { prefix: '/api' });

  if (deps.config.webDist && fs.existsSync(deps.config.webDist)) {
    await app.register(fastifyStatic, { root: deps.config.webDist, prefix: '/', wildcard: false });
  }
  return app;
}
