import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { responseSerializerCompiler } from './lib/response-serializer';
import { registerAuth } from './plugins/auth';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerRouteCatalogue } from './plugins/route-catalogue';
import { registerWellFormedText } from './plugins/well-formed-text';
import { registerWebStatic } from './plugins/web-static';
import { actorForToken, authRoutes } from './modules/auth/index';
import { dashboardRoutes } from './modules/dashboard/index';
import { invoiceRoutes } from './modules/invoices/index';
import { poInvoiceRoutes } from './modules/po-invoices/index';
import { nonPoInvoiceRoutes } from './modules/non-po-invoices/index';
import { nonPoOptionRoutes } from './modules/non-po-options/index';
import { batchDocumentsForDrive, batchRoutes } from './modules/batches/index';
import { receiptRoutes } from './modules/receipts/index';
import { supplierRoutes } from './modules/suppliers/index';
import { fileRoutes, registerPendingUploadCleanup } from './modules/files/index';
import { createFileStorage } from './storage/index';
import { notificationRoutes } from './modules/notifications/index';
import { reviewRoutes } from './modules/reviews/index';
import { taskRoutes } from './modules/tasks/index';
import { systemRoutes } from './modules/system/index';
import { masterCategoryRoutes } from './modules/master-categories/index';
import { masterVendorMappingRoutes } from './modules/master-vendor-mappings/index';
import { masterProxyMappingRoutes } from './modules/master-proxy-mappings/index';
import { auditTrailRoutes } from './modules/audit-trail/index';
import { debitNoteRoutes } from './modules/debit-notes/index';
import { erpDeliveryRoutes, registerOutboxMetrics } from './modules/erp-deliveries/index';
import { expeditionRoutes } from './modules/expedition/index';
import { userRoutes } from './modules/users/index';
import { userMappingRoutes } from './modules/user-mappings/index';
import { driveRoutes, registerDriveUploads } from './modules/drive/index';
import { createCloudDrive } from './drive/index';
import { financeRoutes } from './modules/finance/index';
import { reportRoutes } from './modules/reports/index';
import { ublExportRoutes } from './modules/ubl-export/index';
import { invoiceIntakeRoutes } from './modules/invoice-intake/index';
import { invoiceResponseRoutes } from './modules/invoice-responses/index';
import { matchToleranceRoutes } from './modules/match-tolerances/index';
import { invoiceTimelineRoutes } from './modules/invoice-timeline/index';
import { paymentRunRoutes } from './modules/payment-runs/index';
import { referenceErpRoutes } from './modules/reference-erp/index';
import { remittanceRoutes } from './modules/remittances/index';
import { statementRoutes } from './modules/statements/index';
import { mailPreferenceRoutes } from './modules/mail-preferences/index';
import { emailLinkRoutes } from './modules/email-links/index';
import { taxRegistrationRoutes } from './modules/tax-registrations/index';
import { duplicateRoutes } from './modules/duplicates/index';
import { fakturCheckRoutes } from './modules/faktur-checks/index';
import { stampDutyRoutes } from './modules/stamp-duty/index';
import { coretaxExportRoutes } from './modules/coretax-exports/index';

const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Zod validates every route's input; answers are written by fast-json-stringify compiled from the
 * response's zod schema (zod's serializer where it cannot be), checked against zod's under test.
 * Named as the compilers' factory, so Fastify does not build its default JSON-schema compilers at start.
 */
function schemaCompilers(serializerCompiler: ReturnType<typeof responseSerializerCompiler>): FastifyServerOptions['schemaController'] {
  return { compilersFactory: { buildValidator: () => validatorCompiler as never, buildSerializer: () => serializerCompiler as never } };
}

/** Builds the whole HTTP app; main.ts listens on it, tests use app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const serializerCompiler = responseSerializerCompiler({ check: deps.config.checkResponseSerializer });
  const app = Fastify({
    logger: deps.config.logLevel === 'silent' ? false : { level: deps.config.logLevel, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: deps.config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
    schemaController: schemaCompilers(serializerCompiler),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerRouteCatalogue(app);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
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
  registerSecurityHeaders(app);
  registerWellFormedText(app);
  registerMetrics(app, deps.config.metricsToken, (registry) => registerOutboxMetrics(registry, deps.database.db));
  const resolveActor = (token: string) => actorForToken(deps.database.db, token);
  registerAuth(app, resolveActor);

  // Before the modules, so the routes that take uploads (files, invoice attachments) can read multipart.
  await app.register(multipart, { limits: { fileSize: deps.config.uploadLimitBytes, files: 1 } });
  const store = await createFileStorage(deps.config);

  // One module per URL prefix.
  await app.register(systemRoutes({ ...deps, store }), { prefix: '/api' });
  await app.register(authRoutes(deps), { prefix: '/api/auth' });
  await app.register(notificationRoutes(deps), { prefix: '/api/notifications' });
  await app.register(dashboardRoutes(deps), { prefix: '/api/dashboard' });
  await app.register(invoiceRoutes({ ...deps, store }), { prefix: '/api/invoices' });
  await app.register(poInvoiceRoutes({ ...deps, store }), { prefix: '/api/po-invoices' });
  await app.register(nonPoInvoiceRoutes(deps), { prefix: '/api/non-po-invoices' });
  await app.register(nonPoOptionRoutes(deps), { prefix: '/api/non-po-options' });
  await app.register(batchRoutes(deps), { prefix: '/api/batches' });
  await app.register(receiptRoutes(deps), { prefix: '/api/receipts' });
  await app.register(supplierRoutes(deps), { prefix: '/api/suppliers' });
  await app.register(fileRoutes({ ...deps, store }), { prefix: '/api/files' });
  await app.register(masterCategoryRoutes(deps), { prefix: '/api/master/categories' });
  await app.register(masterVendorMappingRoutes(deps), { prefix: '/api/master/vendor-mappings' });
  await app.register(masterProxyMappingRoutes(deps), { prefix: '/api/master/proxy-mappings' });
  await app.register(auditTrailRoutes(deps), { prefix: '/api/audit' });
  await app.register(debitNoteRoutes(deps), { prefix: '/api/debit-notes' });
  await app.register(erpDeliveryRoutes(deps), { prefix: '/api/erp-deliveries' });
  await app.register(expeditionRoutes(deps), { prefix: '/api/expedition' });
  await app.register(userRoutes(deps), { prefix: '/api/users' });
  await app.register(userMappingRoutes(deps), { prefix: '/api/user-mappings' });
  const drive = createCloudDrive(deps.config);
  await app.register(driveRoutes({ ...deps, drive }), { prefix: '/api/drive' });
  await app.register(financeRoutes(deps), { prefix: '/api/finance' });
  await app.register(reportRoutes(deps), { prefix: '/api/reports' });
  await app.register(reviewRoutes(deps), { prefix: '/api/reviews' });
  await app.register(taskRoutes(deps), { prefix: '/api/tasks' });
  await app.register(ublExportRoutes(deps), { prefix: '/api/ubl' });
  await app.register(invoiceIntakeRoutes({ ...deps, store }), { prefix: '/api/intake' });
  await app.register(invoiceResponseRoutes(deps), { prefix: '/api/invoice-responses' });
  await app.register(matchToleranceRoutes(deps), { prefix: '/api/master/tolerances' });
  await app.register(invoiceTimelineRoutes(deps), { prefix: '/api/timeline' });
  await app.register(paymentRunRoutes(deps), { prefix: '/api/master/payment-runs' });
  await app.register(referenceErpRoutes(deps), { prefix: '/api/reference-erp' });
  await app.register(remittanceRoutes(deps), { prefix: '/api/remittances' });
  await app.register(statementRoutes(deps), { prefix: '/api/statements' });
  await app.register(mailPreferenceRoutes(deps), { prefix: '/api/mail-preferences' });
  await app.register(emailLinkRoutes(deps), { prefix: '/api/email-links' });
  await app.register(taxRegistrationRoutes(deps), { prefix: '/api/master/tax-registrations' });
  await app.register(duplicateRoutes(deps), { prefix: '/api/duplicates' });
  await app.register(fakturCheckRoutes({ ...deps, store }), { prefix: '/api/faktur-checks' });
  await app.register(stampDutyRoutes(deps), { prefix: '/api/stamp-duty' });
  await app.register(coretaxExportRoutes(deps), { prefix: '/api/coretax-exports' });
  registerPendingUploadCleanup(app, { ...deps, store });
  registerDriveUploads(app, { ...deps, drive, batchDocuments: (batchId) => batchDocumentsForDrive(deps, batchId) });

  if (deps.config.webDist && fs.existsSync(deps.config.webDist)) {
    await registerWebStatic(app, deps.config.webDist, resolveActor);
  }
  return app;
}
