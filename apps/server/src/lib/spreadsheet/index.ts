import type { FastifyReply } from 'fastify';
import type { SpreadsheetColumn } from './cells';
import { exportHeaderIn, requestLanguage } from '../messages-language';
import { xlsStream } from './xls';
import { xlsxStream } from './xlsx';

export type { SpreadsheetColumn } from './cells';

/** "Export XLS" writes BIFF8 (Excel 97–2003, xls.ts), "Download Excel" Office Open XML (xlsx.ts); both stream (README of this folder: why not a library). */
export type SpreadsheetFormat = 'xls' | 'xlsx';

/** Every exported worksheet is named "My Worksheet". */
export const DEFAULT_SHEET_NAME = 'My Worksheet';

export const SPREADSHEET_CONTENT_TYPES: Record<SpreadsheetFormat, string> = {
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export type SpreadsheetExport<Row> = {
  format: SpreadsheetFormat;
  /** Without the extension, e.g. `payment-report-${fileTimestamp(now)}`. */
  fileName: string;
  sheetName?: string;
  columns: readonly SpreadsheetColumn<Row>[];
  rows: Iterable<Row> | AsyncIterable<Row>;
  /** Headers exactly as given, whatever the request's language: a file that is uploaded back is read by them. */
  keepHeaders?: boolean;
};

/** A file name any browser and file system takes: letters, digits, dot, dash and underscore; never empty. */
export function safeFileName(name: string): string {
  const safe = name
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[.]+/, '')
    .slice(0, 120);
  return safe || 'export';
}

/** A worksheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
function safeSheetName(name: string | undefined): string {
  const safe = (name ?? DEFAULT_SHEET_NAME).replace(/[:\\/?*[\]\p{Cc}]/gu, ' ').trim();
  return safe.slice(0, 31) || DEFAULT_SHEET_NAME;
}

/**
 * Streams a spreadsheet download: rows are read as they are written, never all held at once. The
 * headers are in the request's language (Accept-Language, which the web's downloads carry).
 */
export function replySpreadsheet<Row>(reply: FastifyReply, file: SpreadsheetExport<Row>) {
  const language = requestLanguage(reply.request.headers);
  const columns = file.keepHeaders ? file.columns : file.columns.map((column) => ({ ...column, header: exportHeaderIn(column.header, language) }));
  const spec = { sheetName: safeSheetName(file.sheetName), columns };
  const body = file.format === 'xls' ? xlsStream(spec, file.rows) : xlsxStream(spec, file.rows);
  return reply
    .header('content-type', SPREADSHEET_CONTENT_TYPES[file.format])
    .header('content-disposition', `attachment; filename="${safeFileName(file.fileName)}.${file.format}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
