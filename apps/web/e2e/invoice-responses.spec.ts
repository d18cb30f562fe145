import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { loginAs } from './support';

/** The hand-written Peppol invoice the intake tests use; the journey puts its own numbers, PO and lines in. */
const UBL_FIXTURE = path.resolve(import.meta.dirname, '../../server/test/fixtures/intake/ubl-invoice.xml');

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { username, password: 'demo' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

type OpenReceipt = { rcvTransactionId: number; poNumber: string; poLineNum: number | string; quantityOpen: string; unitPrice: string; amountOpen: string };

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The supplier's tax number as the portal's own UBL export of one of its invoices states it (the seller the intake checks). */
async function sellerTaxId(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  const list = (await (await request.get('/api/invoices?pageSize=10', { headers })).json()) as { items: Array<{ id: number }> };
  for (const { id } of list.items) {
    const res = await request.get(`/api/ubl/invoices/${id}`, { headers });
    if (!res.ok()) continue;
    const supplier = /<cac:AccountingSupplierParty>[\s\S]*?<\/cac:AccountingSupplierParty>/.exec(await res.text())?.[0] ?? '';
    const companyId = /<cbc:CompanyID[^>]*>([^<]+)<\/cbc:CompanyID>/.exec(supplier)?.[1];
    if (companyId) return companyId;
  }
  throw new Error('no UBL export of the supplier states its tax number');
}

test('a supplier follows the status answers of an invoice it sent as a UBL file', async ({ page, request }) => {
  test.setTimeout(120_000);
  // Everything through the portal's own API, as the supplier's and finance's systems would: read the file, save the invoice, submit, reject.
  const vendor = { authorization: `Bearer ${await tokenOf(request, 'vendor')}` };
  const receipts = (await (await request.get('/api/po-invoices/pending-receipts?orgId=82&instance=AAM&pageSize=100', { headers: vendor })).json()) as {
    items: OpenReceipt[];
  };
  const line = receipts.items[0]!;
  const stamp = Date.now().toString().slice(-8);
  const documentId = `UBL/IR/${stamp}`;
  let xml = fs.readFileSync(UBL_FIXTURE, 'utf8');
  xml = xml.replace('<cbc:ID>INV/2026/0042</cbc:ID>', `<cbc:ID>${documentId}</cbc:ID>`);
  xml = xml.replace('<cbc:ID>PO-4500012</cbc:ID>', `<cbc:ID>${esc(line.poNumber)}</cbc:ID>`);
  xml = xml.replace('<cbc:CompanyID>ID0012345678901000</cbc:CompanyID>', `<cbc:CompanyID>${esc(await sellerTaxId(request, vendor))}</cbc:CompanyID>`);
  xml = xml.replace('<cbc:ID>010.000-26.00000042</cbc:ID>', `<cbc:ID>010.000-26.${stamp}</cbc:ID>`);
  xml = xml.replace(
    /<cac:InvoiceLine>[\s\S]*<\/cac:InvoiceLine>/,
    `<cac:InvoiceLine><cbc:ID>1</cbc:ID><cbc:InvoicedQuantity unitCode="H87">${line.quantityOpen}</cbc:InvoicedQuantity>
<cbc:LineExtensionAmount currencyID="IDR">${line.amountOpen}</cbc:LineExtensionAmount>
<cac:OrderLineReference><cbc:LineID>${line.poLineNum}</cbc:LineID></cac:OrderLineReference>
<cac:Item><cbc:Name>Item</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>11</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>
<cac:Price><cbc:PriceAmount currencyID="IDR">${line.unitPrice}</cbc:PriceAmount></cac:Price></cac:InvoiceLine>`,
  );
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
  const finance = { authorization: `Bearer ${await tokenOf(request, 'finance')}` };
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
