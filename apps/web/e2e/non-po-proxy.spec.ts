import { expect, test } from '@playwright/test';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { choose, loginAs, samplePdf, typeDate } from './support';

/** Issue 8 journey 3: the PIC enters a proxy invoice for a supplier mapped to it (/#/invoice/create-nonpo-proxy) and submits it to the recommender. */

test.describe('proxy invoice entry', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'pic', /AAM/);
  });

  test('every proxy message at once; save for CV Maju Bersama; submit to the recommender; listed as INVOICE PROXY', async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto('/#/invoice/create-nonpo-proxy');
    await expect(page.getByRole('heading', { name: 'Create Invoice Proxy' })).toBeVisible();
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Save', exact: true }));
    const errors = page.getByRole('alert');
    for (const text of [
      'Please select supplier',
      'Invoice Number is empty',
      'Invoice Date is empty',
      'Tax Number is empty',
      'Tax Date is empty',
      'Choose Bank Account',
      'Choose Payment Method',
      'Attachment is required',
      'Line is empty',
    ]) {
      await expect(errors).toContainText(text);
    }
    await checkScreen(page, 'proxy-create-validation');

    // Only the suppliers mapped to the PIC are offered.
    await page.getByRole('combobox', { name: 'Supplier', exact: true }).click();
    const offered = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await expect(offered.filter({ hasText: 'CV Maju Bersama' })).toBeVisible();
    await expect(offered.filter({ hasText: 'Kilat Transport' })).toHaveCount(0);
    await offered.filter({ hasText: 'CV Maju Bersama' }).click();

    const stamp = `${Date.now()}`.slice(-8);
    const invoiceNo = `E2E/PX/${stamp}`;
    await page.locator('#np-invoice-no').fill(invoiceNo);
    await typeDate(page, 'np-invoice-date', '13-NOV-2026');
    await page.locator('#np-tax-no').fill(`010.000-26.${stamp}`);
    await typeDate(page, 'np-tax-date', '13-NOV-2026');
    await page.locator('#np-description').fill('Katering rapat direksi');
    await choose(page, 'Bank');
    await choose(page, 'Payment Method', 'Electronic Funds Transfer');
    await choose(page, 'Term', 'Net 30');
    // The charge-of-account autocomplete searches once something is typed.
    await page.getByRole('combobox', { name: 'Charge Of Account' }).fill('610101');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '82.ITC.610101' }).first().click();
    await choose(page, 'Category', 'DDK', { exact: true });
    await choose(page, 'Detail Category', 'Uang Makan');
    await page.getByRole('button', { name: 'Add Line' }).click();
    await page.getByLabel('Line 1 description', { exact: true }).fill('Katering 40 pax');
    await page.getByLabel('Line 1 amount', { exact: true }).fill('3200000');
    await choose(page, 'Line 1 VAT', 'PPN 12%');
    await page.locator('input[type=file]').setInputFiles(samplePdf());
    await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('faktur-pajak.pdf');
    await checkScreen(page, 'proxy-create-filled');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page).toHaveURL(/#\/invoice\/detail-proxy\/\d+\/82\/3002\?instance=AAM$/);
    await expect(page.getByText('Data has been saved successfully')).toBeVisible();
    await expect(page.locator('.ant-descriptions').first()).toContainText('INVOICE PROXY');
    await expect(page.locator('.ant-form-item').filter({ hasText: 'Charge Of Account' })).toContainText('82.ITC.610101.0000');
    await expect(page.locator('#np-supplier-name')).toHaveValue('CV Maju Bersama');
    await checkScreen(page, 'proxy-detail-draft');

    await pressWithKeyboard(page, page.getByRole('button', { name: 'Submit to Rekomendator' }));
    await expect(page).toHaveURL(/#\/invoice\/list-proxy$/);
    await expect(page.getByText('Data has been submitted to recommendator')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: invoiceNo });
    await expect(row).toContainText('REVIEW');
    await expect(row).toContainText('CV Maju Bersama');
    await checkScreen(page, 'proxy-list');

    await row.getByRole('link', { name: invoiceNo }).click();
    await expect(page).toHaveURL(/#\/invoice\/detail-proxy\//);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit to Rekomendator' })).toHaveCount(0);
  });
});
