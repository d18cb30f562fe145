import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { loginAs } from './support';

async function choose(page: Page, combobox: Locator, option: RegExp | string) {
  await combobox.click();
  // The popup of this select (another one may still be closing): the one holding its listbox.
  const listbox = await combobox.getAttribute('aria-controls');
  const popup = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listbox}"]`) });
  await popup.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

/** A date already past: the mapping made here widens no PIC's view while other journeys run. */
const PAST_START = '01-JAN-2001';
const PAST_END = '31-JAN-2001';

test('finance maps a PIC to a supplier for a period, and the audit trail shows it', async ({ page }) => {
  await loginAs(page, 'finance', /AAM/);
  await page.goto('/#/master/vendor-proxy');
  await expect(page.getByRole('cell', { name: 'pic', exact: true }).first()).toBeVisible();

  // Only the session's company chosen: user and supplier asked for at once.
  await pressWithKeyboard(page, page.getByRole('button', { name: 'Save' }));
  await expect(page.getByRole('alert')).toContainText('Please select user');
  await expect(page.getByRole('alert')).toContainText('Please select supplier');
  await checkScreen(page, 'master-proxy-errors');

  await choose(page, page.getByRole('combobox', { name: 'Company' }).first(), /Head Office/);
  await choose(page, page.getByRole('combobox', { name: 'User' }), /^pic/);
  await page.getByRole('combobox', { name: 'Supplier' }).fill('Kilat');
  await choose(page, page.getByRole('combobox', { name: 'Supplier' }), /Kilat/);
  await page.locator('#proxy-start').fill(PAST_START);
  await page.locator('#proxy-start').press('Enter');
  await page.locator('#proxy-end').fill(PAST_END);
  await page.locator('#proxy-end').press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('Mapping has been saved!');
  const row = page.getByRole('row').filter({ hasText: 'PT Kilat Transport Nusantara' }).filter({ hasText: '31-JAN-2001' });
  await expect(row).toContainText('Ended');
  await checkScreen(page, 'master-proxy');

  // The audit trail (finance only) lists the change with its values.
  await page.goto('/#/master/audit');
  await choose(page, page.getByRole('combobox', { name: 'Entity' }), 'proxy-mapping');
  await pressWithKeyboard(page, page.getByRole('button', { name: 'Search' }));
  await expect(page.getByRole('row').filter({ hasText: 'CREATE' }).first()).toContainText('endDate: – → 2001-01-31');
  await checkScreen(page, 'audit-trail');

  // Deleting the mapping asks first, and is audited too.
  await page.goto('/#/master/vendor-proxy');
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status')).toContainText('Mapping has been deleted');
  await expect(row).toHaveCount(0);
});

test('a PIC sees only its own proxy mappings, read-only, and no audit trail', async ({ page }) => {
  await loginAs(page, 'pic', /AAM/);
  await page.goto('/#/master/vendor-proxy');
  await expect(page.getByRole('cell', { name: 'pic', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await checkScreen(page, 'master-proxy-pic');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.goto('/#/master/audit');
  await expect(page).toHaveURL(/#\/dashboard/);
});
