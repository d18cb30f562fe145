import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BPPU_ELEMENTS, CORETAX_MESSAGES, coretaxPreviewSchema, taxPeriodLabel } from '@faktura/domain';
import { checkScreen, pressWithKeyboard } from './accessibility';
import { choose, loginAs, openFromMenu, samplePdf } from './support';
import { bearerOf, openReceipts } from './ubl-support';

async function ok(res: Awaited<ReturnType<APIRequestContext['get']>>, status = 200) {
  expect(res.status(), await res.text()).toBe(status);
  return res.json() as Promise<Record<string, unknown>>;
}

async function download(page: Page, button: string) {
  const event = page.waitForEvent('download');
  await pressWithKeyboard(page, page.getByRole('button', { name: button }));
  const saved = await event;
  return { name: saved.suggestedFilename(), bytes: fs.readFileSync(await saved.path()) };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * A PO invoice with PPh 23 goes to the ERP and is paid by the reference ERP's payment batch (the
 * operator's action, over the invoice's own due date so no other journey's invoice is paid); finance
 * then opens Invoice → Files for Coretax for the month it was paid, reads the BPPU rows, downloads the
 * file, and every slip parses back equal to the row the screen lists.
 */
test('finance downloads the BPPU file of a period and it parses back equal to what the screen lists', async ({ page, request }) => {
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
  // Dated a few days back with the immediate term: its due date is its own, not today's invoices'.
  const invoiceDate = day(-3);
  const today = day(0);
  const created = await ok(
    await request.post('/api/po-invoices', {
      headers: vendor,
      data: {
        orgId: 82,
        instance: 'AAM',
        invoiceNo: `CTX-${stamp}`,
        invoiceDate,
        taxInvoiceNo: `010.000-26.${stamp}`,
        taxInvoiceDate: invoiceDate,
        description: 'Coretax journey',
        lines: [{ rcvTransactionId: line.rcvTransactionId }],
        attachmentIds: [attachment.id],
        includePph: true,
        pphValue: '1000000',
        pphCode: 'PPh 23 2%',
      },
    }),
    201,
  );
  const id = created.id as number;
  await ok(await request.post('/api/batches', { headers: vendor, data: { orgId: 82, instance: 'AAM', invoiceIds: [id], submit: true } }), 201);

  const finance = await bearerOf(request, 'finance');
  const options = (await ok(await request.get(`/api/finance/po-invoices/${id}/options`, { headers: finance }))) as {
    banks: Array<{ id: number }>;
    paymentMethods: Array<{ value: string }>;
    terms: Array<{ id: number; label: string }>;
    payGroups: Array<{ value: string }>;
    accounts: Array<{ id: number }>;
  };
  const immediate = options.terms.find((t) => /immediate/i.test(t.label)) ?? options.terms[0]!;
  const detail = await ok(await request.get(`/api/finance/po-invoices/${id}`, { headers: finance }));
  const form = {
    bankAccountId: options.banks[0]!.id,
    paymentMethod: options.paymentMethods[0]!.value,
    termId: immediate.id,
    glDate: today,
    coaId: options.accounts[0]!.id,
  };
  const saved = await ok(await request.put(`/api/finance/po-invoices/${id}`, { headers: finance, data: { revision: detail.revision, ...form } }));
  await ok(
    await request.post(`/api/finance/po-invoices/${id}/submit`, {
      headers: finance,
      data: { revision: saved.revision, ...form, payGroup: options.payGroups[0]!.value },
    }),
  );
  // The ERP has it once the outbox delivered it; then the operator's batch pays what is due on its date.
  await expect(async () => {
    const status = (await ok(await request.get(`/api/finance/po-invoices/${id}`, { headers: finance }))).status as string;
    expect(['POSTED', 'PAID']).toContain(status);
  }).toPass({ timeout: 90_000 });
  await ok(
    await request.post('/api/reference-erp/payment-batches', {
      headers: finance,
      data: { payFromDate: invoiceDate, payThroughDate: invoiceDate, instance: 'AAM', vendorId: 3001 },
    }),
    201,
  );
  const period = today.slice(0, 7);
  const preview = coretaxPreviewSchema.parse(
    await ok(await request.get(`/api/coretax-exports/preview?kind=bppu&instance=AAM&orgId=82&period=${period}`, { headers: finance })),
  );
  const ours = preview.exportable.find((r) => r.sourceId === id)!;
  expect(ours).toMatchObject({ documentNo: `CTX-${stamp}`, taxObjectCode: '24-104-14', base: '1000000.00', rate: '2', tax: '20000.00', date: today });

  await loginAs(page, 'finance', /Head Office/);
  await openFromMenu(page, 'Invoice', 'Files for Coretax', /#\/finance\/coretax$/);
  await choose(page, 'Company', 'PT Agro Astra Mandiri - Head Office (AAM)');
  await choose(page, 'Tax period', taxPeriodLabel(period));
  await page.getByRole('button', { name: 'Show Files' }).click();
  const bppu = page.getByTestId('coretax-bppu');
  await expect(bppu.getByTestId('coretax-bppu-count')).toHaveText(CORETAX_MESSAGES.exportable(preview.exportable.length), { timeout: 15_000 });
  const rows = await bppu
    .locator('.ant-table-tbody')
    .first()
    .locator('tr.ant-table-row')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => (td.textContent ?? '').replace(/\s+/g, ' ').trim())));
  expect(rows).toHaveLength(preview.exportable.length);
  await expect(bppu.getByText(`CTX-${stamp}`, { exact: true })).toBeVisible();
  await checkScreen(page, 'coretax-export');

  const file = await download(page, CORETAX_MESSAGES.downloadBppu);
  expect(file.name).toBe(`BPPU-AAM-82-${period}.xml`);
  // Parsed by the browser's own XML parser: element order as written, every slip's children by name.
  const parsed = await page.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    if (doc.getElementsByTagName('parsererror').length) throw new Error('not well-formed XML');
    const root = doc.documentElement;
    return {
      root: root.tagName,
      top: Array.from(root.children).map((c) => c.tagName),
      slips: Array.from(root.getElementsByTagName('Bpu')).map((bpu) =>
        Array.from(bpu.children).map((c) => [c.tagName, c.textContent ?? ''] as [string, string]),
      ),
    };
  }, file.bytes.toString('utf8'));
  expect(parsed.root).toBe('BpuBulk');
  expect(parsed.top).toEqual(['TIN', 'ListOfBpu']);
  for (const slip of parsed.slips) expect(slip.map(([name]) => name)).toEqual([...BPPU_ELEMENTS]);
  const slips = parsed.slips.map((pairs) => Object.fromEntries(pairs));
  expect(slips).toHaveLength(rows.length);
  // Columns: invoice no, supplier, counterpart TIN, tax object code, document no, base, rate, PPh, withholding date.
  rows.forEach((cells, i) => {
    const slip = slips[i]!;
    expect([slip.CounterpartTin, slip.TaxObjectCode, slip.DocumentNumber, slip.Rate, slip.WithholdingDate], `row ${i + 1}`).toEqual([
      cells[2],
      cells[3],
      cells[4],
      cells[6],
      cells[8],
    ]);
    expect(Number(slip.TaxBase).toLocaleString('en-US', { minimumFractionDigits: 2 }), `row ${i + 1} base`).toBe(cells[5]);
    expect(slip).toMatchObject({
      TaxPeriodMonth: String(Number(period.slice(5))),
      TaxPeriodYear: period.slice(0, 4),
      TaxCertificate: 'N/A',
      GovTreasurerOpt: 'N/A',
    });
  });
  const mine = slips.find(
    (s) => s.WithholdingDate === today && s.TaxBase === '1000000' && s.Document === 'TaxInvoice' && s.DocumentNumber === `01000026${stamp}`,
  );
  expect(mine).toBeDefined();
});
