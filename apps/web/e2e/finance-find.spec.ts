import { expect, test, type Locator, type Page } from '@playwright/test';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { loginAs, modalOpened } from './support';

/** Picks an option of an antd Select (the first, or the one with this text) from the visible list. */
async function choose(page: Page, combobox: string, option?: string | RegExp, within: Page | Locator = page) {
  const box = within.getByRole('combobox', { name: combobox, exact: true });
  await box.click();
  // The list of the select just closed may still be fading out: pick from this one's own list.
  const list = page.locator(`#${await box.getAttribute('id')}_list`).locator('..');
  const items = list.locator('.ant-select-item-option');
  await (option ? items.filter({ hasText: option }).first() : items.first()).click();
}

const results = (page: Page) => page.locator('.ant-table-tbody');

/** Types a date into a DateField and leaves it with Tab, as a user would. */
async function typeDate(page: Page, id: string, text: string) {
  const input = page.locator(`#${id}`);
  await input.click();
  await input.fill(text);
  await input.press('Tab');
}

/** Presses Find until the invoice's row shows the status (the outbox worker delivers in the background). */
async function findUntil(page: Page, invoiceNo: string, status: string) {
  await expect(async () => {
    // The row as the server answers now, not as the cache still shows it.
    const answer = page.waitForResponse((r) => r.url().includes('/api/finance/find?') || r.url().includes('/api/finance/v2/find?'));
    await page.getByRole('button', { name: 'Find' }).click();
    const body = (await (await answer).json()) as { items: Array<{ invoiceNo: string; status: string }> };
    expect(body.items.find((i) => i.invoiceNo === invoiceNo)?.status).toBe(status);
  }).toPass({ timeout: 30_000, intervals: [1000] });
  await expect(results(page).getByRole('row').filter({ hasText: invoiceNo })).toContainText(status);
}

test.describe('Finance: find, complete, submit, reject', () => {
  // Long journeys on a machine shared with other runs.
  test.describe.configure({ timeout: 90_000 });

  test('find → open a PO invoice → save (OPEN → PROCESSED) → submit; the ERP rejects it, finance corrects it, the ERP posts it; back to find with the search restored each time', async ({
    page,
  }) => {
    await loginAs(page, 'finance', /COMET/);
    await page.goto('/#/invoice/find');
    await expect(page.getByText('Choose a batch number, a supplier or an e-invoice number, then Find')).toBeVisible();
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText("Filter can't be empty, please choose at least one filter")).toBeVisible();

    await page.getByLabel('Batch Number').fill('COMET-201-00001');
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Find' }));
    await expect(results(page).getByRole('link', { name: 'SJA/CMT/2026/0011', exact: true })).toBeVisible();
    await expect(results(page)).toContainText('MATCH');
    await checkScreen(page, 'finance-find');

    await results(page).getByRole('link', { name: 'DETAIL SJA/CMT/2026/0011' }).click();
    await expect(page).toHaveURL(/#\/invoice\/detail\/SJA%2FCMT%2F2026%2F0011\/COMET-201-00001\/7001\?instance=COMET&orgId=201/);
    await expect(page.getByRole('heading', { name: 'Invoice Detail Finance' })).toBeVisible();
    await expect(page.getByText('Invoice SJA/CMT/2026/0011')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Save' }).click();
    for (const m of ['Choose Bank Account', 'Choose Payment Method', 'Choose Term']) await expect(page.getByText(m, { exact: true })).toBeVisible();
    await checkScreen(page, 'finance-detail-open');

    await choose(page, 'Bank');
    await choose(page, 'Payment Method');
    await choose(page, 'Term');
    // A GL date in 2025: the reference ERP's periods of 2025 are closed.
    await typeDate(page, 'fin-gl-date', '15-DEC-2025');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Data has been saved successfully')).toBeVisible();
    await expect(page.locator('.ant-descriptions').getByText('PROCESSED')).toBeVisible();

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Choose PayGroup', { exact: true })).toBeVisible();
    await choose(page, 'Pay Group');
    await checkScreen(page, 'finance-detail-processed');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Data has been submitted successfully')).toBeVisible();

    // Back on find with the last search run again; the worker delivers it and the ERP refuses the GL date.
    await expect(page).toHaveURL(/#\/invoice\/find$/, { timeout: 10_000 });
    await expect(page.getByLabel('Batch Number')).toHaveValue('COMET-201-00001');
    await findUntil(page, 'SJA/CMT/2026/0011', 'PROCESSED');
    await results(page).getByRole('link', { name: 'DETAIL SJA/CMT/2026/0011' }).click();
    await expect(page.getByText(/Rejected by the ERP on/)).toBeVisible();
    await expect(page.getByText(/ACCT DATE NOT IN OPEN PD/)).toBeVisible();
    await checkScreen(page, 'finance-detail-erp-rejected');

    // Corrected and submitted again: a new submission, which the ERP imports.
    await typeDate(page, 'fin-gl-date', '20-NOV-2026');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Data has been submitted successfully')).toBeVisible();
    await expect(page).toHaveURL(/#\/invoice\/find$/, { timeout: 10_000 });
    await findUntil(page, 'SJA/CMT/2026/0011', 'POSTED');
  });

  test('reject needs a reason, tells the supplier, and returns to v2 find with the search restored', async ({ page }) => {
    await loginAs(page, 'finance', /Head Office/);
    await page.goto('/#/invoice/v2/find');
    await page.getByLabel('E-Invoice Number').fill('MB-001');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: 'MB-001/XI/2026' }).click();
    await choose(page, 'Match Type', 'MATCH');
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(results(page).getByRole('link', { name: 'MB-001/XI/2026', exact: true })).toBeVisible();
    await checkScreen(page, 'finance-find-v2');

    await results(page).getByRole('link', { name: 'MB-001/XI/2026', exact: true }).click();
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject invoice' });
    await modalOpened(page);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByText('Reason must be filled')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Faktur pajak tidak sesuai');
    await checkScreen(page, 'finance-reject');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('Invoice has been rejected')).toBeVisible();

    await expect(page).toHaveURL(/#\/invoice\/v2\/find$/, { timeout: 10_000 });
    await expect(page.getByLabel('E-Invoice Number')).toHaveValue('MB-001/XI/2026');
    await expect(results(page).getByRole('row').filter({ hasText: 'MB-001/XI/2026' })).toContainText('REJECTED');
  });

  test('a PIC must choose a company', async ({ page }) => {
    await loginAs(page, 'pic');
    await page.goto('/#/invoice/find');
    await page.getByLabel('Company').click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.locator('#find-company').locator('..').locator('..').hover();
    const clear = page.locator('.ant-select-clear');
    if (await clear.count()) await clear.first().click();
    await page.getByRole('button', { name: 'Find' }).click();
    await expect(page.getByText('Please select company')).toBeVisible();
  });
});

test.describe('Finance review of a non-PO / proxy invoice', () => {
  test.describe.configure({ timeout: 90_000 });

  test('VIEW opens review-fin: the review messages at once, bank, term and pay group, export, Submit to finance, back to find', async ({ page }) => {
    await loginAs(page, 'finance', /Head Office/);
    await page.goto('/#/invoice/find');
    await page.getByLabel('E-Invoice Number').fill('MB/PX/2026/0304');
    await page.getByRole('button', { name: 'Find' }).click();
    await results(page).getByRole('link', { name: 'VIEW MB/PX/2026/0304' }).click();
    await expect(page).toHaveURL(/#\/invoice\/review-fin\/MB%2FPX%2F2026%2F0304\/[^/]+\/3002\/82\?instance=AAM/);
    await expect(page.getByRole('heading', { name: 'Review Invoice Finance' })).toBeVisible();

    // The seeded review left bank and term empty: finance completes them with the pay group.
    await page.getByRole('button', { name: 'Submit to finance' }).click();
    for (const m of ['Choose Bank Account', 'Choose Term', 'Choose PayGroup']) await expect(page.getByText(m, { exact: true })).toBeVisible();
    // The review above shows what the PIC set, read-only; finance's own fields are in its card.
    const financeCard = page.locator('.ant-card').filter({ has: page.getByText('Finance', { exact: true }) });
    await choose(page, 'Bank Account', undefined, financeCard);
    await choose(page, 'Term', undefined, financeCard);
    await choose(page, 'Pay Group', undefined, financeCard);
    await checkScreen(page, 'finance-review-fin');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/^reviewFin-\d{14}\.xls$/);

    await pressWithKeyboard(page, page.getByRole('button', { name: 'Submit to finance' }));
    await expect(page.getByText('Data has been submitted successfully')).toBeVisible();
    await expect(page).toHaveURL(/#\/invoice\/find$/, { timeout: 10_000 });
  });
});
