import { describe, expect, it } from 'vitest';
import { batchListSchema, dashboardInvoicesSchema, debitNoteListSchema, foundInvoicesSchema, invoiceListSchema, invoiceNumbersSchema } from '@faktura/domain';
import { getTestContext, login } from '../helpers/app';
import { bodyOf } from '../helpers/body';

/**
 * Finance chooses a company at login (AAM/82) and then filters its lists by another (COMET/201):
 * finance sees every company, so the filter decides, never the session's company.
 */
const { app } = await getTestContext();
const token = await login('finance');
const headers = { authorization: `Bearer ${token}` };
const chosen = await app.inject({ method: 'PUT', url: '/api/auth/company', headers, payload: { orgId: 82, instance: 'AAM' } });
if (chosen.statusCode !== 200) throw new Error(`finance could not choose AAM/82: ${chosen.body}`);
const get = (url: string) => app.inject({ method: 'GET', url, headers });
const COMET = 'orgId=201&instance=COMET';

describe('finance lists with the session in AAM and the filter on COMET', () => {
  it('Invoice List Finance finds COMET’s invoices, by number too', async () => {
    const list = bodyOf(await get(`/api/invoices?${COMET}&pageSize=50`), invoiceListSchema);
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((i) => i.instance === 'COMET' && i.orgId === 201)).toBe(true);
    const byNumber = bodyOf(await get(`/api/invoices?${COMET}&invoiceNo=SJA%2FCMT%2F2026%2F0011`), invoiceListSchema);
    expect(byNumber.items.map((i) => i.invoiceNo)).toEqual(['SJA/CMT/2026/0011']);
  });

  it('without a company filter, lists every company', async () => {
    const list = bodyOf(await get('/api/invoices?pageSize=50&invoiceNo=SJA%2FCMT%2F2026%2F0011'), invoiceListSchema);
    expect(list.items.map((i) => i.instance)).toEqual(['COMET']);
  });

  it('Find (v1 and v2) and its invoice-number suggestions reach COMET', async () => {
    for (const path of ['/api/finance/find', '/api/finance/v2/find']) {
      const found = bodyOf(await get(`${path}?${COMET}&vendorId=7001&pageSize=50`), foundInvoicesSchema);
      expect(
        found.items.map((i) => i.invoiceNo),
        path,
      ).toContain('SJA/CMT/2026/0011');
    }
    const numbers = bodyOf(await get(`/api/finance/invoice-numbers?${COMET}&search=SJA%2FCMT`), invoiceNumbersSchema);
    expect(numbers.items).toContain('SJA/CMT/2026/0011');
  });

  it('the batch list reaches COMET’s batches', async () => {
    const batches = bodyOf(await get(`/api/batches?${COMET}&pageSize=50`), batchListSchema);
    expect(batches.items.map((b) => b.batchNo)).toContain('COMET-201-00001');
  });

  it('the debit note list and the dashboard are not narrowed to AAM', async () => {
    const notes = bodyOf(await get('/api/debit-notes?pageSize=50'), debitNoteListSchema);
    expect(notes.items.length).toBeGreaterThan(0);
    const latest = bodyOf(await get('/api/dashboard/invoices'), dashboardInvoicesSchema).items;
    expect(latest.length).toBe(10);
  });
});
