import { expect, test, type APIRequestContext } from '@playwright/test';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { loginAs, modalOpened, samplePdf, snap, typeDate } from './support';

/** The demo PO whose line was received above its ordered quantity (10 ordered at 250,000, 12 received). */
const OVER_RECEIPT_PO = '822699901';
const BREACH = 'Quantity billed 20.00% above the ordered quantity (tolerance 10.00%): IDR 250,000.00 over';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const todayShown = () => {
  const d = new Date();
  return `${String(d.getDate()).padStart(2, '0')}-${MONTHS[d.getMonth()]}-${d.getFullYear()}`;
};

async function tokenOf(request: APIRequestContext, username: string): Promise<Record<string, string>> {
  const res = await request.post('/api/auth/login', { data: { username, password: 'demo' } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

test('finance sets tolerances, the supplier sees a line outside them before saving, finance sees it before submitting', async ({ page, request, browser }) => {
  test.setTimeout(180_000);

  // 1. Finance: AAM/82 checks price at 2 % and the quantity ordered at 10 %.
  await loginAs(page, 'finance', /AAM/);
  await page.goto('/#/master/tolerance');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Edit tolerances of / }) })
    .filter({ hasText: 'Head Office' })
    .first();
  await expect(row).toBeVisible();
  await checkScreen(page, 'match-tolerance-list');
  await pressWithKeyboard(page, row.getByRole('button', { name: /^Edit tolerances of / }));
  const modal = page.getByRole('dialog');
  await modalOpened(page);
  const price = modal.getByLabel('Price tolerance (%)');
  await price.fill('2.5555');
  await expect(price).toHaveValue('2.5555');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal.getByRole('alert')).toContainText('Price tolerance (%): enter a percentage from 0 to 1000 with at most 3 decimals, or leave it empty');
  await modal.getByLabel('Price tolerance (%)').fill('2');
  await modal.getByLabel('Quantity ordered tolerance (%)').fill('10');
  await modal.getByLabel('Quantity received tolerance (%)').fill('');
  await checkScreen(page, 'match-tolerance-edit');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update the match tolerances of this company?')).toBeVisible();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Data has been saved successfully' })).toBeVisible();
  await expect(row).toContainText('2.00%');
  await expect(row).toContainText('10.00%');
  await expect(row).toContainText('by finance');

  // 2. The supplier (its own browser) picks the over-received line: the form says what is over, and by how much, before Save.
  const financePage = page;
  const supplier = await browser.newContext({ viewport: { width: 1366, height: 860 }, baseURL: test.info().project.use.baseURL });
  page = await supplier.newPage();
  await loginAs(page, 'vendor', /AAM/);
  await page.goto('/#/invoice/create');
  const stamp = Date.now().toString().slice(-8);
  const invoiceNo = `E2E/TOL/${stamp}`;
  await page.locator('#po-invoice-no').fill(invoiceNo);
  await typeDate(page, 'po-invoice-date', todayShown());
  await page.locator('#po-tax-no').fill(`010.000-26.${stamp}`);
  await typeDate(page, 'po-tax-date', todayShown());
  await page.getByRole('button', { name: 'Search Pending PO' }).click();
  const pending = page.getByRole('dialog', { name: 'Search Pending PO' });
  await pending.getByLabel('From PO').fill(OVER_RECEIPT_PO);
  await pending.getByLabel('To PO').fill(OVER_RECEIPT_PO);
  await pending.getByRole('button', { name: 'Search', exact: true }).click();
  const rows = pending.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await rows.first().getByRole('checkbox').check();
  await pending.getByRole('button', { name: /^Add/ }).click();
  await expect(pending).toBeHidden();
  const warning = page.getByRole('status').filter({ hasText: "outside the company's match tolerances" });
  await expect(warning).toContainText("1 PO line is outside the company's match tolerances. You can still save; finance will see it.");
  await expect(warning).toContainText(`PO ${OVER_RECEIPT_PO} line 1: ${BREACH}`);
  await checkScreen(page, 'po-invoice-tolerance-breach');
  // The attachment field's input (the e-invoice drop zone has its own).
  await page.locator('input[type=file][accept*=".docx"]').setInputFiles(samplePdf());
  await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('faktur-pajak.pdf');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/invoice\/detail\/\d+/);
  const invoiceId = Number(/detail\/(\d+)/.exec(page.url())![1]);
  // Still shown on the saved invoice: its own line is not counted twice.
  await expect(page.getByRole('status').filter({ hasText: BREACH })).toBeVisible();

  // The supplier sends it (a batch of one), as the PO invoicing journey does through its screens.
  const vendor = await tokenOf(request, 'vendor');
  const batch = await request.post('/api/batches', { headers: vendor, data: { orgId: 82, instance: 'AAM', invoiceIds: [invoiceId], submit: true } });
  expect(batch.status(), await batch.text()).toBe(201);
  const batchNo = ((await batch.json()) as { batchNo: string }).batchNo;

  // 3. Finance opens the invoice: the breach and the money over, before Submit, which asks first.
  const finance = await tokenOf(request, 'finance');
  const options = (await (await request.get(`/api/finance/po-invoices/${invoiceId}/options`, { headers: finance })).json()) as {
    banks: Array<{ id: number }>;
    paymentMethods: Array<{ value: string }>;
    terms: Array<{ id: number }>;
    payGroups: Array<{ value: string }>;
  };
  const current = (await (await request.get(`/api/finance/po-invoices/${invoiceId}`, { headers: finance })).json()) as { revision: number };
  const completed = await request.put(`/api/finance/po-invoices/${invoiceId}`, {
    headers: finance,
    data: {
      revision: current.revision,
      bankAccountId: options.banks[0]!.id,
      paymentMethod: options.paymentMethods[0]!.value,
      termId: options.terms[0]!.id,
      glDate: '',
      coaId: null,
      payGroup: options.payGroups[0]!.value,
    },
  });
  expect(completed.status(), await completed.text()).toBe(200);

  await supplier.close();
  page = financePage;
  await page.goto(`/#/invoice/detail/${encodeURIComponent(invoiceNo)}/${batchNo}/3001?instance=AAM&orgId=82`);
  const card = page.locator('.ant-card').filter({ hasText: 'Match tolerances' });
  await expect(card).toContainText("1 line of this invoice is outside the company's match tolerances");
  await expect(card).toContainText(BREACH);
  await expect(card).toContainText('250,000.00');
  await checkScreen(page, 'finance-tolerance-breach');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(`Invoice ${invoiceNo} has 1 line outside the match tolerances. Submit it to the ERP anyway?`)).toBeVisible();
  await snap(page, 'finance-tolerance-confirm');
  await page.getByRole('button', { name: 'Submit' }).last().click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /submitted|ERP/i })
      .first(),
  ).toBeVisible();
});
