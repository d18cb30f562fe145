import { fromScaled, toScaled } from '@faktura/domain';
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpApInvoices, erpDebitNotes, erpPaymentSchedules, erpPayments } from '../../db/schema/index';
import type { ErpStatements, ErpSupplierLedgerEntry } from '../port';
import { isoDate, isoDateOrNull, money, text } from './format';

const KIND_ORDER: Record<ErpSupplierLedgerEntry['kind'], number> = { INVOICE: 0, DEBIT_NOTE: 1, PAYMENT: 2 };

/** The supplier ledger from erp_ap_invoices (all sources), erp_payment_schedules, erp_debit_notes and erp_payments. */
export function createStatements(db: Db): ErpStatements {
  const i = erpApInvoices;
  const s = erpPaymentSchedules;
  const d = erpDebitNotes;
  const p = erpPayments;
  return {
    async getSupplierLedger({ instance, vendorId, orgId, from, to }) {
      // The opening balance is summed in the database: a supplier with years of history sends three rows, not thousands.
      const [invBefore, dnBefore, payBefore] = await Promise.all([
        db
          .select({ currency: i.currencyCode, total: sql<string>`coalesce(sum(${i.totalAmount}), 0)` })
          .from(i)
          .where(and(eq(i.instance, instance), eq(i.vendorId, vendorId), eq(i.orgId, orgId), lt(i.invoiceDate, from)))
          .groupBy(i.currencyCode),
        db
          .select({ currency: d.currencyCode, total: sql<string>`coalesce(sum(${d.amount} + ${d.taxAmount}), 0)` })
          .from(d)
          .where(and(eq(d.instance, instance), eq(d.vendorId, vendorId), eq(d.orgId, orgId), lt(d.dnDate, from)))
          .groupBy(d.currencyCode),
        db
          .select({ currency: p.currencyCode, total: sql<string>`coalesce(sum(${p.amount}), 0)` })
          .from(p)
          .where(and(eq(p.instance, instance), eq(p.vendorId, vendorId), eq(p.orgId, orgId), lt(p.checkDate, from)))
          .groupBy(p.currencyCode),
      ]);
      const openingCents = new Map<string, bigint>();
      const add = (currency: string, amount: string, sign: 1n | -1n) => {
        const cents = toScaled(money(amount));
        openingCents.set(currency, (openingCents.get(currency) ?? 0n) + sign * cents);
      };
      for (const r of invBefore) add(text(r.currency), String(r.total), 1n);
      for (const r of dnBefore) add(text(r.currency), String(r.total), -1n);
      for (const r of payBefore) add(text(r.currency), String(r.total), -1n);
      const opening = [...openingCents.entries()].map(([currency, cents]) => ({ currency, amount: fromScaled(cents) }));

      // Joined and grouped rather than correlated subqueries: drizzle writes a single-table select's columns
      // unqualified, so a subquery's "invoice_id = invoice_id" compared the schedule with itself and summed every
      // schedule of the ERP into each invoice.
      const onSchedules = and(eq(s.instance, i.instance), eq(s.invoiceId, i.invoiceId));
      const remaining = sql<string>`coalesce(sum(${s.amountRemaining}), 0)`;
      const [invoices, debitNotes, payments, open] = await Promise.all([
        db
          .select({
            date: i.invoiceDate,
            reference: i.invoiceNum,
            currency: i.currencyCode,
            amount: i.totalAmount,
            dueDate: sql<string | null>`min(${s.dueDate})`,
          })
          .from(i)
          .leftJoin(s, onSchedules)
          .where(and(eq(i.instance, instance), eq(i.vendorId, vendorId), eq(i.orgId, orgId), gte(i.invoiceDate, from), lte(i.invoiceDate, to)))
          .groupBy(i.instance, i.invoiceId),
        db
          .select({ date: d.dnDate, reference: d.dnNo, currency: d.currencyCode, amount: sql<string>`${d.amount} + ${d.taxAmount}` })
          .from(d)
          .where(and(eq(d.instance, instance), eq(d.vendorId, vendorId), eq(d.orgId, orgId), gte(d.dnDate, from), lte(d.dnDate, to))),
        db
          .select({ date: p.checkDate, reference: p.checkNum, currency: p.currencyCode, amount: p.amount })
          .from(p)
          .where(and(eq(p.instance, instance), eq(p.vendorId, vendorId), eq(p.orgId, orgId), gte(p.checkDate, from), lte(p.checkDate, to))),
        db
          .select({
            reference: i.invoiceNum,
            currency: i.currencyCode,
            // The earliest installment still open decides the bucket.
            dueDate: sql<string | null>`min(case when ${s.amountRemaining} <> 0 then ${s.dueDate} end)`,
            openAmount: remaining,
          })
          .from(i)
          .innerJoin(s, onSchedules)
          .where(and(eq(i.instance, instance), eq(i.vendorId, vendorId), eq(i.orgId, orgId), lte(i.invoiceDate, to)))
          .groupBy(i.instance, i.invoiceId)
          .having(sql`${remaining} <> 0`),
      ]);
      const entry = (
        kind: ErpSupplierLedgerEntry['kind'],
        r: { date: unknown; reference: unknown; currency: unknown; amount: unknown; dueDate?: unknown },
      ): ErpSupplierLedgerEntry => ({
        kind,
        date: isoDate(r.date),
        reference: text(r.reference),
        currency: text(r.currency),
        amount: money(r.amount),
        dueDate: isoDateOrNull(r.dueDate ?? null),
      });
      return {
        opening,
        // In date order, the same on every engine (a grouped query's rows come in no order of their own).
        entries: [
          ...invoices.map((r) => entry('INVOICE', r)),
          ...debitNotes.map((r) => entry('DEBIT_NOTE', r)),
          ...payments.map((r) => entry('PAYMENT', r)),
        ].sort((a, b) => a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.reference.localeCompare(b.reference)),
        openInvoices: open.map((r) => ({
          reference: text(r.reference),
          currency: text(r.currency),
          dueDate: isoDateOrNull(r.dueDate),
          openAmount: money(r.openAmount),
        })),
      };
    },
  };
}
