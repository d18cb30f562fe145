import { expect, test } from '@playwright/test';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { loginAs } from './support';

test.describe('Cloud drive authorisation (finance)', () => {
  test('generates the URL, opens it and saves the code it carries', async ({ page, context }) => {
    test.setTimeout(180_000); // waits for the upload timer (every 30 s)
    await loginAs(page, 'finance', /AAM/);
    await page.goto('/#/drive/code');
    await expect(page.getByText('Cloud Drive Authorisation (local folder drive)')).toBeVisible();
    await checkScreen(page, 'drive-code');

    await page.getByRole('button', { name: 'Save' }).click();
    const errors = page.getByRole('alert');
    await expect(errors).toContainText('Select Company');
    await expect(errors).toContainText('No url provided');
    await expect(errors).toContainText('Code is required');
    await page.getByRole('button', { name: 'Generate URL' }).click();
    await expect(errors).toContainText('Select Company');
    await page.getByRole('button', { name: 'Open URL' }).click();
    await expect(errors).toContainText('No url provided');
    await checkScreen(page, 'drive-code-errors');

    // The fixed ITD option comes first.
    await page.getByRole('combobox', { name: 'Company' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: /^ITD$/ }).click();
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Generate URL' }));
    await expect(page.getByLabel('URL')).toHaveValue(/#\/drive\/code\?code=/);
    await expect(page.getByLabel('URL')).toHaveAttribute('readonly', '');

    // Open URL: the local drive's consent page is this screen with the code filled in.
    const [consent] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Open URL' }).click()]);
    await consent.waitForLoadState();
    const code = await consent.getByLabel('Code').inputValue();
    expect(code.length).toBeGreaterThan(20);
    await consent.close();

    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status')).toContainText('Setup has been saved');
    await expect(page.getByText(/ITD: linked by finance/)).toBeVisible();
    await checkScreen(page, 'drive-code-saved');

    // The demo's batches were submitted before any drive was linked: their uploads show why they
    // failed, and Retry makes one due again (the timer uploads it).
    const failed = page.getByRole('row').filter({ hasText: 'No drive is linked to this company (nor to ITD)' }).first();
    await expect(failed).toBeVisible();
    await failed.getByRole('button', { name: 'Retry' }).click();
    // The upload timer (every 2 s in the journeys' server) puts it in the ITD drive; the screen shows it done after a reload.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('row').filter({ hasText: 'DONE' }).first()).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 90_000, intervals: [1000] });
    await checkScreen(page, 'drive-code-uploads');
  });
});
