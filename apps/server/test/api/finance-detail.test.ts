import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { financeOptionsSchema, financePoInvoiceSchema, type FinanceOptions } from '@faktura/domain';
import type { ErpPort } from '../../src/erp/port';
import { deliverDue } from '../../src/outbox/index';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { SAMPLE_PDF, multipart } from '../helpers/files';
import { openPoInvoice } from '../helpers/po-invoices';

const url = (id: number, action = '') => `/api/finance/po-invoices/${id}${action}`;
const detail = async (id: number) => bodyOf(await injectAs('finance', { method: 'GET', url: url(id) }), financePoInvoiceSchema);

async function optionsOf(id: number): Promise<FinanceOptions> {
  const res = await injectAs('finance', { method: 'GET', url: url(id, '/options') });
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, financeOptionsSchema);
}

/** The finance form filled with the ERP's first choice of each. */
async function filledForm(id: number, revision: number) {
  const o = await optionsOf(id);
  return { revision, bankAccountId: o.banks[0]!.id, paymentMethod: o.paymentMethods[0]!.value, termId: o.terms[0]!.id, glDate: '2026-11-20' };
}

async function processedInvoice() {
  const invoice = await openPoInvoice();
  const res = await injectAs('finance', { method: 'PUT', url: url(invoice.id), payload: await filledForm(invoice.id, invoice.revision) });
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, financePoInvoiceSchema);
}

const auditCount = async (id: number, action: string) => {
  const { database } = await getTestContext();
  const [row] = await database.rows<{ n: number }>(
    sql`select count(*)::int as n from audit_events where entity = 'invoice' and entity_id = ${String(id)} and action = ${action}`,
  );
  return Number(row!.n);
};

describe('finance detail of a PO invoice by number', () => {
  const lookup = (user: string, q: string) => injectAs(user, { method: 'GET', url: `/api/finance/po-invoices?${q}` });
  const seeded = `invoiceNo=${encodeURIComponent('SJA/INV/2026/0103')}&vendorId=3001&orgId=82&instance=AAM`;

  it('opens an OPEN invoice with Save and Reject offered, Submit not yet', async () => {
    const res = await lookup('finance', `${seeded}&batchNo=AAM-82-00002`);
    expect(res.statusCode, res.body).toBe(200);
    const body = bodyOf(res, financePoInvoiceSchema);
    expect(body).toMatchObject({ invoiceNo: 'SJA/INV/2026/0103', status: 'OPEN', batchNo: 'AAM-82-00002', erpRejection: null, payment: null });
    expect(body.finance).toEqual({ canSave: true, canSubmit: false, canReject: true });
    expect(body.permissions.canUpload).toBe(true);
  });

  it('answers 404 when the batch number does not match, and refuses everyone but finance', async () => {
    expect((await lookup('finance', `${seeded}&batchNo=AAM-82-00001`)).statusCode).toBe(404);
    expect((await lookup('finance', `${seeded.replace('3001', '3002')}&batchNo=AAM-82-00002`)).statusCode).toBe(404);
    for (const user of ['vendor', 'pic']) expect((await lookup(user, `${seeded}&batchNo=AAM-82-00002`)).statusCode).toBe(403);
  });
});

describe('finance Save (OPEN → PROCESSED)', () => {
  it('asks for bank, payment method and term, all at once, and changes nothing', async () => {
    const invoice = await openPoInvoice();
    const res = await injectAs('finance', { method: 'PUT', url: url(invoice.id), payload: { revision: invoice.revision } });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['Choose Bank Account', 'Choose Payment Method', 'Choose Term']);
    expect((await detail(invoice.id)).status).toBe('OPEN');
  });

  it('refuses choices the ERP does not offer this supplier', async () => {
    const invoice = await openPoInvoice();
    const payload = { ...(await filledForm(invoice.id, invoice.revision)), bankAccountId: 999999, paymentMethod: 'BITCOIN', termId: 999999, payGroup: 'NOPE' };
    const res = await injectAs('finance', { method: 'PUT', url: url(invoice.id), payload });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual([
      "Bank is not one of this supplier's bank accounts",
      'Payment method is not one of the ERP payment methods',
      'Term is not one of the ERP terms',
      'Pay group is not one of this company’s pay groups',
    ]);
  });

  it('completes the invoice: fields stored, PROCESSED, Submit offered; a stale revision is a 409', async () => {
    const invoice = await openPoInvoice();
    const form = await filledForm(invoice.id, invoice.revision);
    const res = await injectAs('finance', { method: 'PUT', url: url(invoice.id), payload: form });
    expect(res.statusCode, res.body).toBe(200);
    const saved = bodyOf(res, financePoInvoiceSchema);
    expect(saved).toMatchObject({
      status: 'PROCESSED',
      glDate: '2026-11-20',
      bankAccountId: form.bankAccountId,
      paymentMethod: form.paymentMethod,
      termId: form.termId,
    });
    expect(saved.finance).toEqual({ canSave: false, canSubmit: true, canReject: true });
    const again = await injectAs('finance', { method: 'PUT', url: url(invoice.id), payload: form });
    expect(again.statusCode).toBe(409);
    expect(messagesOf(again)).toEqual(['This invoice was changed by someone else. Reload it and try again.']);
    expect(await auditCount(invoice.id, 'COMPLETE')).toBe(1);
  });

  it('is for finance only', async () => {
    const invoice = await openPoInvoice();
    for (const user of ['vendor', 'pic']) {
      expect((await injectAs(user, { method: 'PUT', url: url(invoice.id), payload: { revision: invoice.revision } })).statusCode).toBe(403);
    }
  });
});

describe('finance Submit (PROCESSED → PROCESSING)', () => {
  it('asks for the pay group', async () => {
    const saved = await processedInvoice();
    const form = await filledForm(saved.id, saved.revision);
    const res = await injectAs('finance', { method: 'POST', url: url(saved.id, '/submit'), payload: form });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['Choose PayGroup']);
  });

  it('submits once: a repeated submit is refused; one transition, one outbox row', async () => {
    const saved = await processedInvoice();
    const payload = { ...(await filledForm(saved.id, saved.revision)), payGroup: (await optionsOf(saved.id)).payGroups[0]!.value };
    const first = await injectAs('finance', { method: 'POST', url: url(saved.id, '/submit'), payload });
    expect(first.statusCode, first.body).toBe(200);
    expect(bodyOf(first, financePoInvoiceSchema)).toMatchObject({ status: 'PROCESSING', finance: { canSave: false, canSubmit: false, canReject: false } });
    const second = await injectAs('finance', { method: 'POST', url: url(saved.id, '/submit'), payload });
    expect(second.statusCode).toBe(409);
    expect(await auditCount(saved.id, 'SUBMIT_TO_ERP')).toBe(1);
    const { database } = await getTestContext();
    const [rows] = await database.rows<{ n: number }>(sql`select count(*)::int as n from outbox where invoice_id = ${saved.id}`);
    expect(Number(rows!.n)).toBe(1);
  });

  it('lets finance upload an attachment on any status', async () => {
    const saved = await processedInvoice();
    const res = await injectAs('finance', { method: 'POST', url: `/api/invoices/${saved.id}/attachments`, ...multipart('bukti.pdf', SAMPLE_PDF) });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('shows an ERP rejection with the ERP’s own reasons, back in PROCESSED for correction', async () => {
    const saved = await processedInvoice();
    const payload = { ...(await filledForm(saved.id, saved.revision)), payGroup: (await optionsOf(saved.id)).payGroups[0]!.value };
    expect((await injectAs('finance', { method: 'POST', url: url(saved.id, '/submit'), payload })).statusCode).toBe(200);
    // The outbox delivers it; this ERP refuses it (every other invoice goes to the reference ERP as usual).
    const { database, erp, config } = await getTestContext();
    const rejecting: ErpPort = {
      ...erp,
      submitInvoice: async (submission) =>
        submission.portalInvoiceId === saved.id
          ? {
              accepted: false,
              message: 'ACCT DATE NOT IN OPEN PD; DUPLICATE INVOICE NUMBER',
              rejections: [
                { code: 'ACCT DATE NOT IN OPEN PD', message: 'The GL date is not in an open period', lineNum: null },
                { code: 'INVALID DISTRIBUTION ACCT', message: 'The account is not valid', lineNum: 2 },
              ],
            }
          : erp.submitInvoice(submission),
    };
    await deliverDue({ database, erp: rejecting, settings: { ...config.outbox, batchSize: 1000 } });
    const back = await detail(saved.id);
    expect(back.status).toBe('PROCESSED');
    expect(back.erpRejection?.reasons).toEqual([
      'ACCT DATE NOT IN OPEN PD: The GL date is not in an open period',
      'INVALID DISTRIBUTION ACCT: The account is not valid (line 2)',
    ]);
    expect(back.finance.canSubmit).toBe(true);
  });
});

describe('finance Reject', () => {
  it('needs a reason', async () => {
    const invoice = await openPoInvoice();
    const res = await injectAs('finance', { method: 'POST', url: url(invoice.id, '/reject'), payload: { revision: invoice.revision, reason: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['Reason must be filled']);
  });

  it('rejects with the reason and tells the supplier', async () => {
    const invoice = await openPoInvoice();
    const reason = 'Faktur pajak tidak sesuai';
    const res = await injectAs('finance', { method: 'POST', url: url(invoice.id, '/reject'), payload: { revision: invoice.revision, reason } });
    expect(res.statusCode, res.body).toBe(200);
    expect(bodyOf(res, financePoInvoiceSchema)).toMatchObject({ status: 'REJECTED', reason });
    const { database } = await getTestContext();
    const notes = await database.rows<{ body: string }>(
      sql`select n.body from notifications n join users u on u.id = n.user_id where u.username = 'vendor' and n.title like ${`%${invoice.invoiceNo}%`}`,
    );
    expect(notes.map((n) => n.body).join(' ')).toContain(reason);
  });
});
