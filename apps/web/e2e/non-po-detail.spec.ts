import { expect, test, type Page } from '@playwright/test';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { choose, loginAs, samplePdf, typeDate } from './support';

/** Issue 8 journey 2: a supplier's non-PO invoice at /#/invoice/detail-nonpo/{id}/{org}/{vendor}/{verification}. */

/** A DRAFT made through the create screen, as its supplier would; answers its invoice number. */
async function createDraft(page: Page, description: string): Promise<string> {
  const stamp = `${Date.now()}`.slice(-8);
  const invoiceNo = `E2E/NPD/${stamp}`;
  await page.goto('/#/invoice/create-nonpo');
  await page.locator('#np-invoice-no').fill(invoiceNo);
  await typeDate(page, 'np-invoice-date', '12-NOV-2026');
  await page.locator('#np-tax-no').fill(`010.000-26.${stamp}`);
  await typeDate(page, 'np-tax-date', '12-NOV-2026');
  await page.locator('#np-description').fill(description);
  await choose(page, 'Category', 'DDK', { exact: true });
  await choose(page, 'Detail Category', 'Uang Makan');
  await page.getByRole('button', { name: 'Add Line' }).click();
  await page.getByLabel('Line 1 description', { exact: true }).fill('Uang makan tim audit');
  await page.getByLabel('Line 1 amount', { exact: true }).fill('750000');
  await choose(page, 'Line 1 VAT', 'PPN 12%');
  await page.locator('input[type=file]').setInputFiles(samplePdf());
  await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('faktur-pajak.pdf');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Invoice saved successfully!')).toBeVisible();
  await expect(page.getByText(`Invoice ${invoiceNo} is saved as DRAFT.`)).toBeVisible();
  return invoiceNo;
}

/** Opens an invoice from the vendor's invoice list, the way a user finds it. */
async function openFromList(page: Page, invoiceNo: string) {
  await page.goto('/#/invoice/list');
  await page.locator('#inv-no').fill(invoiceNo);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: invoiceNo, exact: true }).click();
  await expect(page).toHaveURL(/#\/invoice\/detail-nonpo\/\d+\/82\/3001\/N\?instance=AAM$/);
  await expect(page.locator('#np-invoice-no')).toHaveValue(invoiceNo);
}

test.describe('non-PO invoice: detail and edit', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'vendor', /AAM/);
  });

  test('a DRAFT saves, exports, downloads and is deleted only after "Confirm to delete?"', async ({ page }) => {
    test.setTimeout(120_000);
    const invoiceNo = await createDraft(page, 'Makan siang audit');
    await openFromList(page, invoiceNo);
    await expect(page.getByRole('heading', { name: 'Invoice Non PO' })).toBeVisible();
    // In DRAFT its files can be deleted.
    await expect(page.getByRole('button', { name: 'Delete faktur-pajak.pdf' })).toBeVisible();
    await checkScreen(page, 'non-po-detail-draft');

    await page.locator('#np-description').fill('Makan siang audit, revisi');
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Save', exact: true }));
    await expect(page.getByText('Data has been saved successfully')).toBeVisible();
    await expect(page.locator('.ant-card').filter({ hasText: 'Total Invoice' })).toContainText('840,000.00');

    for (const [button, name] of [
      ['Export to Excel', /^invoiceNonPO-\d{14}\.xls$/],
      ['Download Excel', /^invoiceNonPO-\d{14}\.xlsx$/],
      ['Download', /^faktur-pajak\.pdf$/],
    ] as const) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: button, exact: true }).click();
      expect((await download).suggestedFilename()).toMatch(name);
    }

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Confirm to delete?')).toBeVisible();
    await page.getByRole('button', { name: 'No', exact: true }).click();
    await expect(page.locator('#np-invoice-no')).toHaveValue(invoiceNo);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Yes', exact: true }).click();
    await expect(page).toHaveURL(/#\/invoice\/list$/);
    await page.locator('#inv-no').fill(invoiceNo);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No invoices match these filters')).toBeVisible();
  });

  test('REJECTED shows its reason and saves but is not deleted; OPEN is read-only; VERIFIED opens the verification mode', async ({ page }) => {
    test.setTimeout(90_000);
    await openFromList(page, 'SJA/NP/2026/0205');
    await expect(page.getByText('Nomor faktur pajak tidak sesuai, mohon diperbaiki', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
    // Corrected, it goes back to OPEN with Resubmit (saving first).
    await expect(page.getByRole('button', { name: 'Resubmit', exact: true })).toBeVisible();
    await checkScreen(page, 'non-po-detail-rejected');

    await openFromList(page, 'SJA/NP/2026/0202');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Resubmit', exact: true })).toHaveCount(0);
    await expect(page.locator('#np-invoice-no')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Add Line' })).toHaveCount(0);
    await expect(page.getByText('AAM-82-00004')).toBeVisible();
    await checkScreen(page, 'non-po-detail-open');

    await page.goto(page.url().replace('/N?', '/VERIFIED?'));
    await expect(page.getByText('Verification mode: the invoice is read-only; files can be added.')).toBeVisible();
    await checkScreen(page, 'non-po-detail-verification');
  });

  test('reaches OPEN like a PO invoice: the batch’s Find Invoice lists it, and submitting the batch opens it', async ({ page }) => {
    test.setTimeout(120_000);
    const invoiceNo = await createDraft(page, 'Untuk batch');
    await page.goto('/#/batch/create');
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Add Invoice' }));
    const find = page.getByRole('dialog', { name: 'Find Invoice' });
    await find.getByRole('checkbox', { name: `Select invoice ${invoiceNo}` }).check();
    await find.getByRole('button', { name: 'Add' }).click();
    await expect(find).toBeHidden();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Data has been submitted successfully')).toBeVisible();
    await openFromList(page, invoiceNo);
    await expect(page.locator('.ant-descriptions').first()).toContainText('OPEN');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    // Past DRAFT its files stay: downloadable, not deletable.
    await expect(page.getByRole('button', { name: 'faktur-pajak.pdf' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete faktur-pajak.pdf' })).toHaveCount(0);
  });
});
