import {
  buildTimeline,
  dueDateFrom,
  erpRejectionsOf,
  expectedPayDate,
  fromScaled,
  parseInvoiceStatus,
  supplierStatus,
  toScaled,
  type ExpectedPayment,
  type PaidFact,
  type PaymentRunDays,
  type InvoiceTimeline,
  type UpcomingPayment,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import type { ErpPortalInvoiceSettlement } from '../../erp/port';
import { loadVendorScope, type Actor } from '../auth/index';
import { getInvoiceInScope } from '../invoices/index';
import { findApprovedInvoices, findInvoiceEvents, findOutboxRows, findPaymentRuns } from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

/** What expectedPaymentsFor needs of an invoice (an invoices row has it all). */
export type PayableInvoice = {
  id: number;
  instance: string;
  orgId: number;
  status: string;
  invoiceDate: string | null;
  termId: number | null;
  totalAmount: string;
  currencyCode: string;
};

/** An invoice's payment outlook: when the buyer is expected to pay what is open, and what it has paid. */
export type PaymentOutlook = {
  expected: ExpectedPayment | null;
  paid: PaidFact | null;
  settlement: ErpPortalInvoiceSettlement | null;
  runs: PaymentRunDays | null;
};

/** Approved inside the portal, on its way into the ERP, or in the ERP's payables: the buyer will pay it. */
const APPROVED = new Set(['PROCESSED', 'PROCESSING', 'POSTED']);

const sum = (values: string[]) => fromScaled(values.reduce((a, v) => a + toScaled(v), 0n));
const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

/** The company's run days, for many invoices at once. */
async function runsByCompany(db: DbOrTx, invoices: readonly PayableInvoice[]): Promise<Map<string, PaymentRunDays>> {
  const rows = await findPaymentRuns(db, invoices);
  return new Map(rows.map((r) => [`${r.instance}|${r.orgId}`, { weekdays: r.weekdays, monthDays: r.monthDays }]));
}

function outlookOf(
  row: PayableInvoice,
  settlement: ErpPortalInvoiceSettlement | undefined,
  runs: PaymentRunDays | null,
  termDays: number | undefined,
): PaymentOutlook {
  const payments = settlement?.payments ?? [];
  const latest = payments.at(-1);
  const paidSoFar = sum(payments.map((p) => p.amount));
  const paid: PaidFact | null = latest
    ? { date: latest.paymentDate, amount: paidSoFar, checkNum: latest.checkNum, bank: latest.bankName, currency: settlement!.currencyCode }
    : null;
  let expected: ExpectedPayment | null = null;
  if (APPROVED.has(parseInvoiceStatus(row.status) ?? '')) {
    const open = (settlement?.installments ?? []).filter((i) => toScaled(i.amountRemaining) > 0n);
    if (settlement) {
      // The ERP's own schedule: the first installment still open, and everything still open.
      const first = open[0];
      if (first)
        expected = {
          dueDate: first.dueDate,
          expectedDate: expectedPayDate(first.dueDate, runs),
          amount: sum(open.map((i) => i.amountRemaining)),
          currency: settlement.currencyCode,
        };
    } else if (row.invoiceDate && termDays !== undefined) {
      // Not in the ERP yet: the due date its payment term will give it.
      const dueDate = dueDateFrom(row.invoiceDate, termDays);
      expected = { dueDate, expectedDate: expectedPayDate(dueDate, runs), amount: row.totalAmount, currency: row.currencyCode };
    }
  }
  return { expected, paid, settlement: settlement ?? null, runs };
}

/**
 * The payment outlook of many invoices at once (for lists and the dashboard): one ERP read of
 * settlements and one of terms per instance, one read of the companies' payment runs.
 */
export async function expectedPaymentsFor(deps: Ctx, invoices: readonly PayableInvoice[]): Promise<Map<number, PaymentOutlook>> {
  const result = new Map<number, PaymentOutlook>();
  if (!invoices.length) return result;
  const runs = await runsByCompany(deps.database.db, invoices);
  const instances = [...new Set(invoices.map((i) => i.instance))];
  const settlements = new Map<number, ErpPortalInvoiceSettlement>();
  const terms = new Map<string, number>();
  await Promise.all(
    instances.map(async (instance) => {
      const ids = invoices.filter((i) => i.instance === instance).map((i) => i.id);
      const [found, termList] = await Promise.all([
        deps.erp.listPortalInvoiceSettlements({ instance, portalInvoiceIds: ids }),
        invoices.some((i) => i.instance === instance && i.termId !== null) ? deps.erp.listTerms(instance) : Promise.resolve([]),
      ]);
      for (const s of found) settlements.set(s.portalInvoiceId, s);
      for (const t of termList) terms.set(`${instance}|${t.termId}`, t.dueDays);
    }),
  );
  for (const row of invoices) {
    result.set(
      row.id,
      outlookOf(
        row,
        settlements.get(row.id),
        runs.get(`${row.instance}|${row.orgId}`) ?? null,
        row.termId === null ? undefined : terms.get(`${row.instance}|${row.termId}`),
      ),
    );
  }
  return result;
}

/** The invoice's timeline with its supplier status and payment outlook; outside the actor's scope it is 404, as if missing. */
export async function getTimeline(deps: Ctx, actor: Actor, invoiceId: number): Promise<InvoiceTimeline> {
  const { db } = deps.database;
  const row = await getInvoiceInScope(db, await loadVendorScope(db, actor), invoiceId);
  const [events, outboxRows, outlooks] = await Promise.all([findInvoiceEvents(db, row.id), findOutboxRows(db, row.id), expectedPaymentsFor(deps, [row])]);
  const outlook = outlooks.get(row.id)!;
  const lastChange = events.filter((e) => e.fromStatus && e.toStatus && e.fromStatus !== e.toStatus).at(-1);
  const erpRejections =
    parseInvoiceStatus(row.status) === 'PROCESSED' && lastChange?.action === 'ERP_REJECTED' ? erpRejectionsOf(lastChange.data, lastChange.reason) : null;
  const settlement = outlook.settlement;
  return {
    invoiceId: row.id,
    invoiceNo: row.invoiceNo,
    status: supplierStatus({
      status: row.status,
      reason: row.reason,
      erpRejections,
      payment: outlook.paid ? { amountPaid: outlook.paid.amount, total: row.totalAmount, paymentDate: outlook.paid.date } : null,
    }),
    expected: outlook.expected,
    paid: outlook.paid,
    steps: buildTimeline({
      events: events.map((e) => ({ ...e, at: iso(e.at) })),
      outbox: outboxRows.map((o) => ({ ...o, createdAt: iso(o.createdAt), lastAttemptAt: o.lastAttemptAt ? iso(o.lastAttemptAt) : null })),
      erp: settlement
        ? {
            currency: settlement.currencyCode,
            schedules: settlement.installments,
            payments: settlement.payments.map((p) => ({ date: p.paymentDate, amount: p.amount, checkNum: p.checkNum, bank: p.bankName })),
          }
        : null,
      runs: outlook.runs,
    }),
  };
}

/** The soonest expected payments of the actor's approved, unpaid invoices (the dashboard's block): from its 200 most recently changed approved ones. */
export async function upcomingPayments(deps: Ctx, actor: Actor, count = 5): Promise<{ items: UpcomingPayment[] }> {
  const { db } = deps.database;
  const rows = await findApprovedInvoices(db, await loadVendorScope(db, actor), 200);
  const outlooks = await expectedPaymentsFor(deps, rows);
  const items = rows
    .flatMap((r) => {
      const expected = outlooks.get(r.id)?.expected;
      return expected
        ? [
            {
              ...expected,
              invoiceId: r.id,
              invoiceNo: r.invoiceNo,
              invoiceType: r.invoiceType,
              instance: r.instance,
              orgId: r.orgId,
              vendorId: r.vendorId,
              status: r.status,
            },
          ]
        : [];
    })
    .sort((a, b) => (a.expectedDate < b.expectedDate ? -1 : a.expectedDate > b.expectedDate ? 1 : a.invoiceId - b.invoiceId));
  return { items: items.slice(0, count) };
}
