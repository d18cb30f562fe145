import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ErpInvoiceResult, ErpInvoiceSubmission, ErpPort } from '../../src/erp/port';
import { deliverDue } from '../../src/outbox/index';
import { getTestContext } from '../helpers/app';
import { until } from '../helpers/until';
import { deliveryCounts, drain, processedInvoices, submitToErp, testOutboxSettings } from './helpers';

/** The reference ERP behind a switchable network: down (no answer at all), or an answer lost on its way back. */
function unreliable(erp: ErpPort) {
  const state = { down: false, loseAnswerOnce: new Set<string>(), calls: new Map<string, number>() };
  const port: ErpPort = {
    ...erp,
    async submitInvoice(s: ErpInvoiceSubmission): Promise<ErpInvoiceResult> {
      state.calls.set(s.idempotencyKey, (state.calls.get(s.idempotencyKey) ?? 0) + 1);
      if (state.down) throw new Error('connect ECONNREFUSED 10.0.0.9:1521');
      const answer = await erp.submitInvoice(s);
      if (state.loseAnswerOnce.delete(s.idempotencyKey)) {
        throw new Error('read ECONNRESET');
      }
      return answer;
    },
  };
  return { port, state };
}

async function outboxRows(invoiceIds: number[]) {
  const { database } = await getTestContext();
  const list = sql.join(
    invoiceIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return database.rows<{ invoice_id: number; status: string; attempts: number; last_error: string | null; due_later: boolean }>(
    sql`select invoice_id, status, attempts, last_error, next_attempt_at > now() as due_later from outbox where invoice_id in (${list}) order by id`,
  );
}

/** Until every one of these rows' backoff has run out (their next attempt is due). */
async function backoffOver(invoiceIds: number[]): Promise<void> {
  await until(async () => (await outboxRows(invoiceIds)).every((r) => !r.due_later), { what: 'the backoff to run out' });
}

/** How often the ERP was called with each of these invoices' submissions (other test files' rows may share the queue). */
async function callsFor(invoiceIds: number[], calls: Map<string, number>): Promise<number[]> {
  const { database } = await getTestContext();
  const list = sql.join(
    invoiceIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const keys = await database.rows<{ idempotency_key: string }>(sql`select idempotency_key from outbox where invoice_id in (${list}) order by id`);
  return keys.map((k) => calls.get(k.idempotency_key) ?? 0);
}

describe('outbox faults (every test counts ERP invoices against submissions)', () => {
  it('ERP down for a while, then back: every queued submission is delivered exactly once', async () => {
    const { erp } = await getTestContext();
    const { port, state } = unreliable(erp);
    const ids = await processedInvoices(6);
    await submitToErp(ids);
    state.down = true;
    // Three passes while the ERP is down: each row tried, kept PENDING with its error, waiting out its backoff.
    const settings = testOutboxSettings({ backoffBaseMs: 1, backoffMaxMs: 5 });
    for (let pass = 0; pass < 3; pass++) {
      await drain(port, settings, 1);
      await backoffOver(ids);
    }
    const waiting = await outboxRows(ids);
    expect(waiting.map((r) => [r.status, r.attempts, r.last_error])).toEqual(ids.map(() => ['PENDING', 3, 'connect ECONNREFUSED 10.0.0.9:1521']));
    expect((await deliveryCounts(ids)).every((c) => c.status === 'PROCESSING' && c.erpInvoices === 0)).toBe(true);

    state.down = false;
    await drain(port, settings);
    const counts = await deliveryCounts(ids);
    expect(counts).toEqual(ids.map((id) => ({ id, status: 'POSTED', erpInvoices: 1, outboxRows: 1, outboxStatus: 'DELIVERED' })));
    expect(await callsFor(ids, state.calls)).toEqual(ids.map(() => 4));
  });

  it('waits out the backoff: a row that just failed is not tried again before its time', async () => {
    const { database, erp } = await getTestContext();
    const { port, state } = unreliable(erp);
    const ids = await processedInvoices(1);
    await submitToErp(ids);
    state.down = true;
    const settings = testOutboxSettings({ backoffBaseMs: 60_000, backoffMaxMs: 600_000 });
    await drain(port, settings, 1);
    expect(await outboxRows(ids)).toEqual([expect.objectContaining({ status: 'PENDING', attempts: 1, due_later: true })]);
    await deliverDue({ database, erp: port, settings });
    expect(await callsFor(ids, state.calls)).toEqual([1]);
    await database.db.execute(sql`update outbox set next_attempt_at = now() where invoice_id = ${ids[0]!}`);
    state.down = false;
    await drain(port, settings);
    expect(await deliveryCounts(ids)).toEqual([{ id: ids[0], status: 'POSTED', erpInvoices: 1, outboxRows: 1, outboxStatus: 'DELIVERED' }]);
  });

  it('an answer lost on the way back: the retry carries the same key and gets the same ERP invoice, not a second one', async () => {
    const { database, erp } = await getTestContext();
    const { port, state } = unreliable(erp);
    const ids = await processedInvoices(2);
    await submitToErp(ids);
    const keys = await database.rows<{ k: string }>(sql`select idempotency_key as k from outbox where invoice_id in (${ids[0]!}, ${ids[1]!})`);
    keys.forEach((row) => state.loseAnswerOnce.add(row.k));
    await drain(port);
    expect(await deliveryCounts(ids)).toEqual(ids.map((id) => ({ id, status: 'POSTED', erpInvoices: 1, outboxRows: 1, outboxStatus: 'DELIVERED' })));
    expect(await callsFor(ids, state.calls)).toEqual([2, 2]);
    const interfaceRows = await database.rows<{ n: number | string }>(
      sql`select count(*) as n from erp_ap_invoices_interface where portal_invoice_id in (${ids[0]!}, ${ids[1]!})`,
    );
    expect(Number(interfaceRows[0]!.n)).toBe(2);
  });

  it('gives up after the retry cap: FAILED with the last error, the invoice still PROCESSING', async () => {
    const { erp } = await getTestContext();
    const { port, state } = unreliable(erp);
    const ids = await processedInvoices(1);
    await submitToErp(ids);
    state.down = true;
    await drain(port, testOutboxSettings({ maxAttempts: 3 }));
    expect(await outboxRows(ids)).toEqual([expect.objectContaining({ status: 'FAILED', attempts: 3, last_error: 'connect ECONNREFUSED 10.0.0.9:1521' })]);
    expect(await deliveryCounts(ids)).toEqual([{ id: ids[0], status: 'PROCESSING', erpInvoices: 0, outboxRows: 1, outboxStatus: 'FAILED' }]);
  });

  it('a worker that outlives its claim cannot record twice: the one that took the row over records, once', async () => {
    const { database, erp } = await getTestContext();
    const ids = await processedInvoices(1);
    await submitToErp(ids);
    // Worker A's ERP call hangs past its lease; worker B claims the row and delivers it; then A's answer arrives.
    let release = () => {};
    const released = new Promise<void>((r) => (release = r));
    let called = () => {};
    const calledErp = new Promise<void>((r) => (called = r));
    const hanging: ErpPort = {
      ...erp,
      submitInvoice: async (s) => {
        if (s.portalInvoiceId === ids[0]) called();
        await released;
        return erp.submitInvoice(s);
      },
    };
    const a = deliverDue({ database, erp: hanging, settings: testOutboxSettings({ leaseMs: 1 }) });
    await calledErp;
    await until(
      async () => {
        const [row] = await database.rows<{ over: boolean }>(sql`select lease_until <= now() as over from outbox where invoice_id = ${ids[0]!}`);
        return row?.over === true;
      },
      { what: "worker A's lease to run out" },
    );
    await drain(erp);
    release();
    await a;
    expect(await deliveryCounts(ids)).toEqual([{ id: ids[0], status: 'POSTED', erpInvoices: 1, outboxRows: 1, outboxStatus: 'DELIVERED' }]);
    const audit = await database.rows<{ n: number | string }>(
      sql`select count(*) as n from audit_events where entity = 'invoice' and entity_id = ${String(ids[0])} and action = 'ERP_IMPORTED'`,
    );
    expect(Number(audit[0]!.n)).toBe(1);
  });

  it('an ERP that never answers: the worker gives up after the delivery timeout and tries again later', async () => {
    const { database, erp } = await getTestContext();
    const ids = await processedInvoices(1);
    await submitToErp(ids);
    const hung: ErpPort = { ...erp, submitInvoice: () => new Promise<never>(() => {}) };
    await deliverDue({ database, erp: hung, settings: testOutboxSettings({ deliveryTimeoutMs: 50 }) });
    expect(await outboxRows(ids)).toEqual([expect.objectContaining({ status: 'PENDING', attempts: 1, last_error: 'The ERP did not answer within 0.05 s' })]);
    await drain(erp);
    expect(await deliveryCounts(ids)).toEqual([{ id: ids[0], status: 'POSTED', erpInvoices: 1, outboxRows: 1, outboxStatus: 'DELIVERED' }]);
  });
});
