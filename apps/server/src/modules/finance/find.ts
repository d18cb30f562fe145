import { FIND_LIMITS, money, suggestsInvoiceNumbers, validateFindInvoices, type FindInvoicesQuery, type FoundInvoice, type Paged } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { cancellable, type RequestSignal } from '../../lib/cancellable';
import { companyNamer } from '../../lib/company-names';
import { badRequest } from '../../lib/errors';
import { loadVendorScope, type Actor } from '../auth/index';
import { expectedPaymentsOfPage } from '../invoices/index';
import { findInvoicesForReview, suggestInvoiceNumbers } from './find-repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

/**
 * Find invoice for review (`/invoice/find`, `/invoice/v2/find`): the domain's filter rules first (every
 * message at once), then the actor's scope — finance every supplier, a PIC its mapped ones.
 */
export async function findInvoices(ctx: Ctx, actor: Actor, q: FindInvoicesQuery, signal?: RequestSignal): Promise<Paged<FoundInvoice>> {
  const messages = validateFindInvoices(q, actor.typeUser);
  if (messages.length) throw badRequest(...messages);
  const { db } = ctx.database;
  const [scope, nameOf] = await Promise.all([loadVendorScope(db, actor), companyNamer(ctx.erp)]);
  const { items, total } = await cancellable(ctx.database, signal, (own) => findInvoicesForReview(own, scope, { ...q, matchType: q.matchType || undefined }));
  // The page's approved invoices: when the buyer is expected to pay, or when it paid (one ERP read per instance for the page).
  const expected = await expectedPaymentsOfPage(db, ctx.erp, items);
  return {
    // Field by field: a rest and spread of every row cost more than the rest of the mapping.
    items: items.map((r) => ({
      id: r.id,
      invoiceNo: r.invoiceNo,
      invoiceDate: r.invoiceDate,
      invoiceType: r.invoiceType,
      status: r.status,
      matchType: r.matchType,
      vendorId: r.vendorId,
      vendorName: r.vendorName,
      orgId: r.orgId,
      instance: r.instance,
      company: nameOf(r.instance, r.orgId),
      batchNo: r.batchNo,
      currencyCode: r.currencyCode,
      totalAmount: money(r.totalAmount),
      expectedPayment: expected.get(r.id) ?? null,
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The e-invoice number autocomplete: nothing for input shorter than FIND_LIMITS.suggestFrom. */
export async function invoiceNumbers(
  ctx: Ctx,
  actor: Actor,
  q: { search: string; orgId?: number; instance?: string; vendorId?: number },
  signal?: RequestSignal,
) {
  const search = q.search.trim();
  if (!suggestsInvoiceNumbers(search)) return { items: [] };
  const scope = await loadVendorScope(ctx.database.db, actor);
  return { items: await cancellable(ctx.database, signal, (own) => suggestInvoiceNumbers(own, scope, { ...q, search, limit: FIND_LIMITS.suggestions })) };
}
