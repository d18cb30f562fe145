import type { InvoiceListQuery, InvoiceSummary } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { cancellable, type RequestSignal } from '../../lib/cancellable';
import { companyNamer } from '../../lib/company-names';
import { loadVendorScope, type Actor } from '../auth/index';
import { expectedPaymentsOfPage } from './expected-payments';
import { findInvoicePage, findInvoices } from './list-repo';
import { paymentsByInvoice } from './payments';
import { toInvoiceSummary } from './summary';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

/** Invoices the actor may see, newest first, paged and filtered (every kind). */
export async function listInvoices(ctx: Ctx, actor: Actor, q: InvoiceListQuery, signal?: RequestSignal) {
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  const [{ items, total, totalCapped }, nameOf] = await Promise.all([
    cancellable(ctx.database, signal, (own) => findInvoices(own, scope, q)),
    companyNamer(ctx.erp),
  ]);
  // A supplier sees "paid" on its own list once the ERP has paid (issue 9), and when an approved invoice is expected to be paid.
  const [paid, expected] = await Promise.all([paymentsByInvoice(ctx.erp, items), expectedPaymentsOfPage(db, ctx.erp, items)]);
  return {
    items: items.map((r) => toInvoiceSummary(r, nameOf, { payment: paid.get(r.id) ?? null, expectedPayment: expected.get(r.id) ?? null })),
    total,
    totalCapped,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The newest invoices the actor may see (the dashboard's top list). */
export async function latestInvoices(ctx: Ctx, actor: Actor, count: number, signal?: RequestSignal): Promise<InvoiceSummary[]> {
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  const [rows, nameOf] = await Promise.all([
    cancellable(ctx.database, signal, (own) => findInvoicePage(own, scope, { page: 1, pageSize: count })),
    companyNamer(ctx.erp),
  ]);
  return rows.map((r) => toInvoiceSummary(r, nameOf));
}
