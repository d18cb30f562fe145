import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { checkScreen } from './accessibility';
import { choose, loginAs, openFromMenu, samplePdf, snap, typeDate } from './support';

/**
 * Issue 18 items 5 and 6 (decision 027): a supplier's non-PO invoice above Rp 5,000,000 shows the
 * PPh 23 rate with its source and asks for the e-Meterai serial; finance sees it under Stamp Duty
 * until the serial is entered.
 */

async function bearer(request: APIRequestContext, username: string) {
  const res = await request.post('/api/auth/login', { data: { username, password: 'demo' } });
  expect(res.ok()).toBe(true);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

const PPH_SOURCE = 'PPh 23 2 % — services and rent';
const STAMP_WARNING = 'This invoice is above Rp 5,000,000: enter the e-Meterai serial or attach the stamped document.';

async function stampDutyRow(page: Page, invoiceNo: string) {
  await openFromMenu(page, 'Invoice', 'Stamp Duty', /#\/finance\/stamp-duty/);
  await expect(page.getByRole('heading', { name: 'Stamp Duty' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  return page.getByRole('row').filter({ hasText: invoiceNo });
}

test('PPh 23 with its source and stamp duty on a non-PO invoice above Rp 5,000,000, followed by finance until the serial is there', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  await loginAs(page, 'vendor', /AAM/);
  await openFromMenu(page, 'Invoice', 'Create Invoice Non PO', /#\/invoice\/create-nonpo/);
  await expect(page.getByRole('heading', { name: 'Create Invoice Non PO' })).toBeVisible();

  const stamp = Date.now().toString().slice(-8);
  const invoiceNo = `E2E/TAX/${stamp}`;
  await page.locator('#np-invoice-no').fill(invoiceNo);
  await typeDate(page, 'np-invoice-date', '10-NOV-2026');
  await page.locator('#np-description').fill('Jasa konsultan pajak November');
  await page.locator('#np-tax-no').fill(`010.000-26.${stamp}`);
  await typeDate(page, 'np-tax-date', '10-NOV-2026');
  await choose(page, 'Payment Method', 'Electronic Funds Transfer');
  await choose(page, 'Category', 'DDK', { exact: true });
  await choose(page, 'Detail Category', 'Transportasi Dalam Kota');
  await page.getByRole('button', { name: 'Add Line' }).click();
  await page.getByLabel('Line 1 description', { exact: true }).fill('Jasa konsultan');
  await page.getByLabel('Line 1 amount', { exact: true }).fill('6000000');
  await choose(page, 'Line 1 VAT', 'PPN 12%');
  await choose(page, 'Line 1 WHT', 'PPh 23 2%');

  // The form's preview: 2 % of 6,000,000 withheld (the supplier has an NPWP), and where the rate comes from.
  const totals = page.locator('.ant-card').filter({ hasText: 'Total Invoice' });
  await expect(totals).toContainText('120,000.00');
  await expect(totals).toContainText('6,720,000.00');
  await expect(totals.getByTestId('pph23-source')).toHaveText(PPH_SOURCE);
  // Above Rp 5,000,000: the e-Meterai field and the warning (never a block).
  await expect(page.getByLabel('e-Meterai serial')).toBeVisible();
  await expect(page.getByText(STAMP_WARNING)).toBeVisible();
  await page.locator('input[type=file]').setInputFiles(samplePdf());
  await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('faktur-pajak.pdf');
  await totals.scrollIntoViewIfNeeded();
  await snap(page, 'tax-withholding-create');
  await checkScreen(page, 'tax-withholding-create');

  // A serial of another shape is refused with the rule's words; blank saves with the warning.
  await page.getByLabel('e-Meterai serial').fill('12345');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('e-Meterai serial must be 22 digits (spaces and hyphens are ignored)').first()).toBeVisible();
  await page.getByLabel('e-Meterai serial').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Invoice ${invoiceNo} is saved as DRAFT.`)).toBeVisible();

  // Submitted in a batch (the batch screens are other journeys'), then sent back by the PIC for the stamp.
  const vendor = await bearer(request, 'vendor');
  const available = (await (await request.get('/api/batches/available-invoices?orgId=82&instance=AAM', { headers: vendor })).json()) as {
    items: Array<{ id: number; invoiceNo: string }>;
  };
  const invoice = available.items.find((i) => i.invoiceNo === invoiceNo);
  expect(invoice, 'the new invoice can be batched').toBeTruthy();
  const batch = await request.post('/api/batches', { headers: vendor, data: { orgId: 82, instance: 'AAM', invoiceIds: [invoice!.id], submit: true } });
  expect(batch.ok(), await batch.text()).toBe(true);

  // Finance: the submitted invoice is listed, with a link to it.
  const financeContext = await browser.newContext();
  const finance = await financeContext.newPage();
  await loginAs(finance, 'finance');
  const row = await stampDutyRow(finance, invoiceNo);
  await expect(row).toContainText('6,720,000.00');
  await expect(row.getByRole('link', { name: invoiceNo })).toHaveAttribute('href', /review-pic/);
  await snap(finance, 'tax-withholding-stamp-duty-list');
  await checkScreen(finance, 'tax-withholding-stamp-duty-list');

  const pic = await bearer(request, 'pic');
  const current = (await (await request.get(`/api/non-po-invoices/${invoice!.id}`, { headers: vendor })).json()) as { revision: number };
  const rejected = await request.post(`/api/reviews/${invoice!.id}/reject`, {
    headers: pic,
    data: { revision: current.revision, reason: 'Please enter the e-Meterai serial' },
  });
  expect(rejected.ok(), await rejected.text()).toBe(true);

  // The supplier enters the serial on the rejected invoice and saves: the saved invoice shows the rate's source.
  await page.goto(`/#/invoice/detail-nonpo/${invoice!.id}/82/3001/N?instance=AAM`);
  await expect(page.locator('#np-invoice-no')).toHaveValue(invoiceNo);
  await expect(page.getByText(STAMP_WARNING).first()).toBeVisible();
  await page.getByLabel('e-Meterai serial').fill('1234 5678 9012 3456 7890 12');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Data has been saved successfully').first()).toBeVisible();
  // Stored as its 22 digits.
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/non-po-invoices/${invoice!.id}`, { headers: vendor })).json()) as { eMeteraiSerial: string | null }).eMeteraiSerial,
    )
    .toBe('1234567890123456789012');
  await expect(page.getByText(STAMP_WARNING)).toHaveCount(0);
  await expect(page.getByTestId('pph23-source')).toHaveText(PPH_SOURCE);
  await snap(page, 'tax-withholding-serial-saved');

  // Finance's list no longer has it.
  // The page is still open on the list: loaded again, it asks the server afresh.
  await finance.reload();
  await expect(finance.getByRole('heading', { name: 'Stamp Duty' })).toBeVisible();
  await expect(finance.getByRole('table')).toBeVisible();
  await expect(finance.getByRole('row').filter({ hasText: invoiceNo })).toHaveCount(0);
  await snap(finance, 'tax-withholding-stamp-duty-after');
  await financeContext.close();
});
