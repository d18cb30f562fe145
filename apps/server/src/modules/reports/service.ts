import {
  REPORT_MESSAGES,
  invoiceKindOf,
  type InvoiceHistoryQuery,
  type InvoiceReportFilters,
  type InvoiceReportRow,
  type Paged,
  type PaymentReportFilters,
  type PaymentReportRow,
  type PaymentScheduleRow,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { PaymentQuery, TaxKind } from '../../erp/port';
import { cancellable, type RequestSignal } from '../../lib/cancellable';
import { badRequest } from '../../lib/errors';
import { rowPages, type RowPages } from '../../lib/row-pages';
import { resolveVendorCompany, type Actor, type VendorScopeEntry } from '../auth/index';
import { countReportInvoices, listInvoicesOfPo, listReportInvoices, type InvoiceReportBase, type InvoiceReportScope } from './invoice-repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;
type Company = { orgId: number; instance: string };
type PageQuery = { page: number; pageSize: number };

/** Rows an invoice report export reads per query. */
const EXPORT_PAGE = 2_000;

/**
 * The supplier a report is about: always the VENDOR's own mapping in the company asked for (the
 * session's when none is named), never a supplier id from the client. Some reports need the
 * company named (the payment schedule does).
 */
async function supplierOf(ctx: Ctx, actor: Actor, company: Company, mustBeNamed: boolean): Promise<VendorScopeEntry> {
  if (mustBeNamed && (!company.orgId || !company.instance)) throw badRequest(REPORT_MESSAGES.selectCompany);
  return resolveVendorCompany(ctx.database.db, actor, company);
}

const blankToUndefined = (value: string | undefined) => value?.trim() || undefined;

async function paymentQuery(ctx: Ctx, actor: Actor, q: PaymentReportFilters, companyRequired: boolean): Promise<PaymentQuery> {
  const supplier = await supplierOf(ctx, actor, q, companyRequired);
  return {
    ...supplier,
    fromDate: blankToUndefined(q.fromDate),
    toDate: blankToUndefined(q.toDate),
    fromInvoice: blankToUndefined(q.fromInvoice),
    toInvoice: blankToUndefined(q.toInvoice),
  };
}

const pageOf = (q: PageQuery) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });

/** Payment report: what the ERP paid the supplier, a page at a time. */
export async function paymentReport(ctx: Ctx, actor: Actor, q: PaymentReportFilters & PageQuery): Promise<Paged<PaymentReportRow>> {
  const pq = await paymentQuery(ctx, actor, q, false);
  const [items, total] = await Promise.all([ctx.erp.listPayments({ ...pq, ...pageOf(q) }), ctx.erp.countPayments(pq)]);
  return { items, total, page: q.page, pageSize: q.pageSize };
}

/** Every row of the payment report, streamed from the ERP. */
export async function paymentReportRows(ctx: Ctx, actor: Actor, q: PaymentReportFilters): Promise<AsyncIterable<PaymentReportRow>> {
  return ctx.erp.streamPayments(await paymentQuery(ctx, actor, q, false));
}

/** Payment schedule (company required): the installments of the supplier's invoices. */
export async function paymentSchedule(ctx: Ctx, actor: Actor, q: PaymentReportFilters & PageQuery): Promise<Paged<PaymentScheduleRow>> {
  const pq = await paymentQuery(ctx, actor, q, true);
  const [items, total] = await Promise.all([ctx.erp.listPaymentSchedules({ ...pq, ...pageOf(q) }), ctx.erp.countPaymentSchedules(pq)]);
  return { items, total, page: q.page, pageSize: q.pageSize };
}

export async function paymentScheduleRows(ctx: Ctx, actor: Actor, q: PaymentReportFilters): Promise<AsyncIterable<PaymentScheduleRow>> {
  return ctx.erp.streamPaymentSchedules(await paymentQuery(ctx, actor, q, true));
}

async function invoiceReportScope(ctx: Ctx, actor: Actor, q: InvoiceReportFilters): Promise<InvoiceReportScope> {
  const supplier = await supplierOf(ctx, actor, q, false);
  return { ...supplier, fromDate: blankToUndefined(q.fromDate), toDate: blankToUndefined(q.toDate) };
}

/** Adds what the ERP knows to a page of the portal's invoices: the exchange date it set, and the rate of each WHT code. */
async function withErpFacts(ctx: Ctx, scope: InvoiceReportScope, whtRates: Map<string, string>, rows: InvoiceReportBase[]): Promise<InvoiceReportRow[]> {
  const exchangeDates = await ctx.erp.listPortalInvoiceExchangeDates({ instance: scope.instance, portalInvoiceIds: rows.map((r) => r.id) });
  const exchangeDateOf = new Map(exchangeDates.map((e) => [e.portalInvoiceId, e.exchangeDate]));
  // Field by field: a rest and spread of every row cost more than the rest of the mapping.
  return rows.map((r) => ({
    id: r.id,
    invoiceType: r.invoiceType,
    orgId: r.orgId,
    vendorId: r.vendorId,
    instance: r.instance,
    invoiceNo: r.invoiceNo,
    invoiceDate: r.invoiceDate,
    taxNo: r.taxNo,
    taxDate: r.taxDate,
    exchangeDate: exchangeDateOf.get(r.id) ?? null,
    currencyCode: r.currencyCode,
    amount: r.amount,
    taxAmount: r.taxAmount,
    serviceAmount: r.serviceAmount,
    totalAmount: r.totalAmount,
    whtCode: r.whtCode,
    whtRate: r.whtCode ? (whtRates.get(withholdingKey(r.invoiceType, r.whtCode)) ?? null) : null,
    pphAmount: r.pphAmount,
    status: r.status,
  }));
}

/** A tax code by its kind and name: the ERP's codes share names across kinds. */
const taxCodeKey = (kind: TaxKind, code: string) => `${kind}:${code}`;

/** A withholding code as an invoice carries it: a PO invoice's is a PPh code, a non-PO or proxy invoice's a WHT code. */
const withholdingKey = (invoiceType: string, code: string) => taxCodeKey(invoiceKindOf(invoiceType) === 'PO' ? 'PPH' : 'WHT', code);

/** Rates of the withholding codes the company's invoices may carry, by taxCodeKey (one statement for both kinds). */
async function whtRatesOf(ctx: Ctx, scope: InvoiceReportScope) {
  const codes = await ctx.erp.listTaxCodes(scope.instance, scope.orgId, ['WHT', 'PPH']);
  return new Map(codes.map((c) => [taxCodeKey(c.kind, c.code), c.rate]));
}

/** Invoice report: the supplier's invoices of a company by invoice date, with their amounts. */
export async function invoiceReport(ctx: Ctx, actor: Actor, q: InvoiceReportFilters & PageQuery, signal?: RequestSignal): Promise<Paged<InvoiceReportRow>> {
  const scope = await invoiceReportScope(ctx, actor, q);
  // The page and its count on one cancellable connection (one after the other), the ERP's rates meanwhile.
  const [[rows, total], whtRates] = await Promise.all([
    cancellable(ctx.database, signal, (own) => Promise.all([listReportInvoices(own, scope, pageOf(q)), countReportInvoices(own, scope)])),
    whtRatesOf(ctx, scope),
  ]);
  return { items: await withErpFacts(ctx, scope, whtRates, rows), total, page: q.page, pageSize: q.pageSize };
}

/** Every row of the invoice report, read a page at a time (keyset), for an export of any size. */
export async function invoiceReportRows(ctx: Ctx, actor: Actor, q: InvoiceReportFilters): Promise<RowPages<InvoiceReportRow>> {
  const scope = await invoiceReportScope(ctx, actor, q);
  const whtRates = await whtRatesOf(ctx, scope);
  return rowPages(async function* () {
    let after: { sortDate: string; id: number } | undefined;
    for (;;) {
      const rows = await listReportInvoices(ctx.database.db, scope, { limit: EXPORT_PAGE, after });
      yield await withErpFacts(ctx, scope, whtRates, rows);
      if (rows.length < EXPORT_PAGE) return;
      after = rows.at(-1);
    }
  });
}

/** Invoice history by PO: Search only once a PO is chosen. */
export async function invoiceHistory(ctx: Ctx, actor: Actor, q: InvoiceHistoryQuery, signal?: RequestSignal) {
  const supplier = await supplierOf(ctx, actor, q, true);
  const { poHeaderId } = q;
  if (!poHeaderId) throw badRequest(REPORT_MESSAGES.selectPo);
  return { items: await cancellable(ctx.database, signal, (own) => listInvoicesOfPo(own, { ...supplier, poHeaderId })) };
}
