import { expect, test, type Page } from '@playwright/test';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { loginAs } from './support';

/** Picks an option of an antd Select by its visible text (the a11y list holds only three). */
async function choose(page: Page, combobox: ReturnType<Page['getByRole']>, option: RegExp | string) {
  await combobox.click();
  // The popup of this select (another one may still be closing): the one holding its listbox.
  const listbox = await combobox.getAttribute('aria-controls');
  const popup = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listbox}"]`) });
  await popup.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

const alertList = (page: Page) => page.getByRole('alert');

test.describe('Master category (finance)', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'finance', /AAM/);
  });

  test('lists, creates with detail lines, updates and deletes a category, each confirmed', async ({ page }) => {
    await page.goto('/#/master/category');
    await expect(page.getByRole('cell', { name: 'DDK', exact: true }).first()).toBeVisible();
    await checkScreen(page, 'master-category-list');

    // Search narrows the list (server side), by keyboard.
    await page.getByLabel('Category Name').fill('DLN');
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Search' }));
    await expect(page.getByRole('cell', { name: 'DLN', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'DDK', exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Add Category' }).click();
    await expect(page).toHaveURL(/#\/master\/category\/0$/);
    // An empty line and nothing else: every message at once.
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(alertList(page)).toContainText('Isi Category!');
    await expect(alertList(page)).toContainText('Pilih Account!');
    await expect(alertList(page)).toContainText('Isi Category Detail dan COA!');
    await page.getByRole('button', { name: 'Delete detail 1' }).click();
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(alertList(page)).toContainText('Detail category is empty');
    await checkScreen(page, 'master-category-errors');

    await page.getByLabel('Category Name').fill('Perjalanan Dinas E2E');
    await choose(page, page.getByRole('combobox', { name: 'Account', exact: true }), /./);
    await page.getByRole('button', { name: 'Add Line' }).click();
    await page.getByLabel('Category detail 1').fill('Tiket Kereta');
    await choose(page, page.getByRole('combobox', { name: 'COA of detail 1' }), /./);
    await page.getByRole('button', { name: 'Add Line' }).click();
    await page.getByLabel('Category detail 2').fill('Penginapan');
    await choose(page, page.getByRole('combobox', { name: 'COA of detail 2' }), /./);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('status')).toContainText('Data has been saved successfully');
    await expect(page).toHaveURL(/#\/master\/category\/[1-9]\d*$/);
    await checkScreen(page, 'master-category-form');

    // Update asks first.
    await page.getByLabel('Category Name').fill('Perjalanan Dinas E2E Baru');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Update this category?')).toBeVisible();
    await page.getByRole('button', { name: 'Update', exact: true }).last().click();
    await expect(page.getByRole('status')).toContainText('Data has been saved successfully');

    // Delete asks first, then goes back to the list.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('Delete this category?')).toBeVisible();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/#\/master\/category$/);
    await expect(page.getByRole('status')).toContainText('Category has been deleted');
  });

  test('refuses to delete a category a vendor mapping uses: "Gagal delete category"', async ({ page }) => {
    await page.goto('/#/master/category');
    await page.getByRole('row').filter({ hasText: 'DDK' }).first().getByRole('link', { name: 'Edit' }).click();
    await expect(page.getByLabel('Category Name')).toHaveValue('DDK');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
    await expect(alertList(page)).toContainText('Gagal delete category');
    await expect(alertList(page)).toContainText(/The category is used by \d+ vendor mapping\(s\)/);
  });
});

test('PIC reads categories without Create, Update or Delete', async ({ page }) => {
  await loginAs(page, 'pic', /AAM/);
  await page.goto('/#/master/category');
  await page.getByRole('row').filter({ hasText: 'DDN' }).first().getByRole('link', { name: 'View' }).click();
  await expect(page.getByLabel('Category Name')).toHaveValue('DDN');
  await expect(page.getByLabel('Category Name')).toBeDisabled();
  await expect(page.getByRole('button', { name: /Create|Update|Delete/ })).toHaveCount(0);
  await checkScreen(page, 'master-category-pic');
});
