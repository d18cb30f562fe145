import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { formatDate, formatMoney, STATEMENT_MESSAGES } from '@faktura/domain';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { choose, loginAs, openFromMenu } from './support';

/** A table row as one line: its non-empty cells joined by a space, the way pdftotext -layout lines read once squashed. */
const lineOf = (cells: Array<string | null | undefined>) => cells.filter((c): c is string => !!c && c.trim() !== '').join(' ');

/** Every line of the on-screen lines table of a currency (opening, entries, closing), and its ageing rows. */
async function readScreen(page: Page, currency: string) {
  const lines = await page
    .getByTestId(`statement-${currency}-lines`)
    .locator('tbody tr.ant-table-row')
    .evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? '')));
  const ageing = await page
    .getByTestId(`statement-${currency}-ageing`)
    .locator('tbody tr.ant-table-row')
    .evaluateAll((rows) => rows.map((r) => Array.from(r.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? '')));
  return { lines: lines.map(lineOf), ageing: ageing as Array<[label: string, amount: string]> };
}

/** Presses a download button with the keyboard and returns the saved file's name and bytes. */
async function download(page: Page, button: string) {
  const event = page.waitForEvent('download');
  await pressWithKeyboard(page, page.getByRole('button', { name: button }));
  const saved = await event;
  return { name: saved.suggestedFilename(), bytes: fs.readFileSync(await saved.path()) };
}

test.describe('statement of account', () => {
  test('a supplier reads its statement on screen, and the PDF and the .xlsx say the same', async ({ page }) => {
    test.slow(); // two files written and read back, and an accessibility check
    await loginAs(page, 'vendor', /AAM/);
    await openFromMenu(page, 'Report', 'Statement of Account', /#\/report\/statement$/);
    // This year up to today is already filled in; a supplier does not choose the supplier.
    await expect(page.locator('#statement-from')).toHaveValue(/^01-jan-\d{4}$/i);
    await expect(page.getByRole('combobox', { name: 'Supplier' })).toHaveCount(0);
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Show Statement' }));
    // A year of entries from the ERP: on two shared cores this can take longer than the default wait.
    await expect(page.getByTestId('statement-supplier')).toHaveText('PT Sinar Jaya Abadi (3001)', { timeout: 30_000 });
    const opening = (await page.getByTestId('statement-IDR-opening').textContent())!;
    const closing = (await page.getByTestId('statement-IDR-closing').textContent())!;
    const openTotal = (await page.getByTestId('statement-IDR-open-total').textContent())!;
    expect(closing).toMatch(/^[\d,]+\.\d{2}$/);
    const screen = await readScreen(page, 'IDR');
    expect(screen.lines.length).toBeGreaterThan(10);
    expect(screen.lines[0]).toMatch(new RegExp(`Opening balance ${opening.replace(/[.,]/g, '\\$&')}$`));
    expect(screen.lines.at(-1)).toMatch(new RegExp(`Closing balance .* ${closing.replace(/[.,]/g, '\\$&')}$`));
    expect(screen.ageing.at(-1)).toEqual(['Open total', openTotal]);
    await checkScreen(page, 'statement-supplier');

    // The PDF: every line of the screen, in the same order, and the ageing as one line of amounts.
    const pdf = await download(page, 'Download PDF');
    expect(pdf.name).toMatch(/^statement-3001-\d{4}-01-01-\d{4}-\d{2}-\d{2}\.pdf$/);
    const file = `${test.info().outputPath('statement')}.pdf`;
    fs.writeFileSync(file, pdf.bytes);
    const pdfLines = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
      .split(/\n|\f/)
      .map((l) => l.replace(/[ \t]+/g, ' ').trim());
    let at = -1;
    for (const line of [...screen.lines, lineOf(screen.ageing.map(([, amount]) => amount))]) {
      const found = pdfLines.indexOf(line, at + 1);
      expect(found, `PDF line "${line}"`).toBeGreaterThan(at);
      at = found;
    }

    // The .xlsx read with SheetJS, as the server tests read it: the same lines, then the ageing.
    const xlsx = await download(page, 'Download Excel');
    expect(xlsx.name).toBe(pdf.name.replace(/\.pdf$/, '.xlsx'));
    const workbook = XLSX.read(xlsx.bytes, { type: 'buffer', cellDates: true, UTC: true });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[workbook.SheetNames[0]!]!, { header: 1, raw: true, defval: null, UTC: true });
    const day = (v: unknown) => (v instanceof Date ? formatDate(v.toISOString().slice(0, 10)) : null);
    const amount = (v: unknown) => (typeof v === 'number' ? formatMoney(v.toFixed(2)) : null);
    const idr = rows.slice(1).filter((r) => r[0] === 'IDR');
    const entries = idr.filter((r) => r[2] !== 'Ageing');
    expect(entries.map((r) => lineOf([day(r[1]), r[2] as string, r[3] as string | null, day(r[4]), amount(r[5]), amount(r[6]), amount(r[7])]))).toEqual(
      screen.lines,
    );
    expect(idr.filter((r) => r[2] === 'Ageing').map((r) => [r[3], amount(r[7])])).toEqual(screen.ageing.slice(0, -1));
  });

  test('finance chooses another supplier and gets its statement', async ({ page }) => {
    test.slow(); // two accessibility checks on a long statement
    await loginAs(page, 'finance', /Head Office/);
    await page.goto('/#/report/statement');
    // Finance must choose the supplier: the form says so and asks nothing.
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Show Statement' }));
    await expect(page.getByRole('alert').getByText(STATEMENT_MESSAGES.supplierRequired)).toBeVisible();
    await checkScreen(page, 'statement-finance-form');
    await choose(page, 'Supplier', 'CV Maju Bersama (3002)');
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Show Statement' }));
    await expect(page.getByText(`Statement of Account: CV Maju Bersama`)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('statement-supplier').or(page.getByText(STATEMENT_MESSAGES.empty))).toBeVisible();
    await checkScreen(page, 'statement-finance');
  });
});
