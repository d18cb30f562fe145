import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { replySpreadsheet, safeFileName } from '../../src/lib/spreadsheet';
import { readWithSheetJs } from './spreadsheet-read';

async function download(format: 'xls' | 'xlsx', fileName: string, sheetName?: string) {
  const app = Fastify();
  app.get('/export', (_request, reply) =>
    replySpreadsheet(reply, { format, fileName, sheetName, columns: [{ header: 'Invoice Num', cell: (row: string) => row }], rows: ['INV-1', '=1+1'] }),
  );
  const response = await app.inject({ method: 'GET', url: '/export' });
  await app.close();
  return response;
}

describe('replySpreadsheet', () => {
  it('answers an .xls download with its type, an attachment name and the default worksheet', async () => {
    const response = await download('xls', 'payment-report-23112026101500');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.ms-excel');
    expect(response.headers['content-disposition']).toBe('attachment; filename="payment-report-23112026101500.xls"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(readWithSheetJs(response.rawPayload)).toEqual([expect.objectContaining({ name: 'My Worksheet', rows: [['Invoice Num'], ['INV-1'], ["'=1+1"]] })]);
  });

  it('answers an .xlsx download with its type and a worksheet name Excel accepts', async () => {
    const response = await download('xlsx', 'payment-report-schedule-23112026101500', 'Rekap: 2026/11 [all] *draft* and a name far too long');
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="payment-report-schedule-23112026101500.xlsx"');
    const [sheet] = readWithSheetJs(response.rawPayload);
    expect(sheet!.name).toBe('Rekap  2026 11  all   draft  an');
    expect(sheet!.rows).toEqual([['Invoice Num'], ['INV-1'], ["'=1+1"]]);
  });

  it('keeps a file name to characters every browser and file system take', () => {
    expect(safeFileName('report "x"\r\nSet-Cookie: a=b')).toBe('report_x_Set-Cookie_a_b');
    expect(safeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeFileName('laporan-ü')).toBe('laporan-_');
    expect(safeFileName('')).toBe('export');
  });
});
