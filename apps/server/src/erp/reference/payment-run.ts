import { sumMoney } from '@faktura/domain';
import { and, asc, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpApInvoices, erpInvoicePayments, erpPaymentSchedules, erpPayments, erpSupplierBankAccounts } from '../../db/schema/index';
import { int, money } from './format';

/** Any fixed key: one payment run at a time per database (runs on several workers queue up). */
const PAYMENT_RUN_LOCK = 7_310_542_027;

/** Which installments a payment batch pays (what Payables' payment process request selects by). */
export type PaymentSelection = {
  /** Installments due on or before this day. */
  payThroughDate: string;
  /** …and on or after this one (none: however old). */
  payFromDate?: string;
  /** The payments' date; the pay-through date when not given (the scheduled run pays as of its day). */
  paymentDate?: string;
  instance?: string;
  vendorId?: number;
};

/** One payment a batch made. */
export type MadePayment = {
  instance: string;
  checkId: number;
  checkNum: string;
  vendorId: number;
  orgId: number;
  amount: string;
  currency: string;
  bankName: string;
  installments: number;
};

/**
 * The reference ERP's payment run (what Payables' payment process request does): every installment
 * of a portal-submitted invoice due on or before `asOf` and not yet paid is paid in full, one payment
 * (cheque / transfer) per supplier, organisation and currency, dated `asOf`. Returns the number of
 * payments made. Demo history (source MANUAL) is left as seeded.
 */
export async function runPayments(db: Db, asOf: string): Promise<number> {
  return (await payDueInstallments(db, { payThroughDate: asOf })).length;
}

/**
 * A payment batch over the selection: the scheduled run (everything due up to its day) and the
 * operator's batch (a due-date range, perhaps one supplier, paid today) alike.
 */
export async function payDueInstallments(db: Db, selection: PaymentSelection): Promise<MadePayment[]> {
  const paymentDate = selection.paymentDate ?? selection.payThroughDate;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAYMENT_RUN_LOCK})`);
    const s = erpPaymentSchedules;
    const inv = erpApInvoices;
    const due = await tx
      .select({
        instance: s.instance,
        invoiceId: s.invoiceId,
        paymentNum: s.paymentNum,
        amount: s.amountRemaining,
        vendorId: inv.vendorId,
        orgId: inv.orgId,
        currencyCode: inv.currencyCode,
        paymentMethod: inv.paymentMethod,
      })
      .from(s)
      .innerJoin(inv, and(eq(inv.instance, s.instance), eq(inv.invoiceId, s.invoiceId)))
      .where(
        and(
          eq(inv.source, 'PORTAL'),
          gt(s.amountRemaining, '0'),
          lte(s.dueDate, selection.payThroughDate),
          selection.payFromDate ? gte(s.dueDate, selection.payFromDate) : undefined,
          selection.instance ? eq(s.instance, selection.instance) : undefined,
          selection.vendorId ? eq(inv.vendorId, selection.vendorId) : undefined,
        ),
      )
      .orderBy(asc(s.instance), asc(inv.vendorId), asc(s.invoiceId), asc(s.paymentNum));
    const groups = new Map<string, typeof due>();
    for (const d of due) {
      const key = `${d.instance}|${d.vendorId}|${d.orgId}|${d.currencyCode}`;
      groups.set(key, [...(groups.get(key) ?? []), d]);
    }
    const made: MadePayment[] = [];
    for (const installments of groups.values()) {
      const first = installments[0]!;
      const [last] = await tx
        .select({ n: sql<string>`coalesce(max(${erpPayments.checkId}), 0)` })
        .from(erpPayments)
        .where(eq(erpPayments.instance, first.instance));
      const checkId = Math.max(int(last?.n), 80_000_000) + 1;
      const [bank] = await tx
        .select()
        .from(erpSupplierBankAccounts)
        .where(and(eq(erpSupplierBankAccounts.instance, first.instance), eq(erpSupplierBankAccounts.vendorId, int(first.vendorId))))
        .orderBy(asc(erpSupplierBankAccounts.extBankAccountId))
        .limit(1);
      const amount = sumMoney(installments.map((i) => money(i.amount)));
      const bankName = bank?.bankName ?? 'Bank transfer';
      await tx.insert(erpPayments).values({
        instance: first.instance,
        checkId,
        checkNum: `PAY-${checkId}`,
        checkDate: paymentDate,
        vendorId: int(first.vendorId),
        orgId: int(first.orgId),
        amount,
        currencyCode: first.currencyCode,
        paymentMethod: first.paymentMethod ?? 'EFT',
        bankName,
        bankAccountNum: bank?.accountNum ?? '-',
        bankAccountName: bank?.accountName ?? '-',
      });
      for (const i of installments) {
        await tx.insert(erpInvoicePayments).values({ instance: i.instance, checkId, invoiceId: i.invoiceId, paymentNum: i.paymentNum, amount: i.amount });
        await tx
          .update(s)
          .set({ amountRemaining: '0' })
          .where(and(eq(s.instance, i.instance), eq(s.invoiceId, i.invoiceId), eq(s.paymentNum, i.paymentNum)));
        await tx
          .update(inv)
          .set({ amountPaid: sql`${inv.amountPaid} + ${i.amount}` })
          .where(and(eq(inv.instance, i.instance), eq(inv.invoiceId, i.invoiceId)));
      }
      made.push({
        instance: first.instance,
        checkId,
        checkNum: `PAY-${checkId}`,
        vendorId: int(first.vendorId),
        orgId: int(first.orgId),
        amount,
        currency: first.currencyCode,
        bankName,
        installments: installments.length,
      });
    }
    return made;
  });
}

/** Runs the payment run every `minutes` on an unref'd timer (it never holds the process open), as of each run's day. */
export function schedulePaymentRuns(db: Db, minutes: number, onError: (error: unknown) => void): () => void {
  if (minutes <= 0) return () => {};
  const timer = setInterval(
    () => {
      runPayments(db, new Date().toISOString().slice(0, 10)).catch(onError);
    },
    minutes * 60 * 1000,
  );
  timer.unref();
  return () => clearInterval(timer);
}
