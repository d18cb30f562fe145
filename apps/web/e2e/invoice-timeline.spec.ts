import fs from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { EXPECTED_PAYMENT_MESSAGES, REFERENCE_ERP_MESSAGES, REMITTANCE_SCREEN, formatDate } from '@faktura/domain';
import { checkScreen } from './accessibility';
import { loginAs, samplePdf, snap, typeDate } from './support';
import { bearerOf, openReceipts } from './ubl-support';

async function ok(res: Awaited<ReturnType<APIRequestContext['get']>>, status = 200) {
  expect(res.status(), await res.text()).toBe(status);
  return res.json() as Promise<Record<string, unknown>>;
}

/**
 * One invoice from creation to Paid. A new invoice falls due a payment term after its date, and the
 * reference ERP pays on its own only hourly, so the invoice is dated weeks back (its due date is
 * past) and finance, the reference ERP's operator, runs a payment batch over exactly that due date
 * (Master → Payment Runs): it pays this invoice and not the ones other journeys follow to
 * "Approved for payment" (due today or later).
 */
test('a supplier follows one invoice from creation to Paid through the timeline and statuses: expected pay date before, remittance after', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const vendor = await bearerOf(request, 'vendor');
  const line = (await openReceipts(request, vendor))[0]!;
  const upload = await request.post('/api/files', {
    headers: vendor,
    multipart: { file: { name: 'faktur.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(samplePdf()) } },
  });
  const attachment = await ok(upload, 201);
  const stamp = Date.now().toString().slice(-8);
  const today = new Date().toISOString().slice(0, 10);
  // 40 to 69 days back (by the stamp): with the shortest term (finance's options list it first) its due date
  // has passed, and few other invoices fall due that day.
  const invoiceDate = new Date(Date.now() - (40 + (Number(stamp) % 30)) * 86_400_000).toISOString().slice(0, 10);
  const created = await ok(
    await request.post('/api/po-invoices', {
      headers: vendor,
      data: {
        orgId: 82,
        instance: 'AAM',
        invoiceNo: `TL-${stamp}`,
        invoiceDate,
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
    await expect(card).toContainText('Approved for payment (AP)', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(card).toContainText('Sent to the ERP');
  await expect(card).toContainText(/Imported into the ERP \(ERP id \d+\)/);
  // A due date on a run day reads "due and expected on …".
  await expect(card).toContainText(/Scheduled for payment: due (on \d{2}-[A-Z]{3}-\d{4}, expected on the payment run of|and expected on) \d{2}-[A-Z]{3}-\d{4}/);
  await expect(card.getByTestId('timeline-expected')).toContainText(/expected on \d{2}-[A-Z]{3}-\d{4}/);
  await card.scrollIntoViewIfNeeded();
  await checkScreen(page, 'invoice-timeline-posted');
  const timeline = (await ok(await request.get(`/api/timeline/${id}`, { headers: vendor }))) as { expected: { dueDate: string; amount: string } };
  const due = timeline.expected.dueDate;
  expect(due < today).toBe(true);

  // Finance, the reference ERP's operator, runs a payment batch over the invoice's due date.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await loginAs(operator, 'finance');
  await operator.goto('/#/master/payment-runs');
  const batch = operator.getByTestId('reference-payment-batch');
  await expect(batch).toContainText(REFERENCE_ERP_MESSAGES.title, { timeout: 15_000 });
  await typeDate(operator, 'batch-from', due);
  await typeDate(operator, 'batch-through', due);
  await batch.getByRole('button', { name: REFERENCE_ERP_MESSAGES.run }).click();
  await operator.getByRole('button', { name: 'Run', exact: true }).click();
  const result = operator.getByTestId('payment-batch-result');
  await expect(result).toContainText(new RegExp(`\\d+ payments? made on ${formatDate(today)}`), { timeout: 15_000 });
  await batch.scrollIntoViewIfNeeded();
  await checkScreen(operator, 'reference-payment-batch');
  await operatorContext.close();

  // The supplier: Paid (PD), with the paid date, amount, cheque number and bank, and the step on the timeline.
  await expect(async () => {
    await page.reload();
    await expect(card).toContainText('Paid (PD)', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  const paid = card.getByTestId('timeline-paid');
  await expect(paid).toContainText(EXPECTED_PAYMENT_MESSAGES.paidOn('IDR', timeline.expected.amount, today));
  await expect(paid).toContainText(/Cheque\/reference PAY-\d+, \S.+/);
  const checkNum = (await paid.textContent())!.match(/PAY-\d+/)![0];
  await expect(card.getByTestId('timeline-step').filter({ hasText: 'Paid IDR' })).toHaveCount(1);
  await expect(card.getByTestId('timeline-expected')).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await checkScreen(page, 'invoice-timeline-paid');

  // …and the remittance advice of that payment, from the timeline.
  await paid.getByRole('link', { name: REMITTANCE_SCREEN.openAdvice(checkNum) }).click();
  const advice = page.getByTestId('remittance-payment');
  await expect(advice).toContainText(checkNum, { timeout: 15_000 });
  await expect(page.getByText(`TL-${stamp}`)).toBeVisible();
  await checkScreen(page, 'invoice-timeline-remittance');
});
