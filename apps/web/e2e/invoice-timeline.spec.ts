import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { checkScreen } from './accessibility';
import { loginAs, samplePdf, snap } from './support';
import { bearerOf, openReceipts } from './ubl-support';

async function ok(res: Awaited<ReturnType<APIRequestContext['get']>>, status = 200) {
  expect(res.status(), await res.text()).toBe(status);
  return res.json() as Promise<Record<string, unknown>>;
}

/**
 * The reference ERP's payment run pays what is due on or before today, and a new invoice falls due
 * a payment term later: a journey cannot make it paid without a test-only hook, so this journey
 * follows the invoice to "Approved for payment" with its expected date; the paid step is covered
 * by the API test that runs the payment run (apps/server/test/api/invoice-timeline.test.ts).
 */
test('a supplier follows one invoice through the timeline and statuses, with its expected pay date', async ({ page, request }) => {
  test.setTimeout(150_000);
  const vendor = await bearerOf(request, 'vendor');
  const line = (await openReceipts(request, vendor))[0]!;
  const upload = await request.post('/api/files', {
    headers: vendor,
    multipart: { file: { name: 'faktur.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(samplePdf()) } },
  });
  const attachment = await ok(upload, 201);
  const stamp = Date.now().toString().slice(-8);
  const today = new Date().toISOString().slice(0, 10);
  const created = await ok(
    await request.post('/api/po-invoices', {
      headers: vendor,
      data: {
        orgId: 82,
        instance: 'AAM',
        invoiceNo: `TL-${stamp}`,
        invoiceDate: today,
        taxInvoiceNo: `010.000-26.${stamp}`,
        taxInvoiceDate: today,
        description: 'Timeline journey',
        lines: [{ rcvTransactionId: line.rcvTransactionId }],
        attachmentIds: [attachment.id],
      },
    }),
    201,
  );
  const id = created.id as number;
  await ok(await request.post('/api/batches', { headers: vendor, data: { orgId: 82, instance: 'AAM', invoiceIds: [id], submit: true } }), 201);

  // Received: the supplier sees the status and the first two steps.
  await loginAs(page, 'vendor', /AAM/);
  await page.goto(`/#/invoice/detail/${id}`);
  const card = page.getByTestId('invoice-timeline');
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('Received (AB)');
  const steps = card.getByTestId('timeline-step');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText('Created');
  await expect(steps.nth(1)).toContainText(/Submitted in batch \S+/);
  await expect(steps.nth(1)).toContainText('vendor');
  await card.scrollIntoViewIfNeeded();
  await snap(page, 'invoice-timeline-received');

  // Finance approves it (the finance screen's Save): In process, with the expected pay date.
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
  await page.reload();
  await expect(card).toContainText('In process (IP)', { timeout: 15_000 });
  await expect(card).toContainText('Approved by finance');
  await expect(card.getByTestId('timeline-expected')).toContainText(/IDR [\d,]+\.\d{2} expected on \d{2}-[A-Z]{3}-\d{4}/);
  await snap(page, 'invoice-timeline-approved');

  // Finance sends it to the ERP; the outbox worker delivers it: Approved for payment, imported, scheduled.
  await ok(
    await request.post(`/api/finance/po-invoices/${id}/submit`, {
      headers: finance,
      data: { revision: saved.revision, ...form, payGroup: options.payGroups[0]!.value },
    }),
  );
  await expect(async () => {
    await page.reload();
    await expect(card).toContainText('Approved for payment (AP)', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(card).toContainText('Sent to the ERP');
  await expect(card).toContainText(/Imported into the ERP \(ERP id \d+\)/);
  await expect(card).toContainText(/Scheduled for payment: due on \d{2}-[A-Z]{3}-\d{4}, expected on the payment run of \d{2}-[A-Z]{3}-\d{4}/);
  await expect(card.getByTestId('timeline-expected')).toContainText(/expected on \d{2}-[A-Z]{3}-\d{4}/);
  await card.scrollIntoViewIfNeeded();
  await checkScreen(page, 'invoice-timeline-posted');
});
