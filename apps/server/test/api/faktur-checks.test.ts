import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  FAKTUR_CHECK_MESSAGES as M,
  UPLOAD_MESSAGES,
  attachmentSchema,
  fakturCheckResultSchema,
  invoiceFakturChecksSchema,
  poInvoiceDetailSchema,
} from '@faktura/domain';
import { fakturChecks, invoices, taxRegistrations } from '../../src/db/schema/index';
import { taxIdentityOf } from '../../src/modules/tax-registrations/index';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { multipart } from '../helpers/files';
import { GENUINE, fakturPdf, type FakturFixture } from '../helpers/faktur-pdf';
import { createInvoice, pendingReceipts } from '../helpers/po-invoices';

/** Indonesian print of a decimal string: 1234567.50 → 1.234.567,50. */
const printed = (amount: string) => {
  const [whole, fraction] = amount.split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${fraction}`;
};

let sellerNpwp: string;
let buyerNpwp: string;
let invoice: { id: number; taxInvoiceNo: string; taxInvoiceDate: string; dpp: string; ppn: string };
let faktur: FakturFixture;

async function upload(user: string, bytes: Buffer, name = 'faktur.pdf'): Promise<number> {
  const res = await injectAs(user, { method: 'POST', url: '/api/files', ...multipart(name, bytes) });
  expect(res.statusCode, res.body).toBe(201);
  return bodyOf(res, attachmentSchema).id;
}

beforeAll(async () => {
  const { database } = await getTestContext();
  const db = database.db;
  // Our company's NPWP as finance records it (the demo may already have it).
  await db
    .insert(taxRegistrations)
    .values({ instance: 'AAM', partyKind: 'COMPANY', partyId: 82, npwp: '0013002456091000', nitku: '0013002456091000000000' })
    .onConflictDoNothing();
  const [line] = await pendingReceipts();
  const created = await createInvoice([line!.rcvTransactionId], { taxInvoiceNo: '04002600000004242', taxInvoiceDate: '2026-11-10' });
  expect(created.statusCode, created.body).toBe(201);
  const detail = bodyOf(created, poInvoiceDetailSchema);
  invoice = { id: detail.id, taxInvoiceNo: '04002600000004242', taxInvoiceDate: '2026-11-10', dpp: detail.totals.dpp, ppn: detail.totals.ppn };
  const [row] = await db.select({ vendorId: invoices.vendorId }).from(invoices).where(eq(invoices.id, detail.id));
  sellerNpwp = (await taxIdentityOf(db, 'AAM', 'SUPPLIER', row!.vendorId)).npwp!;
  buyerNpwp = (await taxIdentityOf(db, 'AAM', 'COMPANY', 82)).npwp!;
  expect(sellerNpwp).toMatch(/^\d{16}$/);
  faktur = {
    ...GENUINE,
    nsfp: invoice.taxInvoiceNo,
    date: '10/11/2026',
    sellerNpwp,
    buyerNpwp,
    dpp: printed(invoice.dpp),
    ppn: printed(invoice.ppn),
  };
});

const typedOf = (fileId: number, extra: Record<string, unknown> = {}) => ({
  fileId,
  instance: 'AAM',
  orgId: 82,
  taxInvoiceNo: invoice.taxInvoiceNo,
  taxInvoiceDate: invoice.taxInvoiceDate,
  dpp: invoice.dpp,
  ppn: invoice.ppn,
  lineCount: 1,
  ...extra,
});

describe('POST /api/faktur-checks/preview', () => {
  it('checks the supplier\'s upload against what it typed: "Faktur matches", or each mismatch', async () => {
    const fileId = await upload('vendor', await fakturPdf(faktur));
    const res = await injectAs('vendor', { method: 'POST', url: '/api/faktur-checks/preview', payload: typedOf(fileId) });
    expect(res.statusCode, res.body).toBe(200);
    const result = bodyOf(res, fakturCheckResultSchema);
    expect(result.verdict).toBe('MATCH');
    expect(result.summary).toBe('Faktur matches');
    expect(result.onlineNote).toBe(M.onlineNotReachable);
    expect(result.findings.filter((f) => f.status === 'MATCH').map((f) => f.field)).toEqual(['sellerNpwp', 'buyerNpwp', 'nsfp', 'date', 'dpp', 'ppn']);

    const typo = bodyOf(
      await injectAs('vendor', { method: 'POST', url: '/api/faktur-checks/preview', payload: typedOf(fileId, { taxInvoiceDate: '2026-11-11' }) }),
      fakturCheckResultSchema,
    );
    expect(typo.verdict).toBe('MISMATCH');
    expect(typo.findings.filter((f) => f.status === 'MISMATCH').map((f) => f.message)).toEqual(['Tax Date: typed 11/11/2026, faktur 10/11/2026']);
  });

  it('a tampered faktur (another buyer) shows the exact mismatch', async () => {
    const fileId = await upload('vendor', await fakturPdf({ ...faktur, buyerNpwp: '0999999999999999' }));
    const result = bodyOf(await injectAs('vendor', { method: 'POST', url: '/api/faktur-checks/preview', payload: typedOf(fileId) }), fakturCheckResultSchema);
    expect(result.findings.filter((f) => f.status === 'MISMATCH').map((f) => f.message)).toEqual([
      'Buyer NPWP: master data 0013.0024.5609.1000, faktur 0999.9999.9999.9999',
    ]);
  });

  it('a file that is not a PDF is "not checked", never an error', async () => {
    const fileId = await upload('vendor', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]), 'scan.jpg');
    const result = bodyOf(await injectAs('vendor', { method: 'POST', url: '/api/faktur-checks/preview', payload: typedOf(fileId) }), fakturCheckResultSchema);
    expect(result).toMatchObject({ verdict: 'NOT_CHECKED', reason: M.notCheckedReason.notPdf });
  });

  it("another user's pending upload is not found; a supplier cannot name another company", async () => {
    const fileId = await upload('vendor', await fakturPdf(faktur));
    for (const user of ['vendor2', 'pic', 'finance']) {
      const res = await injectAs(user, { method: 'POST', url: '/api/faktur-checks/preview', payload: typedOf(fileId) });
      expect(res.statusCode, `${user}: ${res.body}`).toBe(404);
      expect(messagesOf(res)).toEqual([UPLOAD_MESSAGES.fileNotFound]);
    }
    const elsewhere = await injectAs('vendor', { method: 'POST', url: '/api/faktur-checks/preview', payload: typedOf(fileId, { instance: 'AAM', orgId: 99 }) });
    expect(elsewhere.statusCode, elsewhere.body).toBe(403);
  });
});

describe('GET /api/faktur-checks/invoice/:id', () => {
  it("checks the invoice's PDFs on its stored values, keeps the result, and the supplier, its PIC and finance see the same", async () => {
    const add = await injectAs('vendor', {
      method: 'POST',
      url: `/api/invoices/${invoice.id}/attachments`,
      ...multipart('faktur-pajak.pdf', await fakturPdf(faktur)),
    });
    expect(add.statusCode, add.body).toBeLessThan(300);
    const fakturId = bodyOf(add, attachmentSchema).id;
    const seen = [];
    for (const user of ['vendor', 'pic', 'finance']) {
      const res = await injectAs(user, { method: 'GET', url: `/api/faktur-checks/invoice/${invoice.id}` });
      expect(res.statusCode, `${user}: ${res.body}`).toBe(200);
      seen.push(bodyOf(res, invoiceFakturChecksSchema));
    }
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[2]).toEqual(seen[0]);
    const files = seen[0]!.files;
    // The placeholder PDF of the create form has nothing to read; the faktur matches.
    expect(files.map((f) => [f.filename, f.result.verdict])).toEqual([
      ['faktur.pdf', 'NOT_CHECKED'],
      ['faktur-pajak.pdf', 'MATCH'],
    ]);
    const { database } = await getTestContext();
    const [stored] = await database.db.select().from(fakturChecks).where(eq(fakturChecks.attachmentId, fakturId));
    expect(stored).toMatchObject({ invoiceId: invoice.id, verdict: 'MATCH' });

    // The invoice changes (its faktur date): compared again on what was read, without reading the PDF again.
    await database.db.update(invoices).set({ taxDate: '2026-11-12' }).where(eq(invoices.id, invoice.id));
    const again = bodyOf(await injectAs('pic', { method: 'GET', url: `/api/faktur-checks/invoice/${invoice.id}` }), invoiceFakturChecksSchema);
    const changed = again.files.find((f) => f.attachmentId === fakturId)!;
    expect(changed.result.findings.filter((f) => f.status === 'MISMATCH').map((f) => f.message)).toEqual(['Tax Date: typed 12/11/2026, faktur 10/11/2026']);
    expect(changed.checkedAt).toBe(files[1]!.checkedAt);
    const [restored] = await database.db.select().from(fakturChecks).where(eq(fakturChecks.attachmentId, fakturId));
    expect(restored!.verdict).toBe('MISMATCH');
    await database.db.update(invoices).set({ taxDate: invoice.taxInvoiceDate }).where(eq(invoices.id, invoice.id));
  });

  it('another supplier gets 404, as for a missing invoice', async () => {
    const res = await injectAs('vendor2', { method: 'GET', url: `/api/faktur-checks/invoice/${invoice.id}` });
    expect(res.statusCode, res.body).toBe(404);
  });
});
