import { expect, test } from '@playwright/test';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { exportAndRead, typeDate } from './reports-support';
import { loginAs, openFromMenu } from './support';

test.describe('supplier payment reports (payment report, payment schedule)', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'vendor', /AAM/);
    await expect(page).toHaveURL(/#\/dashboard/);
  });

  test('payment report: the sidebar opens it, 10 a page, filters, Export XLS and Download Excel', async ({ page }) => {
    test.slow(); // four files written and read back, and two accessibility checks
    await openFromMenu(page, 'Report', 'Payment Report', /#\/report\/payment$/);
    const rows = page.locator('tr.ant-table-row');
    await expect(rows).toHaveCount(10);
    for (const title of ['Invoice Num', 'Amount', 'Description', 'Cheque Num', 'Bank Name', 'Bank Acc Name', 'Bank Acc Num', 'Currency', 'Exchange Date']) {
      await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
    }
    await checkScreen(page, 'report-payment');

    const total = Number((await page.getByText(/^\d+ payments$/).textContent())!.split(' ')[0]);
    const xls = await exportAndRead(page, 'Export XLS', 'payment-report', [
      'Vendor Name',
      'Invoice Num',
      'Amount',
      'Description',
      'Cheque Num',
      'Bank Name',
      'Bank Acc Name',
      'Bank Acc Num',
      'Currency',
      'Exchange Date',
    ]);
    expect(xls).toHaveLength(total + 1);
    expect(xls[1]![0]).toBe('PT Sinar Jaya Abadi');
    const xlsx = await exportAndRead(page, 'Download Excel', 'payment-report', xls[0] as string[]);
    expect(xlsx).toEqual(xls);

    // A later From Date leaves fewer payments, on screen and in the file.
    await typeDate(page, 'payment-report-from-date', '01-OCT-2026');
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Search' }));
    await expect(page.getByText(/^\d+ payments$/)).not.toHaveText(`${total} payments`);
    const later = Number((await page.getByText(/^\d+ payments$/).textContent())!.split(' ')[0]);
    expect(later).toBeLessThan(total);
    expect(await exportAndRead(page, 'Export XLS', 'payment-report', xls[0] as string[])).toHaveLength(later + 1);
    await checkScreen(page, 'report-payment-filtered');
  });

  test('payment schedule: company required, 10 a page, files with Paid Amount', async ({ page }) => {
    test.slow(); // four files written and read back, and two accessibility checks
    await page.goto('/#/report/payment-schedule');
    const rows = page.locator('tr.ant-table-row');
    await expect(rows).toHaveCount(10);
    for (const title of ['Invoice Number', 'Invoice Amount', 'Invoice Date', 'Description', 'Amount Paid', 'Terms Date', 'Payment Schedule']) {
      await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
    }
    await expect(rows.first().getByRole('cell').nth(2)).toHaveText(/^\d{2}-[A-Z]{3}-\d{4}$/);
    await checkScreen(page, 'report-payment-schedule');
    const header = ['Invoice Number', 'Invoice Amount', 'Invoice Date', 'Description', 'Amount Paid', 'Terms Date', 'Payment Schedule', 'Paid Amount'];
    await exportAndRead(page, 'Export XLS', 'payment-report-schedule', header);
    await exportAndRead(page, 'Download Excel', 'payment-report-schedule', header);

    // Without a company neither the files nor Search go ahead (the payment schedule needs a company), and nothing is downloaded.
    await page
      .locator('.ant-form-item')
      .filter({ has: page.locator('#payment-schedule-company') })
      .hover();
    await page
      .locator('.ant-form-item')
      .filter({ has: page.locator('#payment-schedule-company') })
      .locator('.ant-select-clear')
      .click();
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.getByRole('button', { name: 'Export XLS' }).click();
    await expect(page.getByText('Please select company')).toBeVisible();
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Search' }));
    await expect(page.getByText('Please select company')).toHaveCount(1);
    expect(downloads).toBe(0);
    await checkScreen(page, 'report-payment-schedule-no-company');
  });
});
