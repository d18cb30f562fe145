import { fromScaled, toScaled } from '@faktura/domain';
import { and, asc, count, eq, gte, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpApInvoices, erpInvoicePayments, erpPaymentSchedules, erpPayments, erpSuppliers } from '../../db/schema/erp';
import type { ErpPayment, ErpPaymentSchedule, ErpSettlement, PaymentQuery } from '../port';
import { rowPages } from '../../lib/row-pages';
import { packedRow, preparedTextRows, unpackRow } from './array-rows';
import { int, isoDate, isoDateOrNull, money } from './format';
import { withCompiledRows } from '../../db/row-mapper';

/**
 * Rows a streamed report reads per query: a page is young garbage by the time the next one comes
 * (pages of 5,000 outlived the young generation's collections: twice the collection time and
 * 20–40 MB more RSS at 100,000 rows), and few enough queries that their planning does not count.
 */
const STREAM_PAGE = 2_000;

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
async function* keysetPages<Row>(pageSize: number, fetchPage: (after: Row | undefined, limit: number) => Promise<Row[]>): AsyncGenerator<Row[]> {
  let after: Row | undefined;
  for (;;) {
    const rows = await fetchPage(after, pageSize);
    yield rows;
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

  /**
   * The payment report for an export: the same rows in the same order as `payments`, read a page
   * at a time (keyset), each row as one text (array-rows.ts packedRow), and shaped straight into
   * rows. The supplier's name is the same on every row (one supplier per report): read once, not
   * joined into every page.
   */
  async function* paymentPages(q: PaymentQuery): AsyncGenerator<ErpPayment[]> {
    const [supplier] = await db
      .select({ name: erpSuppliers.name })
      .from(erpSuppliers)
      .where(and(eq(erpSuppliers.instance, q.instance), eq(erpSuppliers.vendorId, q.vendorId)));
    if (!supplier) return;
    const vendorName = supplier.name;
    const free = [inv.invoiceNum, inv.description, p.checkNum, p.bankName, p.bankAccountNum, p.bankAccountName, p.currencyCode];
    // One text per row (array-rows.ts packedRow); its last three values are the keyset's tie-breakers.
    const row = packedRow(
      [
        sql`${inv.invoiceNum}`,
        sql`${ip.amount}::text`,
        sql`${inv.description}`,
        sql`${p.checkNum}`,
        sql`${p.bankName}`,
        sql`${p.bankAccountNum}`,
        sql`${p.bankAccountName}`,
        sql`${p.currencyCode}`,
        sql`coalesce(to_char(${p.exchangeDate}, 'YYYY-MM-DD'), '')`,
        sql`to_char(${p.checkDate}, 'YYYY-MM-DD')`,
        sql`${ip.checkId}::text`,
        sql`${ip.invoiceId}::text`,
        sql`${ip.paymentNum}::text`,
      ],
      free.map((column) => sql`${column}`),
    );
    const select = (after?: SQL) =>
      preparedTextRows(
        db,
        sql`select ${row}
            from ${ip} inner join ${p} on ${paymentOfLine} inner join ${inv} on ${invoiceOfPayment}
            where ${paymentsWhere(q, after)}
            order by ${p.checkDate}, ${p.checkNum}, ${inv.invoiceNum}, ${ip.checkId}, ${ip.invoiceId}, ${ip.paymentNum}
            limit ${streamPage}`,
      );
    const firstPage = select();
    // The plain date bound lets the payments index (instance, vendor, date) start where the last page ended.
    const date = sql`${sql.placeholder('date')}::date`;
    const nextPage = select(
      sql`${p.checkDate} >= ${date} and (${p.checkDate}, ${p.checkNum}, ${inv.invoiceNum}, ${ip.checkId}, ${ip.invoiceId}, ${ip.paymentNum}) >
        (${date}, ${sql.placeholder('checkNum')}, ${sql.placeholder('invoiceNum')}, ${sql.placeholder('checkId')}::int, ${sql.placeholder('invoiceId')}::int, ${sql.placeholder('paymentNum')}::int)`,
    );
    const page = (after?: string[]) =>
      after
        ? nextPage({ date: after[9], checkNum: after[3], invoiceNum: after[0], checkId: after[10], invoiceId: after[11], paymentNum: after[12] })
        : firstPage();
    let last: string[] | undefined;
    for (;;) {
      const texts = await page(last);
      const rows = new Array<ErpPayment>(texts.length);
      for (let i = 0; i < texts.length; i += 1) {
        // The keyset's three values are split out of a page's last row only.
        const r = unpackRow(texts[i]![0]!, 13, 10);
        rows[i] = {
          vendorName,
          invoiceNum: r[0]!,
          amount: r[1]!,
          description: r[2]!,
          checkNum: r[3]!,
          bankName: r[4]!,
          bankAccountNum: r[5]!,
          bankAccountName: r[6]!,
          currencyCode: r[7]!,
          exchangeDate: r[8] || null,
          paymentDate: r[9]!,
        };
      }
      last = texts.length ? unpackRow(texts[texts.length - 1]![0]!, 13) : undefined;
      yield rows;
      if (texts.length < streamPage) return;
    }
  }

  return {
    async listPayments(q) {
      return (await payments(q, q)).map((x) => x.row);
    },
    async countPayments(q) {
      const [row] = await db.select({ n: count() }).from(ip).innerJoin(p, paymentOfLine).innerJoin(inv, invoiceOfPayment).where(paymentsWhere(q));
      return int(row?.n);
    },
    streamPayments(q) {
      return rowPages(() => paymentPages(q));
    },
    async listPaymentSchedules(q) {
      return (await schedules(q, q)).map((x) => x.row);
    },
    async countPaymentSchedules(q) {
      const [row] = await db.select({ n: count() }).from(s).innerJoin(inv, invoiceOfSchedule).where(schedulesWhere(q));
      return int(row?.n);
    },
    streamPaymentSchedules(q) {
      return rowPages(async function* () {
        const pages = keysetPages<Awaited<ReturnType<typeof schedules>>[number]>(streamPage, (last, limit) =>
          schedules(
            q,
            { limit },
            last &&
              sql`${inv.invoiceDate} >= ${last.row.invoiceDate}::date and (${inv.invoiceDate}, ${inv.invoiceNum}, ${s.invoiceId}, ${s.paymentNum}) >
              (${last.row.invoiceDate}::date, ${last.row.invoiceNum}, ${last.key.invoiceId}, ${last.key.paymentNum})`,
          ),
        );
        for await (const page of pages) yield page.map((x) => x.row);
      });
    },
  };
}

/** The ERP's exchange dates of the invoices the portal submitted (the invoice report's EXCHANGE_DATE). */
export function createInvoiceExchangeDates(db: Db): Pick<ErpSettlement, 'listPortalInvoiceExchangeDates'> {
  // Prepared once per ERP, the portal's ids one array parameter: the invoice report asks it on every
  // page, and building the select cost more than PostgreSQL's running it.
  const exchangeDates = withCompiledRows(
    db
      .select({ portalInvoiceId: inv.portalInvoiceId, exchangeDate: inv.exchangeDate })
      .from(inv)
      .where(and(eq(inv.instance, sql.placeholder('instance')), sql`${inv.portalInvoiceId} = any(${sql.placeholder('ids')})`, isNotNull(inv.exchangeDate)))
      .prepare('erp_portal_invoice_exchange_dates'),
  );
  return {
    async listPortalInvoiceExchangeDates({ instance, portalInvoiceIds }) {
      if (!portalInvoiceIds.length) return [];
      const rows = await exchangeDates.execute({ instance, ids: portalInvoiceIds });
      return rows.map((r) => ({ portalInvoiceId: int(r.portalInvoiceId), exchangeDate: isoDate(r.exchangeDate) }));
    },
  };
}
