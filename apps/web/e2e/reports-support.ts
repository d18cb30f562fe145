import fs from 'node:fs';
import { expect, type Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { pressWithKeyboard } from './accessibility';

/**
 * Presses an export button with the keyboard and checks the file the browser saves: the spec's
 * name (`{prefix}-{DDMMYYYYHHmmss}.{xls|xlsx}`), a real workbook of its kind, worksheet
 * "My Worksheet" and the header row. Returns the rows as SheetJS reads them.
 */
export async function exportAndRead(page: Page, button: 'Export XLS' | 'Download Excel', prefix: string, header: string[]) {
  const extension = button === 'Export XLS' ? 'xls' : 'xlsx';
  const download = page.waitForEvent('download');
  await pressWithKeyboard(page, page.getByRole('button', { name: button }));
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(new RegExp(`^${prefix}-\\d{14}\\.${extension}$`));
  const bytes = fs.readFileSync(await saved.path());
  // BIFF8 lives in an OLE compound file; .xlsx is a zip.
  expect(bytes.subarray(0, 4).toString('hex')).toBe(extension === 'xls' ? 'd0cf11e0' : '504b0304');
  const workbook = XLSX.read(bytes, { type: 'buffer', cellDates: true, UTC: true });
  expect(workbook.SheetNames).toEqual(['My Worksheet']);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets['My Worksheet']!, { header: 1, raw: true, defval: null });
  expect(rows[0]).toEqual(header);
  return rows;
}

/** Types a date into a DateField and leaves it with Tab, as a user would. */
export async function typeDate(page: Page, id: string, text: string) {
  const input = page.locator(`#${id}`);
  await input.click();
  await input.fill(text);
  await input.press('Tab');
}
