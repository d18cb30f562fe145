import fs from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import { samplePdf } from './support';
import { bearerOf } from './ubl-support';

export async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}

type Options = {
  categories: Array<{ id: number; name: string; details: Array<{ id: number; name: string }> }>;
  banks: Array<{ id: number }>;
  paymentMethods: Array<{ code: string }>;
  terms: Array<{ id: number }>;
};

/**
 * A PIC enters a proxy invoice for CV Maju Bersama (a taxi ride, DDK) through the API and sends it to
 * the recommender: a task of the calling journey's own, with the task mail's single-use links queued.
 * `invoicePrefix` and `taxDigit` keep the numbers of invoices made in the same millisecond apart.
 */
export async function sendProxyToRecommender(
  request: APIRequestContext,
  { invoicePrefix, taxDigit, journey, amount }: { invoicePrefix: string; taxDigit: string; journey: string; amount: string },
): Promise<{ id: number; invoiceNo: string }> {
  const pic = await bearerOf(request, 'pic');
  const options = await ok<Options>(await request.get('/api/non-po-options?orgId=82&instance=AAM&vendorId=3002', { headers: pic }));
  const category = options.categories.find((c) => c.name === 'DDK')!;
  const detail = category.details.find((d) => d.name === 'Transportasi Dalam Kota')!;
  const accounts = await ok<{ items: Array<{ id: number }> }>(
    await request.get('/api/non-po-options/accounts?orgId=82&instance=AAM&search=610101', { headers: pic }),
  );
  const attachment = await ok<{ id: number }>(
    await request.post('/api/files', {
      headers: pic,
      multipart: { file: { name: 'faktur.pdf', mimeType: 'application/pdf', buffer: fs.readFileSync(samplePdf()) } },
    }),
    201,
  );
  const stamp = `${Date.now()}`.slice(-7);
  const today = new Date().toISOString().slice(0, 10);
  const created = await ok<{ id: number; invoiceNo: string; revision: number }>(
    await request.post('/api/non-po-invoices', {
      headers: pic,
      data: {
        orgId: 82,
        instance: 'AAM',
        vendorId: 3002,
        invoiceNo: `${invoicePrefix}-${stamp}`,
        invoiceDate: today,
        taxNo: `010.000-26.${stamp}${taxDigit}`,
        taxDate: today,
        description: `Taksi bandara (${journey})`,
        bankAccountId: options.banks[0]!.id,
        paymentMethod: options.paymentMethods[0]!.code,
        termId: options.terms[0]!.id,
        coaId: accounts.items[0]!.id,
        categoryId: category.id,
        lines: [{ categoryDetailId: detail.id, description: 'Taksi bandara', amount, vatCode: 'PPN 12%', whtCode: 'PPh 23 2%' }],
        attachmentIds: [attachment.id],
      },
    }),
    201,
  );
  await ok(await request.post(`/api/non-po-invoices/${created.id}/submit-to-recommender`, { headers: pic, data: { revision: created.revision } }));
  return { id: created.id, invoiceNo: created.invoiceNo };
}
