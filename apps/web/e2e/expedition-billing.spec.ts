import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import * as XLSX from '@e965/xlsx';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { choose, loginAs, openFromMenu } from './support';

const FIXTURES = path.resolve(import.meta.dirname, '../../../apps/server/test/fixtures/expedition');
/** The results' rows (each has its REFERENCE button), not the Summary Invoice's. */
/** A cell of the Summary Invoice table. */
const summaryCell = (page: Page, text: string) =>
  page
    .locator('.ant-card')
    .filter({ has: page.getByRole('heading', { name: 'Summary Invoice' }) })
    .getByRole('cell', { name: text, exact: true });
const rows = (page: Page) => page.locator('tr.ant-table-row').filter({ has: page.getByRole('button', { name: /^Edit / }) });

/** Presses a download button and reads the file back: expedition-{DDMMYYYYHHmmss}, worksheet My Worksheet. */
async function downloadAndRead(page: Page, button: 'Download' | 'Download Excel') {
  const extension = button === 'Download' ? 'xls' : 'xlsx';
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(new RegExp(`^expedition-\\d{14}\\.${extension}$`));
  const book = XLSX.read(fs.readFileSync(await saved.path()), { type: 'buffer', cellDates: true, UTC: true });
  expect(book.SheetNames).toEqual(['My Worksheet']);
  return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['My Worksheet']!, { header: 1, raw: true, defval: null });
}

async function typeInto(page: Page, id: string, text: string) {
  const input = page.locator(`#${id}`);
  await input.fill(text);
  await input.press('Tab');
}

test.describe('freight billing, Proses Tagihan (/#/expedition)', () => {
  // Long journeys over a wide table (29 columns): screenshots and axe take their time.
  test.describe.configure({ timeout: 90_000 });

  test('transport: search rules, 10 a page, REFERENCE modal, downloads, Submit; no upload in transport mode', async ({ page }) => {
    await loginAs(page, 'transport', /AAM/);
    await openFromMenu(page, 'Invoice', 'Proses Tagihan', /#\/expedition$/);
    await expect(page.getByLabel('Vendor Name')).toHaveValue('PT Kilat Transport Nusantara');
    await expect(page.getByRole('button', { name: 'Upload File' })).toHaveCount(0);

    await pressWithKeyboard(page, page.getByRole('button', { name: 'Search' }));
    await expect(page.getByText('Payment site harus diisi..')).toBeVisible();
    await choose(page, 'Payment Site', 'Branch');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Branch harus diisi..')).toBeVisible();
    await choose(page, 'Payment Site', 'HO');
    await expect(page.getByRole('combobox', { name: 'Branch' })).toBeDisabled();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByText(/^\d+ lines$/)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Rate AAM' })).toHaveCount(0);
    await checkScreen(page, 'expedition-transport-results');

    // 190-odd AWBs: typed to find, as a user would.
    await page.getByRole('combobox', { name: 'No AWB' }).fill('KTN800000030');
    await page.getByRole('combobox', { name: 'No AWB' }).press('Enter');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'Edit KTN-DEMO-0030' }).click();
    const modal = page.getByRole('dialog', { name: 'Reference KTN-DEMO-0030' });
    await typeInto(page, 'exp-revisedQuantity', '10.5');
    await typeInto(page, 'exp-unitPrice', '12000');
    await typeInto(page, 'exp-packing', '500');
    await typeInto(page, 'exp-lain', '0.25');
    await expect(modal.getByLabel('Tagihan Ekspedisi', { exact: true })).toHaveValue('126,000.00');
    await expect(modal.getByLabel('Total Tagihan Ekspedisi', { exact: true })).toHaveValue('126,500.25');
    await typeInto(page, 'exp-invoice-no', 'KTN/INV/2611/777');
    await typeInto(page, 'exp-invoice-date', '12-NOV-2026');
    await typeInto(page, 'exp-tax-no', '010.000-26.00007777');
    await typeInto(page, 'exp-tax-date', '13-NOV-2026');
    await modal.getByRole('button', { name: 'UPDATE' }).click();
    await expect(modal.getByText('Invoice Date & Tax Date is not equal')).toBeVisible();
    await checkScreen(page, 'expedition-edit-modal');
    await typeInto(page, 'exp-tax-date', '12-NOV-2026');
    await modal.getByRole('button', { name: 'UPDATE' }).click();
    await expect(page.getByText('Data has been saved successfully')).toBeVisible();
    await expect(rows(page).first()).toContainText('126,500.25');
    const summary = page.getByRole('heading', { name: 'Summary Invoice' });
    await expect(summary).toBeVisible();
    await expect(summaryCell(page, 'KTN/INV/2611/777')).toBeVisible();

    const xls = await downloadAndRead(page, 'Download');
    const header = xls[0] as string[];
    expect(header).not.toContain('Tagihan AAM');
    const line = Object.fromEntries(header.map((h, i) => [h, (xls[1] as unknown[])[i]]));
    expect(line).toMatchObject({ Reference: 'KTN-DEMO-0030', 'Total Tagihan Ekspedisi': 126500.25, 'No Invoice': 'KTN/INV/2611/777' });
    expect(await downloadAndRead(page, 'Download Excel')).toEqual(xls);
    await checkScreen(page, 'expedition-transport-saved');

    await page.getByRole('button', { name: 'Submit' }).click();
    // The confirmation names what it sends and who saved it.
    await expect(page.getByText('Submit these saved invoices of this vendor? Submitted lines can no longer change.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Invoices to submit' })).toContainText('KTN/INV/2611/777, uploaded by transport');
    await checkScreen(page, 'expedition-transport-confirm');
    await page.getByRole('button', { name: 'Submit', exact: true }).last().click();
    await expect(page.getByText(/^Data has been submitted successfully: .*KTN\/INV\/2611\/777/)).toBeVisible();
    await expect(summary).toHaveCount(0);
    // Nothing saved any more: it says so instead of asking.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Tidak ada data yang di upload')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Invoices to submit' })).toHaveCount(0);
    await checkScreen(page, 'expedition-transport-submitted');
  });

  test('fin: chooses the vendor, sees the FIN column set, uploads (errors listed at once, then a valid file)', async ({ page }) => {
    await loginAs(page, 'fin', /AAM/);
    await page.goto('/#/expedition');
    await choose(page, 'Vendor', 'PT Kilat Transport Nusantara (3003)');
    await choose(page, 'Payment Site', 'HO');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByRole('columnheader', { name: 'Rate AAM' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Tagihan AAM' })).toHaveCount(0);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload File' }).click();
    await (await chooser).setFiles(path.join(FIXTURES, 'bad-rows.xls'));
    for (const message of [
      'Invalid Invoice Date Format line at line: 2',
      'Invalid Tax Date Format line at line: 3',
      'Invoice Date & Tax Date is not equal at line: 4',
      'Invoice Date is not equal with previous value at line: 5',
      'Reference KTN-DEMO-9999 not found at line: 6',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await checkScreen(page, 'expedition-upload-errors');

    const again = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload File' }).click();
    await (await again).setFiles(path.join(FIXTURES, 'valid.xlsx'));
    await expect(page.getByText('5 line(s) uploaded')).toBeVisible();
    await expect(summaryCell(page, 'KTN/INV/2611/001')).toBeVisible();
    await checkScreen(page, 'expedition-fin-uploaded');
  });

  test('pic: picks one of its suppliers and sees every column', async ({ page }) => {
    await loginAs(page, 'pic', /AAM/);
    await page.goto('/#/expedition');
    await choose(page, 'Payment Site', 'HO');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Please select vendor')).toBeVisible();
    await choose(page, 'Vendor', 'CV Maju Bersama (3002)');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(rows(page)).toHaveCount(6);
    await expect(page.getByRole('columnheader', { name: 'Tagihan AAM' })).toBeVisible();
    await expect(rows(page).filter({ hasText: 'CMB-DEMO-0005' })).toContainText('UNMATCH');
    await checkScreen(page, 'expedition-pic');
  });
});
