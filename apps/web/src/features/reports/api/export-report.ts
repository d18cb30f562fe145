import type { ExportFormat } from '@faktura/domain';
import { downloadFile } from '../../../lib/open-file';

/** The reports a supplier exports, by their API path. */
export type ExportableReport = 'payments' | 'payment-schedules' | 'invoices';

/**
 * GET /api/reports/{report}/export: Export XLS (.xls) or Download Excel (.xlsx) of every row the
 * filters match, saved under the server's name (payment-report-{ts}.xls and the like).
 */
export function exportReport(report: ExportableReport, format: ExportFormat, filters: Record<string, string | number | undefined>): Promise<string> {
  const query = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') query.set(key, String(value));
  return downloadFile(`/api/reports/${report}/export?${query.toString()}`, `${report}.${format}`);
}
