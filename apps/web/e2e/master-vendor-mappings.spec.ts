import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { loginAs } from './support';

/** Picks an option of an antd Select by its visible text (the a11y list holds only three). */
async function choose(page: Page, combobox: Locator, option: RegExp | string) {
  await combobox.click();
  // The popup of this select (another one may still be closing): the one holding its listbox.
  const listbox = await combobox.getAttribute('aria-controls');
  const popup = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listbox}"]`) });
  await popup.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

const alertList = (page: Page) => page.getByRole('alert');

test('finance maps a vendor to a category, edits and deletes the mapping, each confirmed', async ({ page }) => {
  await loginAs(page, 'finance', /AAM/);
  await page.goto('/#/master/vendor');
  await expect(page.getByRole('cell', { name: 'PT Sinar Jaya Abadi' }).first()).toBeVisible();
  await checkScreen(page, 'master-vendor-list');

  await page.getByRole('button', { name: 'Add Mapping' }).click();
  await expect(page).toHaveURL(/#\/master\/vendor\/0$/);
  // Nothing chosen but the session's company: every other message at once.
  await pressWithKeyboard(page, page.getByRole('button', { name: 'Create' }));
  for (const message of ['Pilih Category!', 'Pilih User Finance!', 'Isi Rekomendator!', 'Pilih Vendor!', 'Pilih Cost Center!', 'Pilih Vendor Site!']) {
    await expect(alertList(page)).toContainText(message);
  }
  await checkScreen(page, 'master-vendor-errors');

  await choose(page, page.getByRole('combobox', { name: 'Company' }), /Head Office/);
  await choose(page, page.getByRole('combobox', { name: 'Category' }), 'DLN');
  await choose(page, page.getByRole('combobox', { name: 'Finance User' }), 'finance');
  await choose(page, page.getByRole('combobox', { name: 'Rekomendator' }), /^pic/);
  await page.getByRole('combobox', { name: 'Vendor', exact: true }).fill('Kilat');
  await choose(page, page.getByRole('combobox', { name: 'Vendor', exact: true }), /Kilat/);
  await choose(page, page.getByRole('combobox', { name: 'Cost Center' }), /./);
  await choose(page, page.getByRole('combobox', { name: 'Vendor Site' }), /./);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('status')).toContainText('Data has been saved successfully');
  await expect(page).toHaveURL(/#\/master\/vendor\/[1-9]\d*$/);
  const mappingId = page.url().split('/').pop()!;
  await expect(page.getByLabel('Vendor', { exact: true })).toHaveValue(/Kilat/);
  await checkScreen(page, 'master-vendor-form');

  // The same vendor in the same category again: the server refuses, saying why.
  await page.goto('/#/master/vendor/0');
  await choose(page, page.getByRole('combobox', { name: 'Company' }), /Head Office/);
  await choose(page, page.getByRole('combobox', { name: 'Category' }), 'DLN');
  await choose(page, page.getByRole('combobox', { name: 'Finance User' }), 'finance');
  await choose(page, page.getByRole('combobox', { name: 'Rekomendator' }), /^pic/);
  await page.getByRole('combobox', { name: 'Vendor', exact: true }).fill('Kilat');
  await choose(page, page.getByRole('combobox', { name: 'Vendor', exact: true }), /Kilat/);
  await choose(page, page.getByRole('combobox', { name: 'Cost Center' }), /./);
  await choose(page, page.getByRole('combobox', { name: 'Vendor Site' }), /./);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(alertList(page)).toContainText('Gagal menyimpan mapping vendor');
  await expect(alertList(page)).toContainText('This vendor is already mapped to this category in this company');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/#\/master\/vendor$/);
  await page.getByLabel('Vendor Name').fill('Kilat');
  await page.getByRole('button', { name: 'Search' }).click();
  // Only Kilat's mappings once the search has answered; then the Edit link of the one made here.
  await expect(page.getByRole('row').filter({ hasText: 'PT Sinar Jaya Abadi' })).toHaveCount(0);
  const made = page.getByRole('row').filter({ has: page.locator(`a[href="#/master/vendor/${mappingId}"]`) });
  await expect(made).toContainText('DLN');
  await made.getByRole('link', { name: 'Edit' }).click();
  await choose(page, page.getByRole('combobox', { name: 'Cost Center' }), /./);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Update this vendor mapping?')).toBeVisible();
  await page.getByRole('tooltip').getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status')).toContainText('Data has been saved successfully');

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Delete this vendor mapping?')).toBeVisible();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/#\/master\/vendor$/);
  await expect(page.getByRole('status')).toContainText('Mapping vendor has been deleted');
});
