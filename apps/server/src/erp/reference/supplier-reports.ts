import { fromScaled, toScaled } from '@faktura/domain';
import { and, asc, count, eq, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpApInvoices, erpInvoicePayments, erpPaymentSchedules, erpPayments, erpSuppliers } from '../../db/schema/erp';
import type { ErpPayment, ErpPaymentSchedule, ErpSettlement, PaymentQuery } from '../port';
import { int, isoDate, isoDateOrNull, money } from './format';

/**
 * Rows a streamed report reads per query: few queries (each joins the supplier's rows again when
 * most of a table is theirs), and still a bounded slice of memory (about 5 MB at 5,000 rows).
 */
const STREAM_PAGE = 5_000;

const inv = erpApInvoices;
const p = erpPayments;
const ip = erpInvoicePayments;
const s = erpPaymentSchedules;

/** Filters shared by both reports: supplier, company, invoice number range. */
function invoiceFilter(q: PaymentQuery): SQL[] {
  return [
    eq(inv.instance, q.instance),
    eq(inv.vendorId, q.vendorId),
    ...(q.orgId !== undefined ? [eq(inv.orgId, q.orgId)] : []),
    ...(q.fromInvoice ? [gte(inv.invoiceNum, q.fromInvoice)] : []),
    ...(q.toInvoice ? [lte(inv.invoiceNum, q.toInvoice)] : []),
  ];
}

const paymentOfLine = and(eq(p.instance, ip.instance), eq(p.checkId, ip.checkId));
const invoiceOfPayment = and(eq(inv.instance, ip.instance), eq(inv.invoiceId, ip.invoiceId));
const invoiceOfSchedule = and(eq(inv.instance, s.instance), eq(inv.invoiceId, s.invoiceId));

/** Payments: dates filter on the payment date. */
function paymentsWhere(q: PaymentQuery, after?: SQL) {
  return and(
    ...invoiceFilter(q),
    eq(p.vendorId, q.vendorId),
    q.fromDate ? gte(p.checkDate, q.fromDate) : undefined,
    q.toDate ? lte(p.checkDate, q.toDate) : undefined,
    after,
  );
}

/** Schedules: dates filter on the invoice date. */
function schedulesWhere(q: PaymentQuery, after?: SQL) {
  return and(...invoiceFilter(q), q.fromDate ? gte(inv.invoiceDate, q.fromDate) : undefined, q.toDate ? lte(inv.invoiceDate, q.toDate) : undefined, after);
}

type Page = { limit?: number; offset?: number };

/** Pages through a report in its own order without OFFSET: each query starts after the last row of the one before. */
async function* keysetPages<Row>(pageSize: number, fetchPage: (after: Row | undefined, limit: number) => Promise<Row[]>): AsyncGenerator<Row> {
  let after: Row | undefined;
  for (;;) {
    const rows = await fetchPage(after, pageSize);
    yield* rows;
    if (rows.length < pageSize) return;
    after = rows.at(-1);
  }
}

/** The payment report and the payment schedule: listed a page at a time, counted, or streamed whole for an export. */
export function createSupplierReports(
  db: Db,
  streamPage = STREAM_PAGE,
): Pick<ErpSettlement, 'listPayments' | 'countPayments' | 'streamPayments' | 'listPaymentSchedules' | 'countPaymentSchedules' | 'streamPaymentSchedules'> {
  /** One row per invoice a payment settled, by payment date, cheque and invoice number (ids break ties). */
  async function payments(q: PaymentQuery, page: Page, after?: SQL) {
    const rows = await db
      .select({
        vendorName: erpSuppliers.name,
        invoiceNum: inv.invoiceNum,
        amount: ip.amount,
        description: inv.description,
        checkNum: p.checkNum,
        bankName: p.bankName,
        bankAccountNum: p.bankAccountNum,
        bankAccountName: p.bankAccountName,
        currencyCode: p.currencyCode,
        exchangeDate: p.exchangeDate,
        paymentDate: p.checkDate,
        checkId: ip.checkId,
        invoiceId: ip.invoiceId,
        paymentNum: ip.paymentNum,
      })
      .from(ip)
      .innerJoin(p, paymentOfLine)
      .innerJoin(inv, invoiceOfPayment)
      .innerJoin(erpSuppliers, and(eq(erpSuppliers.instance, inv.instance), eq(erpSuppliers.vendorId, inv.vendorId)))
      .where(paymentsWhere(q, after))
      .orderBy(asc(p.checkDate), asc(p.checkNum), asc(inv.invoiceNum), asc(ip.checkId), asc(ip.invoiceId), asc(ip.paymentNum))
      .limit(page.limit ?? Number.MAX_SAFE_INTEGER)
      .offset(page.offset ?? 0);
    return rows.map(({ checkId, invoiceId, paymentNum, ...r }) => ({
      row: { ...r, amount: money(r.amount), exchangeDate: isoDateOrNull(r.exchangeDate), paymentDate: isoDate(r.paymentDate) } satisfies ErpPayment,
      key: { checkId: int(checkId), invoiceId: int(invoiceId), paymentNum: int(paymentNum) },
    }));
  }

  /** One row per schedule installment, by invoice date and number, then installment. */
  async function schedules(q: PaymentQuery, page: Page, after?: SQL) {
    const rows = await db
      .select({
        invoiceNum: inv.invoiceNum,
        invoiceAmount: inv.totalAmount,
        invoiceDate: inv.invoiceDate,
        description: inv.description,
        grossAmount: s.grossAmount,
        amountRemaining: s.amountRemaining,
        termsDate: inv.termsDate,
        dueDate: s.dueDate,
        invoiceAmountPaid: inv.amountPaid,
        invoiceId: s.invoiceId,
        paymentNum: s.paymentNum,
      })
      .from(s)
      .innerJoin(inv, invoiceOfSchedule)
      .where(schedulesWhere(q, after))
      .orderBy(asc(inv.invoiceDate), asc(inv.invoiceNum), asc(s.invoiceId), asc(s.paymentNum))
      .limit(page.limit ?? Number.MAX_SAFE_INTEGER)
      .offset(page.offset ?? 0);
    return rows.map((r) => ({
      row: {
        invoiceNum: r.invoiceNum,
        invoiceAmount: money(r.invoiceAmount),
        invoiceDate: isoDate(r.invoiceDate),
        description: r.description,
        amountPaid: fromScaled(toScaled(money(r.grossAmount)) - toScaled(money(r.amountRemaining))),
        termsDate: isoDate(r.termsDate ?? r.invoiceDate),
        paymentSchedule: isoDate(r.dueDate),
        invoiceAmountPaid: money(r.invoiceAmountPaid),
      } satisfies ErpPaymentSchedule,
      key: { invoiceId: int(r.invoiceId), paymentNum: int(r.paymentNum) },
    }));
  }

  return {
    async listPayments(q) {
      return (await payments(q, q)).map((x) => x.row);
    },
    async countPayments(q) {
      const [row] = await db.select({ n: count() }).from(ip).innerJoin(p, paymentOfLine).innerJoin(inv, invoiceOfPayment).where(paymentsWhere(q));
      return int(row?.n);
    },
    async *streamPayments(q) {
      const pages = keysetPages<Awaited<ReturnType<typeof payments>>[number]>(streamPage, (last, limit) =>
        payments(
          q,
          { limit },
          // The plain date bound lets the payments index (instance, vendor, date) start where the last page ended.
          last &&
            sql`${p.checkDate} >= ${last.row.paymentDate}::date and (${p.checkDate}, ${p.checkNum}, ${inv.invoiceNum}, ${ip.checkId}, ${ip.invoiceId}, ${ip.paymentNum}) >
              (${last.row.paymentDate}::date, ${last.row.checkNum}, ${last.row.invoiceNum}, ${last.key.checkId}, ${last.key.invoiceId}, ${last.key.paymentNum})`,
        ),
      );
      for await (const x of pages) yield x.row;
    },
    async listPaymentSchedules(q) {
      return (await schedules(q, q)).map((x) => x.row);
    },
    async countPaymentSchedules(q) {
      const [row] = await db.select({ n: count() }).from(s).innerJoin(inv, invoiceOfSchedule).where(schedulesWhere(q));
      return int(row?.n);
    },
    async *streamPaymentSchedules(q) {
      const pages = keysetPages<Awaited<ReturnType<typeof schedules>>[number]>(streamPage, (last, limit) =>
        schedules(
          q,
          { limit },
          last &&
            sql`${inv.invoiceDate} >= ${last.row.invoiceDate}::date and (${inv.invoiceDate}, ${inv.invoiceNum}, ${s.invoiceId}, ${s.paymentNum}) >
              (${last.row.invoiceDate}::date, ${last.row.invoiceNum}, ${last.key.invoiceId}, ${last.key.paymentNum})`,
        ),
      );
      for await (const x of pages) yield x.row;
    },
  };
}

/** The ERP's exchange dates of the invoices the portal submitted (the invoice report's EXCHANGE_DATE). */
export function createInvoiceExchangeDates(db: Db): Pick<ErpSettlement, 'listPortalInvoiceExchangeDates'> {
  return {
    async listPortalInvoiceExchangeDates({ instance, portalInvoiceIds }) {
      if (!portalInvoiceIds.length) return [];
      const rows = await db
        .select({ portalInvoiceId: inv.portalInvoiceId, exchangeDate: inv.exchangeDate })
        .from(inv)
        .where(and(eq(inv.instance, instance), inArray(inv.portalInvoiceId, portalInvoiceIds), isNotNull(inv.exchangeDate)));
      return rows.map((r) => ({ portalInvoiceId: int(r.portalInvoiceId), exchangeDate: isoDate(r.exchangeDate) }));
    },
  };
}
