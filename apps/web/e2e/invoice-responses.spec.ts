import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { loginAs } from './support';
import { bearerOf, openReceipts, supplierUbl } from './ubl-support';

test('a supplier follows the status answers of an invoice it sent as a UBL file', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Everything through the portal's own API, as the supplier's and finance's systems would: read the file, save the invoice, submit, reject.
  const vendor = await bearerOf(request, 'vendor');
  const line = (await openReceipts(request, vendor))[0]!;
  const stamp = Date.now().toString().slice(-8);
  const documentId = `UBL/IR/${stamp}`;
  const xml = await supplierUbl(request, vendor, {
    documentId,
    taxInvoiceNo: `010.000-26.${stamp}`,
    lines: [{ receipt: line, price: line.unitPrice, amount: line.amountOpen }],
  });
  const read = await request.post('/api/intake', {
    headers: vendor,
    multipart: { file: { name: 'invoice.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) } },
  });
  expect(read.status(), await read.text()).toBe(201);
  const intake = (await read.json()) as {
    attachment: { id: number };
    prefill: { orgId: number; instance: string; invoiceNo: string; invoiceDate: string; taxInvoiceNo: string; lines: Array<{ rcvTransactionId: number }> };
  };
  const saved = await request.post('/api/po-invoices', {
    headers: vendor,
    data: {
      orgId: intake.prefill.orgId,
      instance: intake.prefill.instance,
      invoiceNo: intake.prefill.invoiceNo,
      invoiceDate: intake.prefill.invoiceDate,
      taxInvoiceNo: intake.prefill.taxInvoiceNo,
      taxInvoiceDate: intake.prefill.invoiceDate,
      description: 'Sent as a UBL file',
      lines: intake.prefill.lines.map((l) => ({ rcvTransactionId: l.rcvTransactionId })),
      attachmentIds: [intake.attachment.id],
      intakeAttachmentId: intake.attachment.id,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const invoiceId = ((await saved.json()) as { id: number }).id;
  const batch = await request.post('/api/batches', { headers: vendor, data: { orgId: 82, instance: 'AAM', invoiceIds: [invoiceId], submit: true } });
  expect(batch.status(), await batch.text()).toBe(201);
  const finance = await bearerOf(request, 'finance');
  const { revision } = (await (await request.get(`/api/finance/po-invoices/${invoiceId}`, { headers: finance })).json()) as { revision: number };
  const rejected = await request.post(`/api/finance/po-invoices/${invoiceId}/reject`, {
    headers: finance,
    data: { revision, reason: 'The quantity differs from the delivery note' },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);

  // The supplier opens its invoice.
  await loginAs(page, 'vendor', /AAM/);
  await page.goto(`/#/invoice/detail/${invoiceId}`);
  const answers = page.locator('.ant-card').filter({ has: page.getByText('Status answers (Peppol Invoice Response)', { exact: true }) });
  await expect(answers).toBeVisible({ timeout: 15_000 });
  await expect(answers.getByText(`Answers to your document ${documentId}`)).toBeVisible();
  const rows = answers.locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Received (AB)');
  await expect(rows.nth(0)).toContainText('Received as a structured file');
  await expect(rows.nth(1)).toContainText('Submitted in a batch');
  await expect(rows.nth(2)).toContainText('Rejected (RE)');
  await expect(rows.nth(2)).toContainText('OTH: The quantity differs from the delivery note. Correct the invoice and submit it again.');
  const status = page.locator('.ant-card').filter({ has: page.getByText('Supplier status', { exact: true }) });
  await expect(status).toContainText('Rejected (RE)');
  await expect(status).toContainText('What you need to do: The quantity differs from the delivery note. Correct the invoice and submit it again.');
  await answers.scrollIntoViewIfNeeded();
  await checkScreen(page, 'invoice-responses-po-detail');

  // The RE answer downloads as its ApplicationResponse, reached with the keyboard.
  const download = page.waitForEvent('download');
  await pressWithKeyboard(page, rows.nth(2).getByRole('button', { name: /Download the RE answer of .* as XML/ }));
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^invoice-response-${invoiceId}-e\\d+\\.xml$`));
  const text = fs.readFileSync(await file.path(), 'utf8');
  expect(text).toContain('<cbc:ResponseCode listID="UNCL4343OpSubset">RE</cbc:ResponseCode>');
  expect(text).toContain(`<cbc:ID>${documentId}</cbc:ID>`);
});
