import { expect, test } from '@playwright/test';
import { formatDate, todayInJakarta } from '@faktura/domain';
import { checkScreen } from './accessibility';
import { counter, loginAs, ownReceiptRows, samplePdf } from './support';

/**
 * The PO flip: from the dashboard to a saved PO invoice in at most six actions (a click, a typed
 * field, a chosen file: one each). Logging in and choosing the company come before the dashboard.
 */
test('a supplier ticks a received line on the dashboard and saves its invoice in six actions', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'vendor', /\(AAM\)/);
  await expect(page).toHaveURL(/#\/dashboard/);
  const card = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: /^Open Receipts$/ }) });
  const create = card.getByRole('button', { name: 'Create invoice' });
  await expect(card.getByText('0 lines selected')).toBeVisible();
  await expect(create).toBeDisabled();
  // A line of AAM that this worker may invoice (the other worker takes the other parity). The
  // Company column shows only when the card lists several companies.
  await expect(card.locator('tr[data-row-key]').first()).toBeVisible();
  const headers = (await card.locator('thead th').allTextContents()).map((h) => h.trim());
  const rows = card.locator('tr[data-row-key]');
  const [row] = await ownReceiptRows(headers.includes('Company') ? rows.filter({ hasText: '(AAM)' }) : rows, 1);
  const rcvTransactionId = await row!.getAttribute('data-row-key');
  const poNumber = (await row!.locator('td').nth(headers.indexOf('PO Number')).textContent())!.trim();

  const user = counter(page);
  await user.click(row!.getByRole('checkbox'));
  await expect(card.getByText('1 line selected')).toBeVisible();
  await expect(card.getByText(/^One invoice is for one company: lines of .+ \(AAM\) only$/)).toBeVisible();
  await checkScreen(page, 'po-flip-dashboard-selection');

  await user.click(create);
  await expect(page).toHaveURL(new RegExp(`#/invoice/create\\?company=82-AAM&receipts=${rcvTransactionId}$`));
  // The form opens filled: the line, its company, today as invoice and faktur date, the bank.
  const lines = page.locator('.ant-card').filter({ hasText: 'PO Lines' }).locator('tr.ant-table-row');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(poNumber);
  // The field writes the month as Nov, the domain's formatDate as NOV.
  const today = new RegExp(`^${formatDate(todayInJakarta())}$`, 'i');
  await expect(page.locator('#po-invoice-date')).toHaveValue(today);
  await expect(page.locator('#po-tax-date')).toHaveValue(today);
  await expect(page.locator('#po-company')).toHaveValue(/\(AAM\)$/);
  const bank = page.locator('.ant-form-item').filter({ has: page.locator('#po-bank') });
  await expect(bank).toContainText(/\S/);
  await expect(bank.getByText('- Select Bank -')).toHaveCount(0);
  await checkScreen(page, 'po-flip-prefilled-form');

  const stamp = Date.now().toString().slice(-8);
  await user.fill(page.locator('#po-invoice-no'), `FLIP/${stamp}`);
  await user.fill(page.locator('#po-tax-no'), `010.000-26.${stamp}`);
  const attachmentCard = page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: /^Attachment$/ }) });
  await user.drop(attachmentCard.locator('input[type=file]'), samplePdf());
  await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('faktur-pajak.pdf');
  await user.click(page.getByRole('button', { name: 'Save', exact: true }));

  await expect(page).toHaveURL(/#\/invoice\/detail\/\d+/);
  await expect(page.getByText('Invoice saved successfully!')).toBeVisible();
  await expect(page.locator('#po-invoice-no')).toHaveValue(`FLIP/${stamp}`);
  console.log(`actions: ${user.count}`);
  expect(user.count).toBeLessThanOrEqual(6);
});

test('a create address with a line that is not the supplier’s opens the form with the rest and says why', async ({ page }) => {
  await loginAs(page, 'vendor', /\(AAM\)/);
  await page.goto('/#/invoice/create?company=82-AAM&receipts=2000000000');
  await expect(page.getByText('Receipt line 2000000000 is not one of your receipts in this company: it was left out')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
});
