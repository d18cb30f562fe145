import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  INVOICE_REPORT_EXPORT_COLUMNS,
  PAYMENT_REPORT_EXPORT_COLUMNS,
  PAYMENT_SCHEDULE_EXPORT_COLUMNS,
  reportFileName,
  reportsApi,
  type ExportedReport,
  type ExportFormat,
  type ReportColumn,
} from '@faktura/domain';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps';
import { abandonSignal } from '../../lib/cancellable';
import { route } from '../../lib/endpoint';
import { replySpreadsheet, type SpreadsheetColumn } from '../../lib/spreadsheet';
import { actorOf, requireRole } from '../../plugins/auth';
import * as service from './service';

const vendorOnly = { preHandler: requireRole('VENDOR') };

/** The domain's report columns as the spreadsheet writer takes them. */
function sheetColumns<Row>(columns: readonly ReportColumn<Row>[]): SpreadsheetColumn<Row>[] {
  return columns.map((column) => ({ header: column.title, kind: column.kind, cell: (row) => row[column.key] as string | number | null }));
}

function sendExport<Row>(reply: FastifyReply, report: ExportedReport, format: ExportFormat, columns: readonly ReportColumn<Row>[], rows: AsyncIterable<Row>) {
  return replySpreadsheet(reply, { format, fileName: reportFileName(report, new Date()), columns: sheetColumns(columns), rows });
}

/** /api/reports: the supplier's reports, on screen a page at a time and exported whole. */
export function reportRoutes(deps: AppDeps): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    route(app, reportsApi.payments, vendorOnly, async (request) => service.paymentReport(deps, actorOf(request), request.query));
    route(app, reportsApi.paymentsExport, vendorOnly, async (request, reply) =>
      sendExport(
        reply,
        'payments',
        request.query.format,
        PAYMENT_REPORT_EXPORT_COLUMNS,
        await service.paymentReportRows(deps, actorOf(request), request.query),
      ),
    );
    route(app, reportsApi.paymentSchedules, vendorOnly, async (request) => service.paymentSchedule(deps, actorOf(request), request.query));
    route(app, reportsApi.paymentSchedulesExport, vendorOnly, async (request, reply) =>
      sendExport(
        reply,
        'paymentSchedules',
        request.query.format,
        PAYMENT_SCHEDULE_EXPORT_COLUMNS,
        await service.paymentScheduleRows(deps, actorOf(request), request.query),
      ),
    );
    route(app, reportsApi.invoices, vendorOnly, async (request, reply) =>
      service.invoiceReport(deps, actorOf(request), request.query, abandonSignal(request, reply)),
    );
    route(app, reportsApi.invoicesExport, vendorOnly, async (request, reply) =>
      sendExport(
        reply,
        'invoices',
        request.query.format,
        INVOICE_REPORT_EXPORT_COLUMNS,
        await service.invoiceReportRows(deps, actorOf(request), request.query),
      ),
    );
    route(app, reportsApi.invoiceHistory, vendorOnly, async (request, reply) =>
      service.invoiceHistory(deps, actorOf(request), request.query, abandonSignal(request, reply)),
    );
    done();
  };
}
