import { reportsApi, type EndpointQuery, type ExportFormat } from '@faktura/domain';
import { endpointUrl } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/open-file';

const EXPORTS = {
  payments: reportsApi.paymentsExport,
  'payment-schedules': reportsApi.paymentSchedulesExport,
  invoices: reportsApi.invoicesExport,
} as const;

/** The reports a supplier exports, by their API path. */
export type ExportableReport = keyof typeof EXPORTS;

type Filters<R extends ExportableReport> = Omit<EndpointQuery<(typeof EXPORTS)[R]>, 'format'>;

/**
 * GET /api/reports/{report}/export: Export XLS (.xls) or Download Excel (.xlsx) of every row the
 * filters match, saved under the server's name (payment-report-{ts}.xls and the like).
 */
export function exportReport<R extends ExportableReport>(report: R, format: ExportFormat, filters: Filters<R>): Promise<string> {
  // The union of the three endpoints cannot take one query type; each report's filters are checked by the signature.
  const url = endpointUrl(EXPORTS[report] as typeof reportsApi.paymentsExport, { query: { format, ...filters } });
  return downloadFile(url, `${report}.${format}`);
}
