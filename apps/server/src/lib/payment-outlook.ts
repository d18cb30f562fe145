import {
  dueDateFrom,
  expectedPayDate,
  fromScaled,
  parseInvoiceStatus,
  toScaled,
  type ExpectedPayment,
  type PaidFact,
  type PaymentRunDays,
} from '@faktura/domain';
import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { paymentRuns } from '../db/schema/index';
import type { ErpPort, ErpPortalInvoiceSettlement } from '../erp/port';
import { withCompiledRows } from '../db/row-mapper';

/**
 * The payment outlook of approved invoices (expected pay date, or what was paid), from the ERP's
 * schedule and payments and the company's payment runs through the domain's expectedPayDate.
 * Here, below the modules, because the invoice timeline, the invoice lists and the mail worker's
 * "scheduled" mail all need the same answer and none of them may import the others
 * (docs/decisions/023-expected-date-in-lists-and-scheduled-mail.md).
 */

/**
 * The payment run days of some companies, prepared once per database handle: every invoice list
 * page asks it, building the select cost more than PostgreSQL's running it, and PostgreSQL then
 * plans it once per connection. The companies are two arrays (instances, org ids) paired by position.
 */
function preparePaymentRuns(db: DbOrTx) {
  return withCompiledRows(
    db
      .select({ instance: paymentRuns.instance, orgId: paymentRuns.orgId, weekdays: paymentRuns.weekdays, monthDays: paymentRuns.monthDays })
      .from(paymentRuns)
      .where(
        sql`(${paymentRuns.instance}, ${paymentRuns.orgId}) in (select * from unnest(${sql.placeholder('instances')}::text[], ${sql.placeholder('orgIds')}::int[]))`,
      )
      .prepare('portal_payment_runs'),
  );
}

const paymentRunsQuery = preparedPerDatabase(preparePaymentRuns);

/** The payment run days of these companies (a company without a row pays on the due date). */
async function findPaymentRuns(db: DbOrTx, companies: ReadonlyArray<{ instance: string; orgId: number }>) {
  const unique = [...new Map(companies.map((c) => [`${c.instance}|${c.orgId}`, c])).values()];
  if (!unique.length) return [];
  return paymentRunsQuery(db).execute({ instances: unique.map((c) => c.instance), orgIds: unique.map((c) => c.orgId) });
}

type Ctx = { database: Database; erp: ErpPort };

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
export function expectedPaymentsFor(deps: Ctx, invoices: readonly PayableInvoice[]): Promise<Map<number, PaymentOutlook>> {
  return paymentOutlooks(deps.database.db, deps.erp, invoices);
}

/** expectedPaymentsFor on a database handle (the mail worker's, or a transaction). */
export async function paymentOutlooks(db: DbOrTx, erp: ErpPort, invoices: readonly PayableInvoice[]): Promise<Map<number, PaymentOutlook>> {
  const result = new Map<number, PaymentOutlook>();
  if (!invoices.length) return result;
  const instances = [...new Set(invoices.map((i) => i.instance))];
  const settlements = new Map<number, ErpPortalInvoiceSettlement>();
  const terms = new Map<string, number>();
  // The portal's payment runs and the ERP's reads do not wait for each other: one round trip, not two.
  const [runs] = await Promise.all([
    runsByCompany(db, invoices),
    ...instances.map(async (instance) => {
      const ids = invoices.filter((i) => i.instance === instance).map((i) => i.id);
      const [found, termList] = await Promise.all([
        erp.listPortalInvoiceSettlements({ instance, portalInvoiceIds: ids }),
        invoices.some((i) => i.instance === instance && i.termId !== null) ? erp.listTerms(instance) : Promise.resolve([]),
      ]);
      for (const s of found) settlements.set(s.portalInvoiceId, s);
      for (const t of termList) terms.set(`${instance}|${t.termId}`, t.dueDays);
    }),
  ]);
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
