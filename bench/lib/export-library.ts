/**
 * The "library alone" side of bench/export.ts, in a process of its own: the payment report's
 * rows read into memory first (not measured), then written to a byte counter by exceljs's
 * streaming writer (the library the project chose for .xlsx) and by our writer, each measured for
 * time, CPU and RSS growth over the RSS with the rows loaded; each result is also sent to the
 * parent (bench/export.ts) over IPC.
 */
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { PAYMENT_REPORT_EXPORT_COLUMNS, type PaymentReportRow } from '@faktura/domain';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { createReferenceErp } from '../../apps/server/src/erp/reference/index';
import { xlsStream } from '../../apps/server/src/lib/spreadsheet/xls';
import { xlsxStream } from '../../apps/server/src/lib/spreadsheet/xlsx';

const config = loadConfig(process.env, { port: 0, host: '127.0.0.1', logLevel: 'silent', webDist: null });
const database = await openDatabase(config);
const rows: PaymentReportRow[] = [];
for await (const row of createReferenceErp(database.db).streamPayments({ instance: 'AAM', orgId: 82, vendorId: 3001 })) rows.push(row);
await database.close();

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const columns = PAYMENT_REPORT_EXPORT_COLUMNS;

/** Counts what a writer produces, and samples RSS as it goes (a writer that never yields still writes). */
function counter(sample: () => void) {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      sample();
      done();
    },
  });
  return { sink, bytes: () => bytes };
}

async function measure(name: string, write: (sink: Writable) => Promise<void>) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
  const timer = setInterval(sample, 20);
  const { sink, bytes } = counter(sample);
  const start = performance.now();
  const cpu = process.cpuUsage();
  await write(sink);
  const seconds = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpu);
  clearInterval(timer);
  const cpuSeconds = (used.user + used.system) / 1e6;
  console.log(`${name}: ${seconds.toFixed(2)} s, CPU ${cpuSeconds.toFixed(2)} s, ${mb(bytes())} MB, RSS ${mb(before)} MB + ${mb(peak - before)} MB peak`);
  // To bench/export.ts, which prints the goals: our writer alone is the anchor of the server's export.
  process.send?.({ name, seconds, cpuSeconds, bytes: bytes(), growth: peak - before });
}

async function exceljsStreaming(sink: Writable) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('My Worksheet');
  sheet.columns = columns.map((c) => ({
    header: c.title,
    key: c.key,
    width: 14,
    style: c.kind === 'money' ? { numFmt: '#,##0.00' } : c.kind === 'date' ? { numFmt: 'dd-mmm-yyyy' } : {},
  }));
  for (const row of rows) {
    sheet
      .addRow(
        columns.map((c) => {
          const value = row[c.key];
          if (value === null) return null;
          return c.kind === 'money' ? Number(value) : c.kind === 'date' ? new Date(`${value}T00:00:00Z`) : value;
        }),
      )
      .commit();
  }
  sheet.commit();
  await workbook.commit();
}

const ours = (stream: typeof xlsxStream) => async (sink: Writable) => {
  const spec = { sheetName: 'My Worksheet', columns: columns.map((c) => ({ header: c.title, kind: c.kind, cell: (row: PaymentReportRow) => row[c.key] })) };
  for await (const chunk of stream(spec, rows)) if (!sink.write(chunk)) await new Promise((resolve) => sink.once('drain', resolve));
};

console.log(`${rows.length.toLocaleString('en')} rows in memory`);
await measure('exceljs streaming WorkbookWriter (.xlsx)', exceljsStreaming);
await measure('our writer alone (.xlsx)', ours(xlsxStream));
await measure('our writer alone (.xls)', ours(xlsStream));
