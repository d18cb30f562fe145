import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');
fs.mkdirSync(SCREENSHOTS, { recursive: true });

/** Saves a full-page screenshot under apps/web/e2e/screenshots/<name>.png for people to look at. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Logs in through the form and answers the company step (first company unless named). */
export async function loginAs(page: Page, username: string, company?: RegExp) {
  await page.goto('/#/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Select instance' })).toBeVisible();
  const select = page.getByRole('combobox', { name: 'Company' });
  if (company || !(await page.getByText(/\((AAM|COMET)\)/).first().isVisible())) {
    await select.click();
    await page.getByRole('option', { name: company ?? /\((AAM|COMET)\)/ }).first().click();
  }
  await page.getByRole('button', { name: 'Go to dashboard' }).click();
}
