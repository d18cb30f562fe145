import { expect, test } from '@playwright/test';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { loginAs, openFromMenu } from './support';

test('finance sees a delivery the ERP never answered, with its message, and retries it; the worker then delivers it', async ({ page }) => {
  test.slow(); // waits for the outbox worker to deliver the retried row, then checks the Imported state
  await loginAs(page, 'finance', /AAM/);
  await openFromMenu(page, 'Master', 'ERP Deliveries', /#\/erp\/deliveries$/);

  // The demo's failed delivery: PT Griya Hotel Indonesia's invoice, the ERP's 503 after ten attempts.
  const row = page.getByRole('row').filter({ hasText: 'GHI/INV/2026/0417' });
  await expect(row).toContainText('PT Griya Hotel Indonesia');
  await expect(row).toContainText('ERP import service answered 503 Service Unavailable');
  await expect(row).toContainText('10');
  await expect(page.getByText('Rejected by the ERP')).toBeVisible();
  await checkScreen(page, 'erp-deliveries');

  // Other journeys deliver invoices meanwhile: the count only has to grow; the row leaving the list is this delivery.
  const imported = page.locator('.ant-statistic').filter({ hasText: 'Imported' }).locator('.ant-statistic-content-value');
  const importedBefore = Number((await imported.innerText()).replace(/\D/g, ''));
  await pressWithKeyboard(page, row.getByRole('button', { name: 'Retry GHI/INV/2026/0417' }));
  await expect(page.getByRole('status')).toContainText('Delivery queued again');
  // Queued again it waits (no Retry) until the in-process worker delivers it (the ERP is up); then it leaves the list.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    expect(Number((await imported.innerText()).replace(/\D/g, ''))).toBeGreaterThan(importedBefore);
  }).toPass({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'GHI/INV/2026/0417' })).toHaveCount(0);
  await expect(page.getByText('No failed or waiting deliveries')).toBeVisible();
  await checkScreen(page, 'erp-deliveries-retried');

  // Imported ones are a state away, with the ERP's answer.
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Imported' }).click();
  const importedRow = page.getByRole('row').filter({ hasText: 'GHI/INV/2026/0417' });
  await expect(importedRow).toContainText('Imported as ERP invoice');
  await expect(importedRow.getByRole('button', { name: /Retry/ })).toHaveCount(0);
  await checkScreen(page, 'erp-deliveries-imported');
});

test('suppliers and PICs cannot open the deliveries screen', async ({ page }) => {
  await loginAs(page, 'pic', /AAM/);
  await page.goto('/#/erp/deliveries');
  await expect(page).toHaveURL(/#\/dashboard/);
});
