import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { REMITTANCE_SCREEN, remittanceListSchema } from '@faktura/domain';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { loginAs, openFromMenu, samplePdf } from './support';
import { bearerOf, openReceipts } from './ubl-support';

async function ok(res: Awaited<ReturnType<APIRequestContext['get']>>, status = 200) {
  expect(res.status(), await res.text()).toBe(status);
  return res.json() as Promise<Record<string, unknown>>;
}

/** Presses a download button with the keyboard and returns the saved file's name and bytes. */
async function download(page: Page, button: string) {
  const event = page.waitForEvent('download');
  await pressWithKeyboard(page, page.getByRole('button', { name: button }));
  const saved = await event;
  return { name: saved.suggestedFilename(), bytes: fs.readFileSync(await saved.path()) };
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The reference ERP's payment run pays what is due on or before today, on a timer of its own: a
 * journey cannot make a new invoice paid without a test-only hook. So the new invoice is followed
 * to "Approved for payment" with its expected pay date, and the remittance screens are read on the
 * payments the demo ERP already made to the supplier (the paid step, its link and the slip of a
 * portal invoice are covered by apps/server/test/api/remittance-links.test.ts).
 */
test('a supplier sees the expected pay date, then reads a payment’s remittance advice; its PDF says what the screen says', async ({ page, request }) => {
  test.setTimeout(240_000);
  const vendor = await bearerOf(request, 'vendor');
  const line = (await openReceipts(request, vendor))[0]!;
  const attachment = await ok(
    await request.post('/api/files', {
      headers: vendor,
      multipart: { file: { name: 'faktur.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(samplePdf()) } },
    }),
    201,
  );
  const stamp = Date.now().toString().slice(-8);
  const today = new Date().toISOString().slice(0, 10);
  const created = await ok(
    await request.post('/api/po-invoices', {
      headers: vendor,
      data: {
        orgId: 82,
        instance: 'AAM',
        invoiceNo: `RA-${stamp}`,
        invoiceDate: today,
        taxInvoiceNo: `010.000-26.${stamp}`,
        taxInvoiceDate: today,
        description: 'Remittance journey',
        lines: [{ rcvTransactionId: line.rcvTransactionId }],
        attachmentIds: [attachment.id],
      },
    }),
    201,
  );
  const id = created.id as number;
  await ok(await request.post('/api/batches', { headers: vendor, data: { orgId: 82, instance: 'AAM', invoiceIds: [id], submit: true } }), 201);

  await loginAs(page, 'vendor', /AAM/);
  await page.goto(`/#/invoice/detail/${id}`);
  const card = page.getByTestId('invoice-timeline');
  await expect(card).toContainText('Received (AB)', { timeout: 15_000 });

  // Finance approves and sends it to the ERP: approved for payment, with the date it is expected.
  const finance = await bearerOf(request, 'finance');
  const options = (await ok(await request.get(`/api/finance/po-invoices/${id}/options`, { headers: finance }))) as {
    banks: Array<{ id: number }>;
    paymentMethods: Array<{ value: string }>;
    terms: Array<{ id: number }>;
    payGroups: Array<{ value: string }>;
  };
  const detail = await ok(await request.get(`/api/finance/po-invoices/${id}`, { headers: finance }));
  const form = { bankAccountId: options.banks[0]!.id, paymentMethod: options.paymentMethods[0]!.value, termId: options.terms[0]!.id, glDate: today };
  const saved = await ok(await request.put(`/api/finance/po-invoices/${id}`, { headers: finance, data: { revision: detail.revision, ...form } }));
  await ok(
    await request.post(`/api/finance/po-invoices/${id}/submit`, {
      headers: finance,
      data: { revision: saved.revision, ...form, payGroup: options.payGroups[0]!.value },
    }),
  );
  await expect(async () => {
    await page.reload();
    await expect(card).toContainText('Approved for payment (AP)', { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await expect(card.getByTestId('timeline-expected')).toContainText(/IDR [\d,]+\.\d{2} expected on \d{2}-[A-Z]{3}-\d{4}/);
  await card.scrollIntoViewIfNeeded();
  await checkScreen(page, 'remittance-expected');

  // Report → Remittance Advice: the supplier's own payments, newest first.
  await openFromMenu(page, 'Report', 'Remittance Advice', /#\/report\/remittances$/);
  await expect(page.getByText(/^\d+ payments?$/)).toBeVisible({ timeout: 15_000 });
  await checkScreen(page, 'remittance-list');
  const payments = remittanceListSchema.parse(await ok(await request.get('/api/remittances?instance=AAM&orgId=82&pageSize=10', { headers: vendor })));
  const paying = payments.items.find((p) => p.invoiceCount > 1) ?? payments.items.find((p) => p.invoiceCount > 0)!;
  await page.getByRole('link', { name: paying.checkNum, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`#/report/remittances/AAM/${paying.checkId}$`));
  const figures = page.getByTestId('remittance-payment');
  await expect(figures).toContainText(paying.checkNum);
  const rows = await page
    .locator('.ant-table-tbody tr.ant-table-row')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').replace(/\s+/g, ' ').trim())));
  expect(rows).toHaveLength(paying.invoiceCount);
  const totals = await page
    .getByTestId('remittance-totals')
    .locator('td')
    .evaluateAll((tds) => tds.map((td) => (td.textContent ?? '').trim()).filter((t) => /\d/.test(t)));
  await checkScreen(page, 'remittance-detail');

  // The PDF: the payment's figures, every invoice row as the screen shows it, and the totals.
  const pdf = await download(page, REMITTANCE_SCREEN.downloadPdf);
  expect(pdf.name).toBe(`RemittanceAdvice-${paying.checkNum}.pdf`);
  const file = `${test.info().outputPath('remittance')}.pdf`;
  fs.writeFileSync(file, pdf.bytes);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const pdfLines = text.split('\n').map(squash);
  rows.forEach((cells, i) => expect(pdfLines, `row ${i + 1}`).toContain(`${i + 1} ${cells.join(' ')}`));
  const flat = squash(text);
  expect(flat).toContain(
    squash((await figures.textContent()) ?? '')
      .match(/Payer(.*?)Supplier/)![1]!
      .trim(),
  );
  expect(flat).toContain(`Gross / Bruto ${totals[0]}`);
  expect(flat).toContain(`PPh Withheld / PPh Dipotong ${totals[1]}`);
  expect(flat).toContain(`Net Paid / Dibayar ${totals[2]}`);
  expect(flat).toContain(`Payment Amount (${paying.currencyCode}) / Jumlah Bayar ${totals[2]}`);

  // The UBL 2.1 RemittanceAdvice: the same payment, and each invoice.
  const ubl = await download(page, REMITTANCE_SCREEN.downloadUbl);
  expect(ubl.name).toBe(`RemittanceAdvice-${paying.checkNum}.xml`);
  const xml = ubl.bytes.toString('utf8');
  expect(xml).toContain('<RemittanceAdvice');
  expect(xml).toContain(`<cbc:ID>${paying.checkNum}</cbc:ID>`);
  for (const cells of rows) expect(xml).toContain(`<cbc:ID>${cells[0]}</cbc:ID>`);
});

test('finance chooses a supplier, then reads the same advice', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, 'finance', /AAM/);
  await openFromMenu(page, 'Report', 'Remittance Advice', /#\/report\/remittances$/);
  // Nothing before a supplier is chosen: finance sees every supplier's payments, one supplier at a time.
  await expect(page.getByText(REMITTANCE_SCREEN.chooseSupplier).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Supplier' }).fill('Sinar');
  await expect(async () => {
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: 'PT Sinar Jaya Abadi' })
      .first()
      .click({ timeout: 3_000 });
    await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(/^\d+ payments?$/)).toBeVisible({ timeout: 15_000 });
  await checkScreen(page, 'remittance-finance-list');
  await page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('link').click();
  await expect(page).toHaveURL(/#\/report\/remittances\/AAM\/\d+$/);
  await expect(page.getByTestId('remittance-payment')).toContainText('PT Sinar Jaya Abadi');
  await checkScreen(page, 'remittance-finance-detail');
});
