import { expect, test, type Page } from '@playwright/test';
import { choose, loginAs, openFromMenu, samplePdf, snap, typeDate } from './support';

/** Issue 18 item 4: duplicates caught in layers (same file, likely duplicate) and finance's review queue. */

/** Fills the supplier's non-PO create form (same date, amount and file each time) up to Save. */
async function fillDraft(page: Page, invoiceNo: string, stamp: string, taxSuffix: string) {
  await page.goto('/#/invoice/create-nonpo');
  await page.locator('#np-invoice-no').fill(invoiceNo);
  await typeDate(page, 'np-invoice-date', '13-NOV-2026');
  await page.locator('#np-tax-no').fill(`010.000-26.${stamp.slice(0, 7)}${taxSuffix}`);
  await typeDate(page, 'np-tax-date', '13-NOV-2026');
  await page.locator('#np-description').fill('Sewa genset November');
  await choose(page, 'Category', 'DDK', { exact: true });
  await choose(page, 'Detail Category', 'Uang Makan');
  await page.getByRole('button', { name: 'Add Line' }).click();
  await page.getByLabel('Line 1 description', { exact: true }).fill('Sewa genset');
  await page.getByLabel('Line 1 amount', { exact: true }).fill('8250000');
  await choose(page, 'Line 1 VAT', 'PPN 12%');
  await page.locator('input[type=file]').setInputFiles(samplePdf());
  await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('faktur-pajak.pdf');
}

async function save(page: Page, invoiceNo: string) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Invoice ${invoiceNo} is saved as DRAFT.`)).toBeVisible();
  // Save lands on the invoice list: wait for it before going anywhere else.
  await expect(page).toHaveURL(/#\/invoice\/list/);
  await expect(page.getByRole('heading', { name: 'Invoice List' })).toBeVisible();
}

async function openFromList(page: Page, invoiceNo: string) {
  await page.goto('/#/invoice/list');
  await page.locator('#inv-no').fill(invoiceNo);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: invoiceNo, exact: true }).click();
  await expect(page.locator('#np-invoice-no')).toHaveValue(invoiceNo);
}

test('a likely duplicate and the same file warn the supplier with a link to the earlier invoice; finance clears the pair from its queue', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now()}`.slice(-8);
  const earlier = `GEN-${stamp}`;
  // Retyped: lower case, a zero in front of the number and the letter O for it, spaces for hyphens.
  const retyped = `gen o${stamp}`;

  const supplier = await browser.newPage();
  await loginAs(supplier, 'vendor', /AAM/);
  await fillDraft(supplier, earlier, stamp, '1');
  await save(supplier, earlier);

  // The same file again: warned under the upload, with a link to the invoice holding it.
  await fillDraft(supplier, retyped, stamp, '2');
  const sameFile = supplier.getByRole('alert').filter({ hasText: `The same file is already attached to invoice ${earlier}.` });
  await expect(sameFile).toBeVisible();
  await expect(sameFile.getByRole('link', { name: `Open invoice ${earlier}` })).toBeVisible();
  await snap(supplier, 'duplicates-same-file-on-upload');
  await save(supplier, retyped);

  // The saved invoice shows the likely duplicate; its link opens the earlier invoice.
  await openFromList(supplier, retyped);
  const likely = supplier.getByRole('alert').filter({
    hasText: `This invoice may be a duplicate of invoice ${earlier}: same invoice number, supplier, date within 30 days and amount within 1 %.`,
  });
  await expect(likely).toBeVisible();
  await likely.scrollIntoViewIfNeeded();
  await snap(supplier, 'duplicates-likely-warning');
  await likely.getByRole('link', { name: `Open invoice ${earlier}` }).click();
  await expect(supplier).toHaveURL(/#\/invoice\/detail-nonpo\/\d+\/82\/3001\/N\?instance=AAM$/);
  await expect(supplier.locator('#np-invoice-no')).toHaveValue(earlier);
  await supplier.close();

  // Finance: the pair in the queue, newest first; "Not a duplicate" after a confirmation takes it out.
  const finance = await browser.newPage();
  await loginAs(finance, 'finance', /AAM/);
  await openFromMenu(finance, 'Invoice', 'Duplicates', /#\/finance\/duplicates$/);
  const row = finance.getByRole('row').filter({ hasText: earlier }).filter({ hasText: retyped });
  await expect(row).toBeVisible();
  for (const matched of ['invoice number', 'supplier', 'date within 30 days', 'amount within 1 %']) await expect(row).toContainText(matched);
  await snap(finance, 'duplicates-finance-queue');
  await row.getByRole('button', { name: `Not a duplicate: ${earlier} and ${retyped}` }).click();
  await expect(finance.getByText('Mark these two invoices as not duplicates? The pair leaves the queue and is no longer warned about.')).toBeVisible();
  await snap(finance, 'duplicates-finance-confirm');
  await finance.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(finance.getByText('The pair is marked as not a duplicate.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await finance.close();
});
