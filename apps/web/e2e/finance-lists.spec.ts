import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { loginAs } from './support';

/** Picks an option of an antd Select from that select's own list. */
async function choose(page: Page, combobox: string, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: combobox, exact: true });
  await box.click();
  await page
    .locator(`#${await box.getAttribute('id')}_list`)
    .locator('..')
    .locator('.ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

test.describe('Finance lists and proxy batches', () => {
  // Long journeys on a machine shared with other runs.
  test.describe.configure({ timeout: 90_000 });

  test('pic: proxy batch (company first, invoices from the modal, a server number, both PDFs), then the proxy batch list', async ({ page }) => {
    await loginAs(page, 'pic');
    await page.goto('/#/batch/proxy');
    await expect(page.getByText('* Please select company')).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').getByText('* Please select company')).toBeVisible();
    await expect(page.getByRole('alert').getByText('Please select your invoice')).toBeVisible();

    await choose(page, 'Company', /AAM/);
    await page.getByRole('button', { name: 'Add Invoice' }).click();
    const modal = page.getByRole('dialog', { name: 'Proxy Invoices' });
    await expect(modal.getByRole('cell', { name: 'MB/PX/2026/0303', exact: true })).toBeVisible();
    await checkScreen(page, 'proxy-batch-modal');
    // The batch invoice modal pages by 5: the PROCESSED one is on the second page. The OPEN one is
    // batched: finance reviews the PROCESSED one in another journey at the same time.
    await modal.getByRole('listitem', { name: '2' }).click();
    await expect(modal.getByRole('cell', { name: 'MB/PX/2026/0304', exact: true })).toBeVisible();
    await modal.getByRole('listitem', { name: '1' }).click();
    await modal.getByRole('checkbox', { name: 'Select invoice MB/PX/2026/0303' }).check();
    await modal.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('cell', { name: 'MB/PX/2026/0303', exact: true })).toBeVisible();

    await pressWithKeyboard(page, page.getByRole('button', { name: 'Save' }));
    await expect(page.getByText('Data has been saved successfully')).toBeVisible();
    const batchNo = await page.getByLabel('Batch Number').inputValue();
    expect(batchNo).toMatch(/^AAM-82-\d{5}$/);
    for (const [button, name] of [
      ['Print Penerimaan Barang', /^good-receipt-\d{14}\.pdf$/],
      ['Print Batch', /^batch-recap-\d{14}\.pdf$/],
    ] as const) {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: button, exact: true }).click();
      const saved = await download;
      expect(saved.suggestedFilename()).toMatch(name);
      expect(
        fs
          .readFileSync(await saved.path())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
    await checkScreen(page, 'proxy-batch-saved');

    await page.goto('/#/batch/list-proxy');
    await choose(page, 'Company', /AAM/);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('link', { name: batchNo })).toBeVisible();
    await checkScreen(page, 'proxy-batch-list');
  });

  test('finance: the finance list and the invoice-plus-batch list open each invoice by its type', async ({ page }) => {
    await loginAs(page, 'finance', /Head Office/);
    await page.goto('/#/invoice/list/finance');
    await page.getByLabel('Invoice Number').fill('SJA/INV/2026/0103');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('link', { name: 'SJA/INV/2026/0103' })).toBeVisible();
    await checkScreen(page, 'finance-list');
    await page.getByRole('cell', { name: 'AAM-82-00002' }).click();
    await expect(page).toHaveURL(/#\/invoice\/detail\/SJA%2FINV%2F2026%2F0103\/AAM-82-00002\/3001\?/);
    await expect(page.getByText('Invoice SJA/INV/2026/0103')).toBeVisible();

    await page.goto('/#/invoice/list-batch');
    await page.getByLabel('Invoice Number').fill('SJA/INV/2026/0103');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('link', { name: 'AAM-82-00002' }).first()).toBeVisible();
    await checkScreen(page, 'invoice-batch-list');
    await page.getByRole('link', { name: 'AAM-82-00002' }).first().click();
    await expect(page).toHaveURL(/#\/batch\/detail\/\d+/);
  });

  test('finance: a company chosen in the filter, not the one chosen at login, decides the finance list', async ({ page }) => {
    await loginAs(page, 'finance', /Head Office/);
    await page.goto('/#/invoice/list/finance');
    await choose(page, 'Company', /COMET/);
    await page.getByLabel('Invoice Number').fill('SJA/CMT/2026/0011');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('link', { name: 'SJA/CMT/2026/0011' })).toBeVisible();
    await expect(page.getByText('No invoices match these filters')).toHaveCount(0);
  });
});
