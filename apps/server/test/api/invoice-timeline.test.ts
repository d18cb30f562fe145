import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { errorBodySchema, invoiceTimelineSchema, paymentRunListSchema, paymentRunSchema, upcomingPaymentsSchema, PAYMENT_RUN_MESSAGES } from '@faktura/domain';
import { runPayments } from '../../src/erp/reference/payment-run';
import { expectedPaymentsFor } from '../../src/lib/payment-outlook';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { openPoInvoice } from '../helpers/po-invoices';
import { drain, processedInvoices, submitToErp } from '../outbox/helpers';

const timeline = async (id: number, user = 'vendor') => bodyOf(await injectAs(user, { method: 'GET', url: `/api/timeline/${id}` }), invoiceTimelineSchema);

describe('GET /api/timeline/:id', () => {
  it('follows an invoice from approved to paid: expected on the next Friday run, then paid with cheque and bank', async () => {
    const { database, erp } = await getTestContext();
    // Net 30 from 02-JAN-2026 falls due on Sunday 01-FEB-2026; AAM org 82 pays on Fridays.
    const [id] = await processedInvoices(1, { invoiceDate: '2026-01-02', glDate: '2026-11-12' });
    const approved = await timeline(id!);
    expect(approved.status?.code).toBe('IP');
    expect(approved.expected).toEqual({ dueDate: '2026-02-01', expectedDate: '2026-02-06', amount: '1635000.00', currency: 'IDR' });
    expect(approved.paid).toBeNull();

    await submitToErp([id!]);
    await drain(erp);
    const posted = await timeline(id!);
    expect(posted.status?.code).toBe('AP');
    expect(posted.expected).toEqual({ dueDate: '2026-02-01', expectedDate: '2026-02-06', amount: '1635000.00', currency: 'IDR' });
    const [erpRow] = await database.rows<{ invoice_id: number | string }>(sql`select invoice_id from erp_ap_invoices where portal_invoice_id = ${id!}`);
    expect(posted.steps.map((s) => s.label)).toEqual([
      'Sent to the ERP',
      `Imported into the ERP (ERP id ${erpRow!.invoice_id})`,
      'Scheduled for payment: due on 01-FEB-2026, expected on the payment run of 06-FEB-2026',
    ]);
    expect(posted.steps[0]).toMatchObject({ kind: 'SENT_TO_ERP', actor: 'finance' });
    expect(posted.steps[1]).toMatchObject({ kind: 'IMPORTED', actor: 'ERP' });

    await runPayments(database.db, '2026-02-01');
    const paid = await timeline(id!);
    expect(paid.status?.code).toBe('PD');
    expect(paid.expected).toBeNull();
    expect(paid.paid).toMatchObject({ date: '2026-02-01', amount: '1635000.00', currency: 'IDR' });
    expect(paid.paid!.checkNum).toMatch(/^PAY-\d+$/);
    expect(paid.paid!.bank).toBeTruthy();
    const last = paid.steps.at(-1)!;
    expect(last).toMatchObject({
      kind: 'PAID',
      label: 'Paid IDR 1,635,000.00',
      at: '2026-02-01',
      dateOnly: true,
      detail: `Cheque/reference ${paid.paid!.checkNum}, ${paid.paid!.bank}`,
    });
  });

  it("shows a supplier's own invoice from creation and submission in its batch, to its PIC and finance; another supplier and an unmapped PIC get 404", async () => {
    const invoice = await openPoInvoice();
    const own = await timeline(invoice.id);
    expect(own.invoiceNo).toBe(invoice.invoiceNo);
    expect(own.status).toMatchObject({ code: 'AB', label: 'Received' });
    expect(own.steps.map((s) => s.kind)).toEqual(['CREATED', 'SUBMITTED']);
    expect(own.steps[1]!.label).toMatch(/^Submitted in batch \S+$/);
    // The same words as a catalogue key and values, for the screens to say in the reader's language.
    expect(own.steps[1]!.labelText).toEqual({ key: 'submittedInBatch', values: { batchNo: own.steps[1]!.label.replace('Submitted in batch ', '') } });
    expect(own.steps.every((s) => s.actor === 'vendor')).toBe(true);
    expect(own.expected).toBeNull();
    expect((await timeline(invoice.id, 'pic')).steps).toHaveLength(2);
    expect((await timeline(invoice.id, 'finance')).steps).toHaveLength(2);

    for (const user of ['vendor2', 'fin']) {
      const res = await injectAs(user, { method: 'GET', url: `/api/timeline/${invoice.id}` });
      expect(res.statusCode, user).toBe(404);
      expect(bodyOf(res, errorBodySchema).messages).toHaveLength(1);
    }
    expect((await injectAs('vendor', { method: 'GET', url: '/api/timeline/2147483000' })).statusCode).toBe(404);
    expect((await injectAs('vendor', { method: 'GET', url: '/api/timeline/abc' })).statusCode).toBe(400);
  });

  it('expectedPaymentsFor answers many invoices at once, nothing for a draft or an open one', async () => {
    const { database, erp } = await getTestContext();
    const [a] = await processedInvoices(1, { invoiceDate: '2026-03-02' });
    const [b] = await processedInvoices(1, { invoiceDate: '2026-03-03', status: 'OPEN' });
    const rows = await database.rows<{
      id: number;
      instance: string;
      org_id: number;
      status: string;
      invoice_date: string;
      term_id: number;
      total_amount: string;
      currency_code: string;
    }>(
      sql`select id, instance, org_id, status, to_char(invoice_date, 'YYYY-MM-DD') as invoice_date, term_id, total_amount::text, currency_code from invoices where id in (${a!}, ${b!}) order by id`,
    );
    const got = await expectedPaymentsFor(
      { database, erp },
      rows.map((r) => ({
        id: r.id,
        instance: r.instance,
        orgId: Number(r.org_id),
        status: r.status,
        invoiceDate: r.invoice_date,
        termId: Number(r.term_id),
        totalAmount: r.total_amount,
        currencyCode: r.currency_code,
      })),
    );
    // Net 30 from 02-MAR-2026: Wednesday 01-APR-2026, paid on Friday 03-APR-2026.
    expect(got.get(a!)?.expected).toMatchObject({ dueDate: '2026-04-01', expectedDate: '2026-04-03' });
    expect(got.get(b!)?.expected).toBeNull();
  });
});

describe('GET /api/timeline/expected-payments', () => {
  it("lists the soonest expected payments of the user's own approved invoices only", async () => {
    // Net 30 from 02-JAN-2001: Thursday 01-FEB-2001, paid on Friday 02-FEB-2001 (sooner than any other test's invoice).
    const [id] = await processedInvoices(1, { invoiceDate: '2001-01-02' });
    const upcoming = async (user: string) =>
      bodyOf(await injectAs(user, { method: 'GET', url: '/api/timeline/expected-payments' }), upcomingPaymentsSchema).items;
    const own = await upcoming('vendor');
    expect(own[0]).toMatchObject({
      invoiceId: id,
      dueDate: '2001-02-01',
      expectedDate: '2001-02-02',
      amount: '1635000.00',
      currency: 'IDR',
      instance: 'AAM',
      orgId: 82,
    });
    expect(own.length).toBeLessThanOrEqual(5);
    expect((await upcoming('vendor2')).some((p) => p.invoiceId === id)).toBe(false);
    expect((await upcoming('fin')).some((p) => p.invoiceId === id)).toBe(false);
  });
});

describe('/api/master/payment-runs', () => {
  it('finance reads and sets a company run days, audited; bad days are refused with messages; others may not', async () => {
    const { database } = await getTestContext();
    const list = bodyOf(await injectAs('finance', { method: 'GET', url: '/api/master/payment-runs' }), paymentRunListSchema);
    expect(list.items.find((r) => r.instance === 'AAM' && r.orgId === 82)).toMatchObject({ weekdays: [5], monthDays: [] });
    expect(list.items.find((r) => r.instance === 'AAM' && r.orgId === 83)).toMatchObject({ weekdays: [], monthDays: [] });

    // Another test may already have saved AAM/83's (empty) runs: then this save is an update of them.
    const [stored] = await database.rows<{ n: number }>(sql`select count(*)::int as n from payment_runs where instance = 'AAM' and org_id = 83`);
    const saved = await injectAs('finance', {
      method: 'PUT',
      url: '/api/master/payment-runs',
      payload: { instance: 'AAM', orgId: 83, weekdays: [3, 1, 3], monthDays: [31] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(bodyOf(saved, paymentRunSchema)).toMatchObject({
      instance: 'AAM',
      orgId: 83,
      weekdays: [1, 3],
      monthDays: [31],
      updatedBy: 'finance',
    });
    const [audit] = await database.rows<{ action: string; data: unknown }>(
      sql`select action, data from audit_events where entity = 'payment_run' and entity_id = 'AAM:83' order by id desc limit 1`,
    );
    expect(audit).toMatchObject(
      Number(stored!.n) === 0
        ? { action: 'CREATE', data: { before: null, after: { weekdays: [1, 3], monthDays: [31] } } }
        : { action: 'UPDATE', data: { before: { weekdays: [], monthDays: [] }, after: { weekdays: [1, 3], monthDays: [31] } } },
    );
    await injectAs('finance', { method: 'PUT', url: '/api/master/payment-runs', payload: { instance: 'AAM', orgId: 83, weekdays: [], monthDays: [] } });

    const bad = await injectAs('finance', {
      method: 'PUT',
      url: '/api/master/payment-runs',
      payload: { instance: 'AAM', orgId: 83, weekdays: [8], monthDays: [0] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bodyOf(bad, errorBodySchema).messages).toEqual([
      `body.weekdays.0: ${PAYMENT_RUN_MESSAGES.weekday}`,
      `body.monthDays.0: ${PAYMENT_RUN_MESSAGES.monthDay}`,
    ]);
    const missing = await injectAs('finance', {
      method: 'PUT',
      url: '/api/master/payment-runs',
      payload: { instance: 'AAM', orgId: 999, weekdays: [5], monthDays: [] },
    });
    expect(missing.statusCode).toBe(404);
    expect(bodyOf(missing, errorBodySchema).messages).toEqual([PAYMENT_RUN_MESSAGES.companyNotFound]);
    expect((await injectAs('vendor', { method: 'GET', url: '/api/master/payment-runs' })).statusCode).toBe(403);
    expect(
      (await injectAs('pic', { method: 'PUT', url: '/api/master/payment-runs', payload: { instance: 'AAM', orgId: 83, weekdays: [5], monthDays: [] } }))
        .statusCode,
    ).toBe(403);
  });
});
