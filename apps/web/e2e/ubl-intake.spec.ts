import { expect, test } from '@playwright/test';
import { checkScreen } from './accessibility';
import { counter, loginAs, snap } from './support';
import { bearerOf, openReceipts, supplierUbl, type OpenReceipt } from './ubl-support';

test('a supplier drops its UBL invoice on the create screen and saves it without typing', async ({ page, request }) => {
  test.setTimeout(120_000);
  // The supplier's own system made the file: two received lines of one PO, the second priced above the PO.
  const vendor = await bearerOf(request, 'vendor');
  const items = await openReceipts(request, vendor);
  const byPo = new Map<string, OpenReceipt[]>();
  for (const r of items) byPo.set(r.poNumber, [...(byPo.get(r.poNumber) ?? []), r]);
  const [a, b] = [...byPo.values()].find((rs) => rs.length >= 2 && rs[0]!.poLineNum !== rs[1]!.poLineNum)!;
  const stamp = Date.now().toString().slice(-8);
  const invoiceNo = `UBL/E2E/${stamp}`;
  const highPrice = (Number(b!.unitPrice) * 1.1).toFixed(2);
  const highAmount = (Number(b!.quantityOpen) * Number(highPrice)).toFixed(2);
  const today = new Date().toISOString().slice(0, 10);
  const xml = await supplierUbl(request, vendor, {
    documentId: invoiceNo,
    taxInvoiceNo: `010.000-26.${stamp}`,
    issueDate: today,
    lines: [
      { receipt: a!, price: a!.unitPrice, amount: a!.amountOpen },
      { receipt: b!, price: highPrice, amount: highAmount },
    ],
  });

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
