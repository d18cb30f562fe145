import { buildTimeline, erpRejectionsOf, parseInvoiceStatus, supplierStatus, type InvoiceTimeline, type UpcomingPayment } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { cancellable, type RequestSignal } from '../../lib/cancellable';
import { expectedPaymentsFor } from '../../lib/payment-outlook';
import { loadVendorScope, type Actor } from '../auth/index';
import { getInvoiceInScope } from '../invoices/index';
import { findApprovedInvoices, findInvoiceEvents, findOutboxRows } from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

const iso = (value: Date | string) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

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
export async function upcomingPayments(deps: Ctx, actor: Actor, count = 5, signal?: RequestSignal): Promise<{ items: UpcomingPayment[] }> {
  const scope = await loadVendorScope(deps.database.db, actor);
  const rows = await cancellable(deps.database, signal, (own) => findApprovedInvoices(own, scope, 200));
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
