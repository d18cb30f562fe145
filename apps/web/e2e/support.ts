import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';

export const SCREENSHOTS = path.resolve(import.meta.dirname, 'screenshots');
fs.mkdirSync(SCREENSHOTS, { recursive: true });

/**
 * Opens a screen from the header menu. Its submenus open on hover and close on a short mouse-leave
 * timer, so a click can land on an item that is closing: the whole gesture is repeated until the
 * screen's URL shows.
 */
export async function openFromMenu(page: Page, menu: string, item: string, url: RegExp) {
  await expect(async () => {
    await page.getByRole('menuitem', { name: menu, exact: true }).click();
    await page.getByRole('menuitem', { name: item }).click({ timeout: 3_000 });
    await expect(page).toHaveURL(url, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * The two journey workers share one supplier's open receipts. Each invoices only the receipts whose
 * id has its own parity, so two journeys running at once never bill the same received line (the
 * second save would be refused).
 */
export const ownsReceipt = (rcvTransactionId: number) => rcvTransactionId % 2 === test.info().parallelIndex % 2;

/**
 * `count` rows of a receipts table (rows keyed by receipt id) that this worker may invoice, on one
 * page: turned with `nextPage` (the table's pagination) while the page shown holds too few, as
 * the other worker's billing leaves the first pages to this one's parity or the other's.
 */
export async function ownReceiptRows(rows: Locator, count: number, nextPage?: Locator): Promise<Locator[]> {
  for (;;) {
    await expect(rows.first()).toBeVisible();
    const keys = await rows.evaluateAll((trs) => trs.map((tr) => Number(tr.getAttribute('data-row-key'))));
    const mine = keys.filter(ownsReceipt).slice(0, count);
    if (mine.length === count) return mine.map((key) => rows.and(rows.page().locator(`[data-row-key="${key}"]`)));
    if (!nextPage || (await nextPage.getAttribute('aria-disabled')) === 'true') {
      throw new Error(`only ${mine.length} of the ${keys.length} receipts shown are this worker's; ${count} needed`);
    }
    await nextPage.click();
    await expect(rows.first()).not.toHaveAttribute('data-row-key', String(keys[0]));
  }
}

/** Collects window.alert texts and accepts them, as a user clicking OK would. */
export function alerts(page: Page): string[] {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog.message());
    // A navigation may close the alert first; that is fine.
    dialog.accept().catch(() => undefined);
  });
  return seen;
}

/** Saves a full-page screenshot under apps/web/e2e/screenshots/<name>.png for people to look at. */
export async function snap(page: Page, name: string) {
  // The layout's header is fixed: a full-page shot of a scrolled page would paint it mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Logs in through the form and answers the company step (first company unless named). */
export async function loginAs(page: Page, username: string, company?: RegExp, options: { navigate?: boolean } = {}) {
  if (options.navigate !== false) await page.goto('/#/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Select instance' })).toBeVisible();
  const chosen = page.locator('form[aria-label="Select instance"] .ant-select-selection-item');
  if (company || (await chosen.count()) === 0) {
    await page.getByRole('combobox', { name: 'Company' }).click();
    // antd renders an accessible (hidden) option list and a visible one: click the visible item.
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: company ?? /\((AAM|COMET)\)/ })
      .first()
      .click();
  }
  await page.getByRole('button', { name: 'Go to dashboard' }).click();
  await page.waitForURL((url) => !url.hash.startsWith('#/login'));
  // The page it lands on has rendered: a menu click made before could be lost to the landing navigation.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Picks an option of an antd Select by its text (the visible list, not the a11y window of three). */
export async function choose(page: Page, combobox: string, option?: string, { exact = false } = {}) {
  await page.getByRole('combobox', { name: combobox, exact }).click();
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const items = open.locator('.ant-select-item-option');
  const target = option
    ? items
        .filter({ has: page.locator(`[title="${option}"], :text-is("${option}")`) })
        .or(items.and(page.locator(`[title="${option}"]`)))
        .first()
    : items.first();
  // Every select here picks one value and closes. A click landing while the list re-renders (its
  // options still loading) selects nothing and leaves it open: then the option is clicked again.
  await expect(async () => {
    if ((await target.count()) > 0) await target.click({ timeout: 5_000 });
    await expect(open).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** A small but real PDF, so the server's content sniffing accepts it. */
export function samplePdf(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'faktura-pdf-')), 'faktur-pajak.pdf');
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  fs.writeFileSync(file, body);
  return file;
}

/** Types a date into a DateField and leaves it with Tab, as a user would. */
export async function typeDate(page: Page, id: string, text: string) {
  const input = page.locator(`#${id}`);
  await input.click();
  await input.fill(text);
  await input.press('Tab');
}

/**
 * Counts what a user does on the way to a result: each click, typed field, chosen or dropped file
 * and address typed is one action, as the PO flip's "six actions" counts them.
 */
export function counter(page: Page) {
  let n = 0;
  return {
    get count() {
      return n;
    },
    async click(locator: Locator) {
      n += 1;
      await locator.click();
    },
    async fill(locator: Locator, text: string) {
      n += 1;
      await locator.fill(text);
    },
    async drop(locator: Locator, files: Parameters<Locator['setInputFiles']>[0]) {
      n += 1;
      await locator.setInputFiles(files);
    },
    async go(url: string) {
      n += 1;
      await page.goto(url);
    },
  };
}

/**
 * Waits until an antd modal has finished zooming in: a click or a key while it still moves can be
 * lost (the journeys saw a Pick click and a typed value come to nothing on a busy machine).
 */
export async function modalOpened(page: Page) {
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await expect(page.locator('.ant-modal.ant-zoom-appear, .ant-modal.ant-zoom-enter')).toHaveCount(0);
}
