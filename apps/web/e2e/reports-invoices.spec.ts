import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { exportAndRead, typeDate } from './reports-support';
import { loginAs, openFromMenu } from './support';

const tokenOf = (page: Page) => page.evaluate(() => (JSON.parse(window.localStorage.getItem('faktura.session') ?? '{}') as { token: string }).token);

/** A PO of the supplier in AAM 82 that some of its demo invoices bill, found through the API. */
async function poWithInvoices(request: APIRequestContext, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const orders = (await (await request.get('/api/receipts/purchase-orders?orgId=82&instance=AAM', { headers })).json()) as {
    items: Array<{ poHeaderId: number; poNumber: string }>;
  };
  for (const order of orders.items) {
    const history = (await (await request.get(`/api/reports/invoice-history?orgId=82&instance=AAM&poHeaderId=${order.poHeaderId}`, { headers })).json()) as {
      items: unknown[];
    };
    if (history.items.length) return order.poNumber;
  }
  throw new Error('no PO of vendor in AAM 82 has an invoice');
}

test.describe('supplier invoice reports (invoice history by PO, invoice report)', () => {
  test.beforeEach(async ({ page }) => {
    await loginAs(page, 'vendor', /AAM/);
    await expect(page).toHaveURL(/#\/dashboard/);
  });

  test('invoice history by PO: Search once a PO is chosen, dates formatted, a row opens the invoice', async ({ page, request }) => {
    const poNumber = await poWithInvoices(request, await tokenOf(page));
    await page.goto('/#/report/invoice-history');
    const search = page.getByRole('button', { name: 'Search' });
    await expect(search).toBeDisabled();
    await expect(page.getByText('Choose a PO and press Search')).toBeVisible();
    await checkScreen(page, 'report-invoice-history-idle');
    await page.getByRole('combobox', { name: 'PO Number' }).fill(poNumber);
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: poNumber }).first().click();
    await expect(search).toBeEnabled();
    await pressWithKeyboard(page, search);
    const rows = page.locator('tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first().getByRole('cell').nth(1)).toHaveText(/^\d{2}-[A-Z]{3}-\d{4}$/);
    await checkScreen(page, 'report-invoice-history');
    const invoiceNo = (await rows.first().getByRole('link').textContent())!;
    await pressWithKeyboard(page, rows.first().getByRole('link', { name: invoiceNo }));
    await expect(page).toHaveURL(/#\/invoice\/detail/);
  });

  test('invoice report: the sidebar opens it, dates and amounts formatted, WHT view, Export XLS and Download Excel', async ({ page }) => {
    test.slow(); // four files written and read back, and two accessibility checks
    await openFromMenu(page, 'Report', 'Invoice Report', /#\/report\/invoice$/);
    const rows = page.locator('tr.ant-table-row');
    await expect(rows).toHaveCount(10);
    for (const title of ['Exchange Date', 'Tax Date', 'Amount', 'Total Amount', 'Tax Amount', 'Service Amount', 'WHT Rate']) {
      await expect(page.getByRole('columnheader', { name: title, exact: true })).toBeVisible();
    }
    await expect(rows.first().getByRole('cell').nth(6)).toHaveText(/^[\d,]+\.\d{2}$/);
    await checkScreen(page, 'report-invoice');

    const first = rows.first();
    const invoiceNo = (await first.getByRole('link').textContent())!;
    await pressWithKeyboard(page, first.getByRole('button', { name: `View WHT of ${invoiceNo}` }));
    const dialog = page.getByRole('dialog', { name: `WHT · ${invoiceNo}` });
    await expect(dialog.getByText('WHT Rate')).toBeVisible();
    await checkScreen(page, 'report-invoice-wht');
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    // October only: most journeys running beside this one date their invoices in November (one
    // dates its invoice weeks back, with a November faktur date: only the Invoice Date column counts).
    await typeDate(page, 'ir-from-date', '01-OCT-2026');
    await typeDate(page, 'ir-to-date', '31-OCT-2026');
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Search' }));
    // The count is read once the October answer is on screen, not the one before it.
    await expect(rows.filter({ has: page.locator('td:nth-child(2)', { hasText: /-NOV-2026/ }) })).toHaveCount(0);
    const total = Number((await page.getByText(/^\d+ invoices$/).textContent())!.split(' ')[0]);
    const header = [
      'Invoice No',
      'Invoice Date',
      'Tax No',
      'Tax Date',
      'Exchange Date',
      'Currency',
      'Amount',
      'Tax Amount',
      'Service Amount',
      'Total Amount',
      'Status',
      'WHT Code',
      'WHT Rate',
      'PPh Amount',
    ];
    const xls = await exportAndRead(page, 'Export XLS', 'invoice-report', header);
    expect(xls).toHaveLength(total + 1);
    expect(await exportAndRead(page, 'Download Excel', 'invoice-report', header)).toEqual(xls);
  });
});
