import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginAs, snap } from './support';

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { username, password: 'demo' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

test('a supplier downloads an invoice’s e-invoice (UBL) from its detail screen', async ({ page, request }) => {
  test.setTimeout(90_000);
  const headers = { authorization: `Bearer ${await tokenOf(request, 'vendor')}` };
  const list = (await (await request.get('/api/invoices?pageSize=10&kind=PO', { headers })).json()) as { items: Array<{ id: number; invoiceNo: string }> };
  const invoice = list.items[0]!;

  await loginAs(page, 'vendor');
  await page.goto(`/#/invoice/detail/${invoice.id}`);
  const button = page.getByRole('button', { name: 'Download e-invoice (UBL)' });
  await expect(button).toBeVisible();
  await snap(page, 'ubl-export-po-invoice-detail');

  const download = page.waitForEvent('download');
  await button.click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`${invoice.invoiceNo.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '')}.xml`);
  const xml = fs.readFileSync(await saved.path(), 'utf8');
  // The root element and the invoice number (BT-1), as a Peppol reader would check them.
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/);
  expect(xml).toContain('<cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>');
  const id = /<cbc:ID>([^<]*)<\/cbc:ID>/.exec(xml)?.[1]?.replace(/&amp;/g, '&');
  expect(id).toBe(invoice.invoiceNo);
});

test('finance exports a period’s e-invoices as a zip from Find Invoice', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'finance');
  await page.goto('/#/invoice/find');
  const card = page.locator('.ant-card').filter({ hasText: 'E-invoices (UBL) of a period' });
  await expect(card).toBeVisible();
  const today = new Date();
  const fmt = (d: Date) =>
    `${String(d.getUTCDate()).padStart(2, '0')}-${['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'][d.getUTCMonth()]}-${d.getUTCFullYear()}`;
  await card.getByLabel('From').fill(fmt(new Date(today.getTime() - 30 * 86_400_000)));
  await card.getByLabel('From').press('Enter');
  await card.getByLabel('To').fill(fmt(today));
  // Enter in the last date exports, as the button does (the form's submit).
  const download = page.waitForEvent('download');
  await card.getByLabel('To').press('Enter');
  const saved = await download;
  await page.keyboard.press('Escape');
  await page.locator('h1').click();
  await expect(card.getByRole('button', { name: 'Export UBL (zip)' })).toBeEnabled();
  await snap(page, 'ubl-export-period');
  expect(saved.suggestedFilename()).toMatch(/^UBL-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.zip$/);
  // A zip starts with a local file header.
  expect(
    fs
      .readFileSync(await saved.path())
      .subarray(0, 4)
      .toString('hex'),
  ).toBe('504b0304');
});

test('a supplier downloads a debit note as a credit note', async ({ page, request }) => {
  test.setTimeout(90_000);
  const vendor = { authorization: `Bearer ${await tokenOf(request, 'vendor')}` };
  const notes = (await (await request.get('/api/debit-notes?pageSize=10', { headers: vendor })).json()) as { items: Array<{ id: number; dnNo: string }> };
  const note = notes.items[0]!;
  await loginAs(page, 'vendor');
  await page.goto(`/#/invoice/nota-debit?id=${note.id}`);
  const button = page.getByRole('button', { name: 'Download e-invoice (UBL)' });
  await expect(button).toBeVisible();
  await snap(page, 'ubl-export-debit-note');
  const download = page.waitForEvent('download');
  await button.click();
  const xml = fs.readFileSync(await (await download).path(), 'utf8');
  expect(xml).toMatch(/<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/);
  expect(xml).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
  expect(/<cbc:ID>([^<]*)<\/cbc:ID>/.exec(xml)?.[1]).toBe(note.dnNo);
});

test('finance downloads a batch’s e-invoices as a zip from the batch detail', async ({ page, request }) => {
  test.setTimeout(90_000);
  const finance = { authorization: `Bearer ${await tokenOf(request, 'finance')}` };
  const batches = (await (await request.get('/api/batches?pageSize=10', { headers: finance })).json()) as {
    items: Array<{ id: number; batchNo: string; invoiceCount?: number }>;
  };
  const batch = batches.items.find((b) => (b.invoiceCount ?? 1) > 0)!;
  await loginAs(page, 'finance');
  await page.goto(`/#/batch/detail/${batch.id}`);
  const zipButton = page.getByRole('button', { name: 'UBL (zip)' });
  await expect(zipButton).toBeVisible();
  await snap(page, 'ubl-export-batch');
  const zip = page.waitForEvent('download');
  await zipButton.click();
  const saved = await zip;
  expect(saved.suggestedFilename()).toBe(`UBL-${batch.batchNo.replace(/[^A-Za-z0-9._-]+/g, '_')}.zip`);
  expect(
    fs
      .readFileSync(await saved.path())
      .subarray(0, 4)
      .toString('hex'),
  ).toBe('504b0304');
});

test('a supplier downloads a non-PO invoice’s e-invoice (UBL) from its detail screen', async ({ page, request }) => {
  test.setTimeout(90_000);
  const headers = { authorization: `Bearer ${await tokenOf(request, 'vendor')}` };
  const list = (await (await request.get('/api/invoices?pageSize=10&kind=NON_PO', { headers })).json()) as {
    items: Array<{ id: number; invoiceNo: string; orgId: number; vendorId: number }>;
  };
  const invoice = list.items[0]!;
  await loginAs(page, 'vendor');
  await page.goto(`/#/invoice/detail-nonpo/${invoice.id}/${invoice.orgId}/${invoice.vendorId}/NONE`);
  const button = page.getByRole('button', { name: 'Download e-invoice (UBL)' });
  await expect(button).toBeVisible();
  await snap(page, 'ubl-export-non-po-detail');
  const download = page.waitForEvent('download');
  await button.click();
  const xml = fs.readFileSync(await (await download).path(), 'utf8');
  expect(/<cbc:ID>([^<]*)<\/cbc:ID>/.exec(xml)?.[1]?.replace(/&amp;/g, '&')).toBe(invoice.invoiceNo);
  // No PO: the buyer reference is what Peppol then asks for.
  expect(xml).toContain('<cbc:BuyerReference>');
});
