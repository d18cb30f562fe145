import { expect, test, type Page } from '@playwright/test';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { alerts, choose, loginAs, samplePdf, snap, typeDate } from './support';

/** Issue 8 journey 1: a supplier's non-PO invoice at /#/invoice/create-nonpo. */

const lineCell = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function addLine(page: Page, detail: string) {
  await choose(page, 'Detail Category', detail);
  await page.getByRole('button', { name: 'Add Line' }).click();
}

test.describe('non-PO invoice: create', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'vendor', /AAM/);
    await page.goto('/#/invoice/create-nonpo');
    await expect(page.getByRole('heading', { name: 'Create Invoice Non PO' })).toBeVisible();
  });

  test('every message at once, the one-category rule, the Reimburse section, VAT by invoice date, totals, then Save makes a DRAFT and resets the form', async ({
    page,
  }) => {
    // Long: a dozen steps with an accessibility scan each, on a busy machine.
    test.setTimeout(300_000);
    const seen = alerts(page);
    await checkScreen(page, 'non-po-create');
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Save', exact: true }));
    const errors = page.getByRole('alert');
    for (const text of [
      'Invoice No is empty',
      'Tax Invoice No is empty',
      'Line is required',
      'Invoice date is empty',
      'Tax Date is empty',
      'Attachment is required',
    ]) {
      await expect(errors).toContainText(text);
    }
    await checkScreen(page, 'non-po-create-validation');

    // Add Line needs a category first (the legacy alert).
    await page.getByRole('button', { name: 'Add Line' }).click();
    await expect.poll(() => seen).toContain('Please select category');

    const stamp = Date.now().toString().slice(-8);
    const invoiceNo = `E2E/NP/${stamp}`;
    await page.locator('#np-invoice-no').fill(invoiceNo);
    await typeDate(page, 'np-invoice-date', '10-NOV-2026');
    await page.locator('#np-description').fill('Perjalanan dinas tim audit November');
    await page.locator('#np-tax-no').fill(`010.000-26.${stamp}`);
    // A faktur of January 2025 is past its crediting window: warned about at once, never refused.
    const windowClosed = "The faktur's VAT can no longer be credited: its crediting window (three tax periods after the faktur's month) ended on 30-APR-2025.";
    await typeDate(page, 'np-tax-date', '10-jan-2025');
    await expect(page.getByRole('status').filter({ hasText: windowClosed })).toBeVisible();
    await page.locator('#np-description').focus(); // closes the date picker so the shot shows the warning
    await snap(page, 'non-po-create-faktur-date-warning');
    await typeDate(page, 'np-tax-date', '10-nov-2026');
    await expect(page.getByText(windowClosed)).toHaveCount(0);
    await choose(page, 'Payment Method', 'Electronic Funds Transfer');
    await choose(page, 'Category', 'DDK', { exact: true });
    // The category's mapping fills the cost centre.
    await expect(page.locator('.ant-form-item').filter({ hasText: 'Cost Center' })).toContainText('ITD');

    // A REIMBURSTMENT line brings the Reimburse section; removing it takes the section and its lines away.
    await addLine(page, 'REIMBURSTMENT');
    const reimburse = page.locator('.ant-card').filter({ has: page.getByText('Reimburse', { exact: true }) });
    await expect(reimburse).toBeVisible();
    await page.getByRole('button', { name: 'Add Reimburse' }).click();
    await page.getByRole('button', { name: 'Remove line 1' }).click();
    await expect(reimburse).toHaveCount(0);

    await addLine(page, 'Transportasi Dalam Kota');
    await lineCell(page, 'Line 1 description').fill('Taksi bandara - kunjungan kebun');
    await lineCell(page, 'Line 1 amount').fill('1500000');
    await choose(page, 'Line 1 VAT', 'PPN 12%');
    await choose(page, 'Line 1 WHT', 'PPh 23 2%');

    // All lines share one category: a line of DDN beside a DDK line is refused.
    await choose(page, 'Category', 'DDN', { exact: true });
    await addLine(page, 'Hotel');
    await expect.poll(() => seen).toContain('Detail Category cannot be different');
    await choose(page, 'Category', 'DDK', { exact: true });

    // An incomplete line and an incomplete reimbursement line are named on Save.
    await addLine(page, 'REIMBURSTMENT');
    await page.getByRole('button', { name: 'Add Reimburse' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(errors).toContainText('Line Detail Incomplete');
    await expect(errors).toContainText('Line Reimburse Incomplete');
    await lineCell(page, 'Line 2 description').fill('Hotel dinas, dibayar dulu');
    await lineCell(page, 'Line 2 amount').fill('2400000');
    // The vendor autocomplete asks only once something is typed.
    await page.getByRole('combobox', { name: 'Reimburse 1 vendor' }).click();
    await expect(page.getByText('Type to search').last()).toBeVisible();
    await page.getByRole('combobox', { name: 'Reimburse 1 vendor' }).fill('maju');
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: 'CV Maju Bersama' }).click();
    await lineCell(page, 'Reimburse 1 No Faktur Pajak').fill('010.000-26.00000911');
    await lineCell(page, 'Reimburse 1 Tgl Faktur Pajak').fill('09-NOV-2026');
    await lineCell(page, 'Reimburse 1 Tgl Faktur Pajak').press('Tab');
    await lineCell(page, 'Reimburse 1 Nilai Pajak').fill('264000');

    // Totals as the server computes them: PPN 12% of 1,500,000; WHT shown, not subtracted.
    const totals = page.locator('.ant-card').filter({ hasText: 'Total Invoice' });
    await expect(totals).toContainText('3,900,000.00');
    await expect(totals).toContainText('180,000.00');
    await expect(totals).toContainText('30,000.00');
    await expect(totals).toContainText('4,080,000.00');

    // A new invoice date brings that date's VAT codes: every line's VAT is chosen again.
    await typeDate(page, 'np-invoice-date', '03-JUN-2024');
    await expect(page.getByRole('combobox', { name: 'Line 1 VAT' }).locator('xpath=ancestor::div[contains(@class,"ant-select")][1]')).not.toContainText(
      'PPN 12%',
    );
    await page.getByRole('combobox', { name: 'Line 1 VAT' }).click();
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toContainText('PPN 11%');
    await page.keyboard.press('Escape');
    await typeDate(page, 'np-invoice-date', '10-NOV-2026');
    await choose(page, 'Line 1 VAT', 'PPN 12%');

    await page.locator('input[type=file]').setInputFiles(samplePdf());
    await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('faktur-pajak.pdf');
    await checkScreen(page, 'non-po-create-filled');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Invoice saved successfully!', { exact: true })).toBeVisible();
    await expect(page.getByText(`Invoice ${invoiceNo} is saved as DRAFT.`)).toBeVisible();
    // The form is emptied at once, then the page goes back 3 s later (opened by URL here: to the list).
    await expect(page.locator('#np-invoice-no')).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Attached files' })).toHaveCount(0);
    await checkScreen(page, 'non-po-create-saved');
    await expect(page).toHaveURL(/#\/invoice\/list$/, { timeout: 15_000 });
  });

  test('FORWARDER picks the Reference Number with Find SK; Jasa Inklaring names a travel order in the remarks', async ({ page }) => {
    await expect(page.locator('#np-reference')).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Find SK' })).toBeDisabled();
    await choose(page, 'Category', 'FORWARDER', { exact: true });
    await expect(page.locator('#np-reference')).toBeDisabled();
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Find SK' }));
    const modal = page.getByRole('dialog', { name: 'Find SK' });
    await expect(modal.getByRole('columnheader', { name: 'Start Date' })).toBeVisible();
    await expect(modal.getByRole('columnheader', { name: 'End Date' })).toBeVisible();
    await expect(modal).toContainText('01-MAR-2026');
    await checkScreen(page, 'non-po-find-sk');
    await modal.getByRole('row').filter({ hasText: 'SK/AAM/2026/031' }).click();
    await expect(modal).toBeHidden();
    await expect(page.locator('#np-reference')).toHaveValue('SK/AAM/2026/031');

    await addLine(page, 'Jasa Inklaring');
    await expect(page.getByLabel('Line 1 remarks')).toHaveAttribute('readonly', '');
    await page.getByRole('button', { name: 'Line 1 travel order' }).click();
    const travel = page.getByRole('dialog', { name: 'Travel Order' });
    for (const column of ['No Travel Order', 'Nama Tamu', 'Tanggal Mulai', 'Tanggal Akhir'])
      await expect(travel.getByRole('columnheader', { name: column })).toBeVisible();
    await travel.getByRole('row').filter({ hasText: 'TO-SJA-2611-001' }).click();
    await expect(travel).toBeHidden();
    await expect(page.getByLabel('Line 1 remarks')).toHaveValue('TO-SJA-2611-001#Budi Santoso#02-NOV-2026#04-NOV-2026');
    await checkScreen(page, 'non-po-forwarder');
  });
});
