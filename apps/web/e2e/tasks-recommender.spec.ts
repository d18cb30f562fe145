import { expect, test, type Page } from '@playwright/test';
import { checkScreen } from './accessibility';
import { loginAs, modalOpened } from './support';

const DECLINED = 'SJA/NP/2026/0299';
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
/** A day from today as dates read on screen (DD-MMM-YYYY). */
const dayShown = (offset: number) => {
  const d = new Date(Date.now() + offset * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}-${MONTHS[d.getMonth()]}-${d.getFullYear()}`;
};

async function typeDate(page: Page, id: string, text: string) {
  const input = page.locator(`#${id}`);
  await input.click();
  await input.fill(text);
  await input.press('Tab');
}

async function logout(page: Page) {
  await page.getByRole('button', { name: /^User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(/#\/login/);
}

test.describe("The recommender's tasks and delegation", () => {
  test('rejects a task only with a reason; the invoice leaves the tasks', async ({ page }) => {
    await loginAs(page, 'recommender');
    await page.goto('/#/tasks');
    await page.getByRole('link', { name: DECLINED }).click();
    await expect(page.getByText(`Invoice Non PO ${DECLINED}`)).toBeVisible();
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject invoice' });
    await modalOpened(page);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Reason must be filled')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Biaya tidak sesuai SK');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText(`Invoice has been rejected: ${DECLINED}`)).toBeVisible();
    await expect(page.getByRole('link', { name: DECLINED })).toHaveCount(0);
  });

  test('delegates the tasks to a substitute for a date range: the substitute sees them; deleting gives them back', async ({ page }) => {
    test.setTimeout(90_000);
    await loginAs(page, 'recommender');
    await page.goto('/#/tasks');
    await page.getByRole('button', { name: 'Delegate my tasks' }).click();
    await expect(page.getByRole('heading', { name: 'Delegate Tasks' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    for (const m of ['Please select a substitute', 'Start date is empty', 'End date is empty']) await expect(page.getByText(m, { exact: true })).toBeVisible();

    await page.getByRole('combobox', { name: 'Substitute' }).click();
    await page
      .locator('#delegation-substitute_list')
      .locator('..')
      .locator('.ant-select-item-option')
      .filter({ hasText: /^fin\b/ })
      .first()
      .click();
    await typeDate(page, 'delegation-start', dayShown(0));
    await typeDate(page, 'delegation-end', dayShown(2));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Delegation has been saved')).toBeVisible();
    const row = page.locator('.ant-card').filter({ hasText: 'My delegations' }).getByRole('row').filter({ hasText: 'fin' });
    await expect(row).toContainText('Active today');
    await checkScreen(page, 'tasks-delegation');

    await logout(page);
    await loginAs(page, 'fin', undefined, { navigate: false });
    await page.goto('/#/tasks');
    await expect(page.getByRole('row').filter({ hasText: 'SJA/NP/2026/0298' })).toContainText('delegated by recommender');
    await checkScreen(page, 'tasks-list-substitute');

    await logout(page);
    await loginAs(page, 'recommender', undefined, { navigate: false });
    await page.goto('/#/tasks/delegation');
    await page.getByRole('button', { name: 'Delete delegation to fin' }).click();
    await modalOpened(page);
    await page.getByRole('dialog', { name: 'Delete delegation' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Delegation has been deleted')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete delegation to fin' })).toHaveCount(0);
  });
});
