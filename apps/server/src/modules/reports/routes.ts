import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  INVOICE_REPORT_EXPORT_COLUMNS,
  invoiceHistoryQuerySchema,
  invoiceHistoryRowSchema,
  invoiceReportExportQuerySchema,
  invoiceReportPageSchema,
  invoiceReportQuerySchema,
  PAYMENT_REPORT_EXPORT_COLUMNS,
  PAYMENT_SCHEDULE_EXPORT_COLUMNS,
  paymentReportExportQuerySchema,
  paymentReportPageSchema,
  paymentReportQuerySchema,
  paymentSchedulePageSchema,
  reportFileName,
  type ExportedReport,
  type ExportFormat,
  type ReportColumn,
} from '@faktura/domain';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps';
import { replySpreadsheet, SPREADSHEET_CONTENT_TYPES, type SpreadsheetColumn } from '../../lib/spreadsheet';
import { actorOf, requireRole } from '../../plugins/auth';
import * as service from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const vendorOnly = requireRole('VENDOR');
const produces = Object.values(SPREADSHEET_CONTENT_TYPES);

/** The domain's report columns as the spreadsheet writer takes them. */
function sheetColumns<Row>(columns: readonly ReportColumn<Row>[]): SpreadsheetColumn<Row>[] {
  return columns.map((column) => ({ header: column.title, kind: column.kind, cell: (row) => row[column.key] as string | number | null }));
}

function sendExport<Row>(reply: FastifyReply, report: ExportedReport, format: ExportFormat, columns: readonly ReportColumn<Row>[], rows: AsyncIterable<Row>) {
  return replySpreadsheet(reply, { format, fileName: reportFileName(report, new Date()), columns: sheetColumns(columns), rows });
}

/** /api/reports: the supplier's reports (spec screens 13 and 15), on screen a page at a time and exported whole. */
export function reportRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    const tags = ['reports'];
    app.get(
      '/payments',
      {
        preHandler: vendorOnly,
        schema: { tags, summary: 'Payment report', querystring: paymentReportQuerySchema, response: { 200: paymentReportPageSchema, ...errors } },
      },
      async (request) => service.paymentReport(deps, actorOf(request), request.query),
    );
    app.get(
      '/payments/export',
      {
        preHandler: vendorOnly,
        schema: { tags, summary: 'Payment report as .xls or .xlsx', produces, querystring: paymentReportExportQuerySchema, response: errors },
      },
      async (request, reply) =>
        sendExport(
          reply,
          'payments',
          request.query.format,
          PAYMENT_REPORT_EXPORT_COLUMNS,
          await service.paymentReportRows(deps, actorOf(request), request.query),
        ),
    );
    app.get(
      '/payment-schedules',
      {
        preHandler: vendorOnly,
        schema: {
          tags,
          summary: 'Payment schedule (company required)',
          querystring: paymentReportQuerySchema,
          response: { 200: paymentSchedulePageSchema, ...errors },
        },
      },
      async (request) => service.paymentSchedule(deps, actorOf(request), request.query),
    );
    app.get(
      '/payment-schedules/export',
      {
        preHandler: vendorOnly,
        schema: { tags, summary: 'Payment schedule as .xls or .xlsx', produces, querystring: paymentReportExportQuerySchema, response: errors },
      },
      async (request, reply) =>
        sendExport(
          reply,
          'paymentSchedules',
          request.query.format,
          PAYMENT_SCHEDULE_EXPORT_COLUMNS,
          await service.paymentScheduleRows(deps, actorOf(request), request.query),
        ),
    );
    app.get(
      '/invoices',
      {
        preHandler: vendorOnly,
        schema: { tags, summary: 'Invoice report', querystring: invoiceReportQuerySchema, response: { 200: invoiceReportPageSchema, ...errors } },
      },
      async (request) => service.invoiceReport(deps, actorOf(request), request.query),
    );
    app.get(
      '/invoices/export',
      {
        preHandler: vendorOnly,
        schema: { tags, summary: 'Invoice report as .xls or .xlsx', produces, querystring: invoiceReportExportQuerySchema, response: errors },
      },
      async (request, reply) =>
        sendExport(
          reply,
          'invoices',
          request.query.format,
          INVOICE_REPORT_EXPORT_COLUMNS,
          await service.invoiceReportRows(deps, actorOf(request), request.query),
        ),
    );
    app.get(
      '/invoice-history',
      {
        preHandler: vendorOnly,
        schema: {
          tags,
          summary: 'Invoice history of one PO',
          querystring: invoiceHistoryQuerySchema,
          response: { 200: z.object({ items: z.array(invoiceHistoryRowSchema) }), ...errors },
        },
      },
      async (request) => service.invoiceHistory(deps, actorOf(request), request.query),
    );
    done();
  };
}
