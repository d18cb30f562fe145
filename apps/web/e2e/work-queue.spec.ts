import { expect, test } from '@playwright/test';
import { checkScreen } from './accessibility';
import { loginAs } from './support';

test.describe('The work queue on the dashboard', () => {
  test.describe.configure({ timeout: 90_000 });

  test('finance sees what waits for it and opens the filtered list from a count', async ({ page }) => {
    await loginAs(page, 'finance');
    await page.goto('/#/dashboard');
    const queue = page.getByRole('navigation', { name: 'Waiting for you' });
    const toSubmit = queue.getByRole('link', { name: /^Invoices to submit to the ERP: \d+$/ });
    await expect(toSubmit).toBeVisible();
    await expect(queue.getByRole('link', { name: /^PO invoices to complete: \d+$/ })).toBeVisible();
    await expect(queue.getByRole('link', { name: /^ERP deliveries that failed: \d+$/ })).toBeVisible();
    await checkScreen(page, 'work-queue-finance');

    await toSubmit.click();
    await page.waitForURL(/#\/invoice\/list\/finance\?status=PROCESSED$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoice List Finance');
    // The filter card shows the status the link chose.
    await expect(
      page
        .locator('form')
        .filter({ has: page.getByRole('combobox', { name: 'Status' }) })
        .getByText('PROCESSED', { exact: true }),
    ).toBeVisible();
    // Every row the list shows is one the queue counted: PROCESSED, nothing else.
    const statuses = page.locator('tbody tr.ant-table-row td').filter({ hasText: /^(DRAFT|OPEN|REVIEW|PROCESSED|PROCESSING|POSTED|REJECTED)$/ });
    await expect(statuses.first()).toBeVisible();
    expect(new Set(await statuses.allInnerTexts())).toEqual(new Set(['PROCESSED']));
  });

  test('a supplier sees its rejected invoices and drafts to act on', async ({ page }) => {
    await loginAs(page, 'vendor');
    await page.goto('/#/dashboard');
    const queue = page.getByRole('navigation', { name: 'Waiting for you' });
    await expect(queue.getByRole('link', { name: /^Rejected invoices to correct: \d+$/ })).toBeVisible();
    await expect(queue.getByRole('link', { name: /^Draft invoices not yet submitted: \d+$/ })).toBeVisible();
    await checkScreen(page, 'work-queue-vendor');
  });
});
