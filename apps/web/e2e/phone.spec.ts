import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { checkScreen } from './accessibility';
import { choose, loginAs, typeDate } from './support';

/**
 * Issue 20, phones and tablets: the supplier's whole path at 390 × 844 (a phone held upright), and
 * finance's and the PIC's screens at 768 × 1024 (a tablet). On every screen the page itself must not
 * scroll sideways: a table too wide scrolls inside its card.
 */

// A real PDF (the server sniffs the content), as a file chosen on the phone would be.
const INVOICE_PDF = path.resolve(import.meta.dirname, '../../server/test/fixtures/invoice.pdf');

/** The page is no wider than the screen (soft: one run lists every screen that overflows). */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${screen} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
}

/**
 * Controls smaller than a fingertip (44 px high; icon-only buttons also 44 px wide). Links inside
 * text and tables are exempt, as WCAG exempts inline targets; a checkbox counts by its label's area.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, .ant-btn, .fk-input, .fk-button, .fk-input-eye, [role="menuitem"], [role="tab"], .ant-pagination-item, .ant-select, .ant-picker, input.ant-input, .ant-input-affix-wrapper, .ant-input-number, .ant-checkbox-wrapper, .ant-radio-wrapper',
    );
    const small: string[] = [];
    for (const el of controls) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || el.closest('[aria-hidden="true"]')) continue;
      // Parts of a larger control: the input inside its wrapper. A select's or date's clear (×) is
      // shown on hover over a 44 px field; a pseudo-element widens its hit area, which boxes do not show.
      if (el.matches('.ant-input-affix-wrapper input, .ant-input-number input, .ant-select-clear, .ant-picker-clear')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const iconOnly = el.matches('.ant-btn-icon-only, .fk-header-btn, .ant-input-clear-icon, .fk-input-eye');
      if (box.height < 44 || (iconOnly && box.width < 44)) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 30) ?? el.className;
        small.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return small;
  });
}

/** Checks a screen (axe, screenshot), that it fits the width and, on a phone, its touch targets. */
async function checkNarrowScreen(page: Page, name: string) {
  // A phone has no pointer resting on the page: the last tap's spot would leave a link hovered.
  await page.mouse.move(2, 400);
  await expectNoSidewaysScroll(page, name);
  if (name.startsWith('phone-')) expect.soft(await smallTargets(page), `touch targets of ${name}`).toEqual([]);
  await checkScreen(page, name);
}

/** Opens a menu entry from the drawer the menu button opens; the drawer closes on navigation. */
async function openFromDrawer(page: Page, group: string, item: string, url: RegExp) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  const entry = drawer.getByRole('menuitem', { name: item, exact: true });
  if (!(await entry.isVisible())) await drawer.getByRole('menuitem', { name: group, exact: true }).click();
  await entry.click();
  await expect(page).toHaveURL(url);
  await expect(drawer).toBeHidden();
}

test.describe('phone (390 × 844): the supplier', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('logs in, chooses a company, reads the dashboard, the invoice list and an invoice, creates a non-PO invoice with a file, reads a payment report', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto('/#/login');
    await expect(page.getByLabel('Username')).toBeVisible();
    await checkNarrowScreen(page, 'phone-login');
    await page.getByLabel('Username').fill('vendor');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Select instance' })).toBeVisible();
    await checkNarrowScreen(page, 'phone-company');
    await page.getByRole('combobox', { name: 'Company' }).click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /\(AAM\)/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Go to dashboard' }).click();
    await expect(page).toHaveURL(/#\/dashboard/);
    await expect(page.getByText('Latest Invoices')).toBeVisible();
    // The latest invoices are cards: each one's status and total without scrolling sideways.
    const latest = page.getByRole('list', { name: 'Latest invoices' }).getByRole('listitem');
    await expect(latest).toHaveCount(10);
    await expect(latest.first()).toContainText('Status');
    await expect(latest.first()).toContainText('Total');
    await checkNarrowScreen(page, 'phone-dashboard');

    // The menu is a drawer behind the header's menu button, by keyboard too: Escape closes it and
    // gives the focus back to the button.
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    // By touch; its entries are at least 44 px tall.
    await menuButton.tap();
    await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await drawer.getByRole('menuitem', { name: 'Invoice', exact: true }).click();
    await expect(drawer.getByRole('menuitem', { name: 'Invoice List', exact: true })).toBeVisible();
    for (const item of await drawer.getByRole('menuitem').all()) {
      expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await checkNarrowScreen(page, 'phone-menu');
    await drawer.getByRole('menuitem', { name: 'Invoice List', exact: true }).click();
    await expect(page).toHaveURL(/#\/invoice\/list$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Invoice List', level: 1 })).toBeVisible();
    // On a phone the list's rows are cards: every column, the status included, without scrolling.
    const invoices = page.getByRole('list', { name: 'invoices' }).getByRole('listitem');
    await expect(invoices.first()).toContainText('Status');
    await checkNarrowScreen(page, 'phone-invoice-list');

    // A non-PO invoice with a file taken from the phone.
    await openFromDrawer(page, 'Invoice', 'Create Invoice Non PO', /#\/invoice\/create-nonpo$/);
    await expect(page.getByRole('heading', { name: 'Create Invoice Non PO' })).toBeVisible();
    await checkNarrowScreen(page, 'phone-non-po-create');
    const stamp = `${Date.now()}`.slice(-8);
    const invoiceNo = `E2E/PH/${stamp}`;
    await page.locator('#np-invoice-no').fill(invoiceNo);
    await typeDate(page, 'np-invoice-date', '12-NOV-2026');
    await page.locator('#np-tax-no').fill(`010.000-26.${stamp}`);
    await typeDate(page, 'np-tax-date', '12-NOV-2026');
    await page.locator('#np-description').fill('Uang makan tim audit di lapangan');
    await choose(page, 'Category', 'DDK', { exact: true });
    await choose(page, 'Detail Category', 'Uang Makan');
    await page.getByRole('button', { name: 'Add Line' }).click();
    await page.getByLabel('Line 1 description', { exact: true }).fill('Uang makan tim audit');
    await page.getByLabel('Line 1 amount', { exact: true }).fill('750000');
    await choose(page, 'Line 1 VAT', 'PPN 12%');
    await page.locator('input[type=file]').setInputFiles(INVOICE_PDF);
    await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('invoice.pdf');
    await checkNarrowScreen(page, 'phone-non-po-create-filled');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(`Invoice ${invoiceNo} is saved as DRAFT.`)).toBeVisible();

    // The invoice found in the list, its status read on its page.
    await page.goto('/#/invoice/list');
    await page.locator('#inv-no').fill(invoiceNo);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(invoices.filter({ hasText: invoiceNo })).toContainText('DRAFT');
    await checkNarrowScreen(page, 'phone-invoice-list-found');
    await page.getByRole('link', { name: invoiceNo, exact: true }).click();
    await expect(page).toHaveURL(/#\/invoice\/detail-nonpo\//);
    await expect(page.locator('#np-invoice-no')).toHaveValue(invoiceNo);
    await expect(page.getByText('DRAFT').first()).toBeVisible();
    await checkNarrowScreen(page, 'phone-invoice-detail');

    await openFromDrawer(page, 'Report', 'Payment Report', /#\/report\/payment$/);
    await expect(page.getByRole('list', { name: 'payments' }).getByRole('listitem')).toHaveCount(10);
    await checkNarrowScreen(page, 'phone-payment-report');
  });
});

test.describe('tablet (768 × 1024): finance and the PIC', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('finance finds an invoice and reads the finance list', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'finance', /COMET/);
    await checkNarrowScreen(page, 'tablet-finance-dashboard');
    await page.goto('/#/invoice/find');
    await page.getByLabel('Batch Number').fill('COMET-201-00001');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.locator('.ant-table-tbody').getByRole('link', { name: 'SJA/CMT/2026/0011', exact: true })).toBeVisible();
    await checkNarrowScreen(page, 'tablet-finance-find');
    await page.goto('/#/invoice/list/finance');
    await expect(page.getByRole('heading', { name: 'Invoice List Finance', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.locator('tr.ant-table-row').first()).toBeVisible();
    await checkNarrowScreen(page, 'tablet-finance-list');
  });

  test('the PIC reads its invoice list and an invoice to review', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'pic');
    await page.goto('/#/invoice/list');
    await expect(page.getByRole('heading', { name: 'Invoice List', level: 1 })).toBeVisible();
    await checkNarrowScreen(page, 'tablet-pic-list');
    await page.goto('/#/invoice/review-pic/MB%2FPX%2F2026%2F0399/-/3002/82?instance=AAM');
    await expect(page.getByRole('heading', { name: 'Review Invoice' })).toBeVisible();
    await expect(page.getByText('MB/PX/2026/0399').first()).toBeVisible();
    await checkNarrowScreen(page, 'tablet-pic-review');
  });
});
