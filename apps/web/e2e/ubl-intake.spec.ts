import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { checkScreen } from './accessibility';
import { loginAs, snap } from './support';

/** The hand-written Peppol invoice of the intake tests; the journey puts its own numbers, PO and lines in. */
const UBL_FIXTURE = path.resolve(import.meta.dirname, '../../server/test/fixtures/intake/ubl-invoice.xml');

type OpenReceipt = { rcvTransactionId: number; poNumber: string; poLineNum: number; quantityOpen: string; unitPrice: string; amountOpen: string };

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;');

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { username, password: 'demo' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** The supplier's tax number as the portal's own UBL export of one of its invoices states it: what the supplier's system would write. */
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

const ublLine = (n: number, r: OpenReceipt, price: string, amount: string) => `<cac:InvoiceLine><cbc:ID>${n}</cbc:ID>
<cbc:InvoicedQuantity unitCode="H87">${r.quantityOpen}</cbc:InvoicedQuantity>
<cbc:LineExtensionAmount currencyID="IDR">${amount}</cbc:LineExtensionAmount>
<cac:OrderLineReference><cbc:LineID>${r.poLineNum}</cbc:LineID></cac:OrderLineReference>
<cac:Item><cbc:Name>Item ${n}</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>11</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>
<cac:Price><cbc:PriceAmount currencyID="IDR">${price}</cbc:PriceAmount></cac:Price></cac:InvoiceLine>`;

/** Every click, drop or keystroke the supplier makes on the way, counted. */
function counter(page: Page) {
  let n = 0;
  return {
    get count() {
      return n;
    },
    async click(locator: Locator) {
      n += 1;
      await locator.click();
    },
    async drop(locator: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
      n += 1;
      await locator.setInputFiles(file);
    },
    async go(url: string) {
      n += 1;
      await page.goto(url);
    },
  };
}

test('a supplier drops its UBL invoice on the create screen and saves it without typing', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The supplier's own system made the file: two received lines of one PO, the second priced above the PO.
  const vendor = { authorization: `Bearer ${await tokenOf(request, 'vendor')}` };
  const { items } = (await (await request.get('/api/po-invoices/pending-receipts?orgId=82&instance=AAM&pageSize=100', { headers: vendor })).json()) as {
    items: OpenReceipt[];
  };
  const byPo = new Map<string, OpenReceipt[]>();
  for (const r of items) byPo.set(r.poNumber, [...(byPo.get(r.poNumber) ?? []), r]);
  const [a, b] = [...byPo.values()].find((rs) => rs.length >= 2 && rs[0]!.poLineNum !== rs[1]!.poLineNum)!;
  const stamp = Date.now().toString().slice(-8);
  const invoiceNo = `UBL/E2E/${stamp}`;
  const highPrice = (Number(b!.unitPrice) * 1.1).toFixed(2);
  const highAmount = (Number(b!.quantityOpen) * Number(highPrice)).toFixed(2);
  const today = new Date().toISOString().slice(0, 10);
  let xml = fs.readFileSync(UBL_FIXTURE, 'utf8');
  xml = xml.replace('<cbc:ID>INV/2026/0042</cbc:ID>', `<cbc:ID>${invoiceNo}</cbc:ID>`);
  xml = xml.replace('<cbc:IssueDate>2026-11-20</cbc:IssueDate>', `<cbc:IssueDate>${today}</cbc:IssueDate>`);
  xml = xml.replace('<cbc:ID>PO-4500012</cbc:ID>', `<cbc:ID>${esc(a!.poNumber)}</cbc:ID>`);
  xml = xml.replace('<cbc:CompanyID>ID0012345678901000</cbc:CompanyID>', `<cbc:CompanyID>${esc(await sellerTaxId(request, vendor))}</cbc:CompanyID>`);
  xml = xml.replace('<cbc:ID>010.000-26.00000042</cbc:ID>', `<cbc:ID>010.000-26.${stamp}</cbc:ID>`);
  xml = xml.replace(
    /<cac:InvoiceLine>[\s\S]*<\/cac:InvoiceLine>/,
    [ublLine(1, a!, a!.unitPrice, a!.amountOpen), ublLine(2, b!, highPrice, highAmount)].join('\n'),
  );

  await loginAs(page, 'vendor', /AAM/);
  const user = counter(page);
  await user.go('/#/invoice/create');
  await expect(page.getByRole('heading', { name: 'Create Invoice With PO' })).toBeVisible();
  await expect(page.getByText('Read from e-invoice file (UBL / Factur-X)')).toBeVisible();
  await user.drop(page.locator('input[type=file][accept=".xml,.pdf"]'), { name: 'invoice.xml', mimeType: 'application/xml', buffer: Buffer.from(xml) });

  // The form opens filled: numbers, dates, both lines ticked, the file attached, the price difference beside its line.
  await expect(page.locator('#po-invoice-no')).toHaveValue(invoiceNo);
  await expect(page.getByLabel('Tax Invoice No')).toHaveValue(`010.000-26.${stamp}`);
  const lines = page.getByRole('row').filter({ hasText: a!.poNumber });
  await expect(lines).toHaveCount(2);
  await expect(page.getByText('invoice.xml')).toBeVisible();
  const mismatches = page.getByRole('list', { name: 'E-invoice mismatches' });
  await expect(mismatches).toContainText(`PO ${b!.poNumber} line ${b!.poLineNum}: File line 2: Price`);
  await expect(mismatches).toContainText('above the PO price (tolerance');
  await snap(page, 'ubl-intake-filled');
  await checkScreen(page, 'ubl-intake-filled');

  // The attachment check: the supplier sees its file is the attachment (no action), then saves.
  await user.click(page.getByRole('button', { name: 'Save', exact: true }));
  await expect(page).toHaveURL(/#\/invoice\/detail\/\d+$/);
  await expect(page.getByText('Invoice saved successfully!')).toBeVisible();
  await expect(page.getByText(invoiceNo).first()).toBeVisible();
  await expect(page.getByText('invoice.xml')).toBeVisible();
  console.log('actions:', user.count);
  expect(user.count).toBe(3);
});
