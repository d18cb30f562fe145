import { expect, test, type Page } from '@playwright/test';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { loginAs } from './support';

/** Picks an option of an antd Select by its visible text, typing first where the select searches. */
async function choose(page: Page, name: string, option: RegExp | string, typed?: string) {
  const combobox = page.getByRole('combobox', { name, exact: true });
  await combobox.click();
  if (typed) await combobox.fill(typed);
  const listbox = await combobox.getAttribute('aria-controls');
  const popup = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listbox}"]`) });
  await popup.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

const USERNAME = `e2e-budi-${Date.now() % 100000}`;

test.describe('Master users (finance)', () => {
  test('creates a user, edits it, maps it to a vendor; deactivating it ends its session at once', async ({ page, browser }) => {
    test.slow(); // a long journey: three screens, two sessions
    await loginAs(page, 'finance', /AAM/);
    await page.goto('/#/master/user');
    await expect(page.getByRole('link', { name: 'vendor2', exact: true })).toBeVisible();
    await expect(page.getByText(/\d+ users/)).toBeVisible();
    await checkScreen(page, 'users-list');

    // The user select narrows the list to one user, by keyboard.
    await choose(page, 'User', 'transport', 'trans');
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Search' }));
    await expect(page.getByText('1 user', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'transport', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add User' }).click();
    await expect(page).toHaveURL(/#\/master\/user\/create$/);
    await page.getByRole('button', { name: 'Save' }).click();
    const errors = page.getByRole('alert');
    for (const text of ['Username is required', 'Password is required', 'User Code is required', 'Role is required', 'Company is required'])
      await expect(errors).toContainText(text);
    await checkScreen(page, 'users-form-errors');

    await page.getByLabel('Username').fill(USERNAME);
    await page.getByLabel('Password').fill('rahasia-e2e');
    await page.getByLabel('User Code').fill('E2E1');
    await choose(page, 'Company', /Head Office \(AAM\)/);
    await choose(page, 'Role', /^VENDOR/);
    await page.getByLabel('Email').fill('budi@example.co.id');
    await page.getByLabel('Description').fill('Staff AR');
    await checkScreen(page, 'users-form-filled');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('User has been created successfully!');
    // Back to the list 3 s after the save, the message with it.
    await expect(page).toHaveURL(/#\/master\/user$/, { timeout: 6000 });
    await expect(page.getByRole('status')).toContainText('User has been created successfully!');

    // Edit: the username is fixed, a blank password keeps the current one.
    await page.goto(`/#/master/user/edit/${USERNAME}`);
    await expect(page.getByLabel('Username')).toBeDisabled();
    await expect(page.getByLabel('Username')).toHaveValue(USERNAME);
    await page.getByLabel('Email').fill('budi.baru@example.co.id');
    await checkScreen(page, 'users-form-edit');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('Data has been saved successfully');

    // Map the user to PT Sinar Jaya Abadi in AAM.
    await page.goto('/#/master/user/mapping');
    await choose(page, 'Username', USERNAME, USERNAME);
    await choose(page, 'Company', /Head Office \(AAM\)/);
    await choose(page, 'Vendor', /Sinar Jaya/, 'Sinar');
    await checkScreen(page, 'users-mapping-form');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('Mapping has been saved!');
    await expect(page).toHaveURL(/#\/master\/user\/mapping-list$/, { timeout: 8000 });
    await choose(page, 'User', USERNAME, USERNAME);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('link', { name: USERNAME })).toBeVisible();
    await expect(page.getByText('5 / page')).toBeVisible();
    await checkScreen(page, 'users-mapping-list');

    // Its edit form: the username fixed.
    await page.getByRole('link', { name: USERNAME }).click();
    await expect(page).toHaveURL(/mapping\?mid=\d+&instance=AAM&orgid=82&vendorid=3001&uid=\d+/);
    await expect(page.getByRole('combobox', { name: 'Username' })).toBeDisabled();

    // The new user works…
    const other = await browser.newContext();
    const userPage = await other.newPage();
    await userPage.goto('/#/login');
    await userPage.getByLabel('Username').fill(USERNAME);
    await userPage.getByLabel('Password').fill('rahasia-e2e');
    await userPage.getByRole('button', { name: 'Login' }).click();
    await userPage.getByRole('button', { name: 'Go to dashboard' }).click();
    await expect(userPage).toHaveURL(/#\/dashboard/);

    // …until finance deactivates it: its next request finds the session ended.
    // A fresh load of the edit form: nothing cached or flashed from the mapping screens, and the
    // choice is made once the user's own values are on the form.
    await page.goto(`/#/master/user/edit/${USERNAME}`);
    await page.reload();
    await expect(page.getByText(`Edit User ${USERNAME}`)).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Y' })).toBeChecked();
    await page.getByRole('radio', { name: 'N' }).check();
    await expect(page.getByRole('radio', { name: 'N' })).toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Data has been saved successfully' })).toBeVisible();
    // A fresh visit, so the list asks the server rather than showing what the dashboard cached.
    await userPage.goto('/#/invoice/list');
    await userPage.reload();
    await expect(userPage).toHaveURL(/#\/login/);
    await other.close();
  });

  test('role menus: finance picks the pages a role opens', async ({ page }) => {
    await loginAs(page, 'finance', /AAM/);
    await page.goto('/#/master/role');
    await choose(page, 'Role', /^FIN -/);
    await expect(page.getByRole('checkbox', { name: '140 Expedition (Proses Tagihan)' })).toBeChecked();
    await checkScreen(page, 'users-role-menus');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('Data has been saved successfully');
  });

  test('PIC reads users but cannot add one', async ({ page }) => {
    await loginAs(page, 'pic');
    await page.goto('/#/master/user');
    await expect(page.getByRole('link', { name: 'vendor', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add User' })).toHaveCount(0);
  });
});
