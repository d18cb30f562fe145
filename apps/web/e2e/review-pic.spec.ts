import { expect, test, type Page } from '@playwright/test';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { loginAs, modalOpened } from './support';

/** Picks an option of an antd Select (the first, or the one with this text) from its own visible list. */
async function choose(page: Page, combobox: string, option?: string | RegExp) {
  const box = page.getByRole('combobox', { name: combobox, exact: true });
  await box.click();
  const list = page.locator(`#${await box.getAttribute('id')}_list`).locator('..');
  const items = list.locator('.ant-select-item-option');
  await (option ? items.filter({ hasText: option }).first() : items.first()).click();
}

const FREIGHT_INVOICE = 'KTN/NP/2026/0101';
const reviewUrl = (version: '' | '/v2', invoiceNo: string, vendorId: number) =>
  `/#/invoice${version}/review-pic/${encodeURIComponent(invoiceNo)}/-/${vendorId}/82?instance=AAM`;

test.describe('PIC review and the recommender', () => {
  test('v2: the PIC completes, verifies and submits a freight invoice; the recommender approves it and finance is told', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'fin');
    await page.goto(reviewUrl('/v2', FREIGHT_INVOICE, 3003));
    await expect(page.getByRole('heading', { name: 'Review Invoice V2' })).toBeVisible();
    await expect(page.getByText(`Invoice Non PO ${FREIGHT_INVOICE}`)).toBeVisible();

    // The freight table: 10 per page, UNMATCH rows highlighted.
    const freight = page.locator('.ant-card').filter({ hasText: 'Expedition' });
    await expect(freight.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(10);
    const unmatched = freight.locator('tr.ant-table-row').filter({ hasText: 'KTN-RV-0004' });
    await expect(unmatched).toContainText('UNMATCH');
    await expect(unmatched).toHaveCSS('background-color', 'rgb(255, 241, 240)');

    // Save with the finance fields empty: every message at once.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    for (const m of ['Choose Bank Account', 'Choose Payment Method', 'Choose Term', 'Choose Charge of Account']) {
      await expect(page.getByText(m, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Submit to Rekomendator' })).toBeDisabled();
    await checkScreen(page, 'review-pic-v2');

    await choose(page, 'Bank Account');
    await choose(page, 'Payment Method');
    await choose(page, 'Term');
    await choose(page, 'Charge Of Account');
    // The travel-order modal writes order#guest#start#end into the line's remarks.
    await page.getByRole('button', { name: 'Travel Order for line 1' }).click();
    await expect(page.getByRole('dialog', { name: 'Travel Order' })).toBeVisible();
    await modalOpened(page);
    await checkScreen(page, 'review-pic-travel-orders');
    await page.getByRole('row').filter({ hasText: 'TO-KTN-2610-001' }).getByRole('cell', { name: 'Hendra Gunawan' }).click();
    await expect(page.getByLabel('Remarks of line 1')).toHaveValue('TO-KTN-2610-001#Hendra Gunawan#06-OCT-2026#08-OCT-2026');
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Save', exact: true }));
    await expect(page.getByText('Data has been saved successfully')).toBeVisible();

    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    expect((await exported).suggestedFilename()).toMatch(/^reviewPIC-\d{14}\.xls$/);
    const lines = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Line' }).click();
    expect((await lines).suggestedFilename()).toMatch(/^reviewPIC-Line-\d{14}\.xls$/);

    await page.getByRole('button', { name: 'Verified', exact: true }).click();
    await expect(page.getByText('Invoice has been verified')).toBeVisible();
    await expect(page.getByRole('button', { name: /Verified ✓/ })).toBeDisabled();
    await page.getByRole('button', { name: 'Submit to Rekomendator' }).click();
    await expect(page.getByText('Data has been submitted to recommendator')).toBeVisible();
    await expect(page).toHaveURL(/#\/invoice\/find$/, { timeout: 10_000 });

    // The recommender: the header's tasks, the tasks page, the task, Approve.
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await loginAs(page, 'recommender', undefined, { navigate: false });
    await page.getByRole('button', { name: /^Tasks \(\d+\)$/ }).click();
    await expect(page.getByText(/You have \d+ task\(s\)/)).toBeVisible();
    await checkScreen(page, 'tasks-dropdown');
    await page.getByRole('button', { name: 'View all tasks' }).click();
    await expect(page.getByRole('heading', { name: 'Tasks', exact: true })).toBeVisible();
    await checkScreen(page, 'tasks-list');
    await page.getByRole('link', { name: FREIGHT_INVOICE }).click();
    await expect(page.getByRole('heading', { name: 'Task', exact: true })).toBeVisible();
    await checkScreen(page, 'task-detail');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await modalOpened(page);
    await page.getByRole('dialog', { name: 'Approve invoice' }).getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(`Invoice has been approved: ${FREIGHT_INVOICE}`)).toBeVisible();
    await expect(page.getByRole('link', { name: FREIGHT_INVOICE })).toHaveCount(0);

    // Finance is told, with a link to its review of the invoice.
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await loginAs(page, 'finance', undefined, { navigate: false });
    await page.getByRole('button', { name: /^Notifications \(\d+\)$/ }).click();
    await expect(page.getByText(`Invoice ${FREIGHT_INVOICE} was approved by the recommender`)).toBeVisible();
    await checkScreen(page, 'review-finance-notified');
  });

  test('v1: a proxy invoice needs no Verified, is rejected only with a reason; finance reads it without buttons', async ({ page }) => {
    test.setTimeout(90_000);
    await loginAs(page, 'pic');
    await page.goto(reviewUrl('', 'MB/PX/2026/0399', 3002));
    await expect(page.getByRole('heading', { name: 'Review Invoice', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Verified', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit to Rekomendator' })).toBeEnabled();
    await page.getByRole('button', { name: 'Travel Order for line 2' }).click();
    await modalOpened(page);
    await page.getByRole('button', { name: 'Pick TO-MB-2611-001' }).click();
    await expect(page.getByLabel('Remarks of line 2')).toHaveValue('TO-MB-2611-001#Dewi Lestari#05-NOV-2026#06-NOV-2026');
    await checkScreen(page, 'review-pic-v1');

    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject invoice' });
    await modalOpened(page);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Reason must be filled')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Nota sewa mobil belum dilampirkan');
    await checkScreen(page, 'review-pic-reject');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Invoice has been rejected')).toBeVisible();
    await expect(page).toHaveURL(/#\/invoice\/find$/, { timeout: 10_000 });

    // Finance reads the review, never with the PIC's buttons.
    await page.getByRole('button', { name: /^User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await loginAs(page, 'finance', /Head Office/, { navigate: false });
    await page.goto(reviewUrl('', 'MB/PX/2026/0399', 3002));
    await expect(page.getByText('Invoice Proxy MB/PX/2026/0399')).toBeVisible();
    // The reason as the review shows it (the status and timeline cards repeat it as they load).
    await expect(page.locator('.ant-descriptions-item-content', { hasText: 'Nota sewa mobil belum dilampirkan' })).toBeVisible();
    for (const name of ['Save', 'Reject', 'Submit to Rekomendator']) await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export to Excel' })).toBeVisible();
    await checkScreen(page, 'review-pic-finance-read-only');
  });
});
