import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpApInvoices, erpInvoicePayments, erpPayments } from '../../db/schema/index';
import type { ErpRemittancePayment, ErpRemittances, Instance } from '../port';
import { int, intOrNull, isoDate, money } from './format';

/** Payments (erp_payments) and the invoices each settles (erp_invoice_payments, erp_ap_invoices). */
export function createRemittances(db: Db): ErpRemittances {
  const p = erpPayments;
  const ip = erpInvoicePayments;
  const columns = {
    instance: p.instance,
    checkId: p.checkId,
    checkNum: p.checkNum,
    checkDate: p.checkDate,
    vendorId: p.vendorId,
    orgId: p.orgId,
    amount: p.amount,
    currencyCode: p.currencyCode,
    paymentMethod: p.paymentMethod,
    bankName: p.bankName,
    bankAccountNum: p.bankAccountNum,
    bankAccountName: p.bankAccountName,
  };
  type Row = { [K in keyof typeof columns]: unknown };
  /** How many invoices each payment settles, asked in one query for a page of payments. */
  async function invoiceCounts(instance: Instance, checkIds: number[]): Promise<Map<number, number>> {
    if (!checkIds.length) return new Map();
    const rows = await db
      .select({ checkId: ip.checkId, n: sql<number>`count(distinct ${ip.invoiceId})` })
      .from(ip)
      .where(and(eq(ip.instance, instance), inArray(ip.checkId, checkIds)))
      .groupBy(ip.checkId);
    return new Map(rows.map((r) => [int(r.checkId), int(r.n)]));
  }
  const shape = (r: Row, counts: Map<number, number>): ErpRemittancePayment => ({
    instance: r.instance as Instance,
    checkId: int(r.checkId),
    checkNum: String(r.checkNum),
    checkDate: isoDate(r.checkDate),
    vendorId: int(r.vendorId),
    orgId: int(r.orgId),
    amount: money(r.amount),
    currencyCode: String(r.currencyCode),
    paymentMethod: String(r.paymentMethod),
    bankName: String(r.bankName),
    bankAccountNum: String(r.bankAccountNum),
    bankAccountName: String(r.bankAccountName),
    invoiceCount: counts.get(int(r.checkId)) ?? 0,
  });
  return {
    async listRemittancePayments(q) {
      if (!q.vendorIds.length) return { items: [], total: 0 };
      const where: SQL[] = [eq(p.instance, q.instance), inArray(p.vendorId, q.vendorIds)];
      if (q.orgId !== undefined) where.push(eq(p.orgId, q.orgId));
      if (q.fromDate) where.push(gte(p.checkDate, q.fromDate));
      if (q.toDate) where.push(lte(p.checkDate, q.toDate));
      const [rows, totals] = await Promise.all([
        db
          .select(columns)
          .from(p)
          .where(and(...where))
          .orderBy(desc(p.checkDate), desc(p.checkId))
          .limit(q.limit)
          .offset(q.offset),
        db
          .select({ n: count() })
          .from(p)
          .where(and(...where)),
      ]);
      const counts = await invoiceCounts(
        q.instance,
        rows.map((r) => int(r.checkId)),
      );
      return { items: rows.map((r) => shape(r, counts)), total: int(totals[0]?.n) };
    },

    async getRemittancePayment({ instance, checkId }) {
      const [row] = await db
        .select(columns)
        .from(p)
        .where(and(eq(p.instance, instance), eq(p.checkId, checkId)));
      if (!row) return null;
      const inv = erpApInvoices;
      const lines = await db
        .select({
          erpInvoiceId: inv.invoiceId,
          invoiceNum: inv.invoiceNum,
          invoiceDate: inv.invoiceDate,
          totalAmount: inv.totalAmount,
          portalInvoiceId: inv.portalInvoiceId,
          paidAmount: sql<string>`sum(${ip.amount})`,
        })
        .from(ip)
        .innerJoin(inv, and(eq(inv.instance, ip.instance), eq(inv.invoiceId, ip.invoiceId)))
        .where(and(eq(ip.instance, instance), eq(ip.checkId, checkId)))
        .groupBy(inv.invoiceId, inv.invoiceNum, inv.invoiceDate, inv.totalAmount, inv.portalInvoiceId)
        .orderBy(asc(inv.invoiceDate), asc(inv.invoiceNum));
      return {
        ...shape(row, new Map([[checkId, new Set(lines.map((l) => int(l.erpInvoiceId))).size]])),
        invoices: lines.map((l) => ({
          erpInvoiceId: int(l.erpInvoiceId),
          invoiceNum: l.invoiceNum,
          invoiceDate: isoDate(l.invoiceDate),
          totalAmount: money(l.totalAmount),
          paidAmount: money(l.paidAmount),
          portalInvoiceId: intOrNull(l.portalInvoiceId),
        })),
      };
    },

    async listPortalInvoiceRemittances({ instance, portalInvoiceIds }) {
      if (!portalInvoiceIds.length) return [];
      const inv = erpApInvoices;
      const rows = await db
        .select({
          portalInvoiceId: inv.portalInvoiceId,
          checkId: p.checkId,
          checkNum: p.checkNum,
          checkDate: p.checkDate,
          paidAmount: sql<string>`sum(${ip.amount})`,
        })
        .from(ip)
        .innerJoin(inv, and(eq(inv.instance, ip.instance), eq(inv.invoiceId, ip.invoiceId)))
        .innerJoin(p, and(eq(p.instance, ip.instance), eq(p.checkId, ip.checkId)))
        .where(and(eq(ip.instance, instance), inArray(inv.portalInvoiceId, portalInvoiceIds)))
        .groupBy(inv.portalInvoiceId, p.checkId, p.checkNum, p.checkDate)
        .orderBy(asc(p.checkDate), asc(p.checkId));
      return rows.map((r) => ({
        portalInvoiceId: int(r.portalInvoiceId),
        checkId: int(r.checkId),
        checkNum: String(r.checkNum),
        checkDate: isoDate(r.checkDate),
        paidAmount: money(r.paidAmount),
      }));
    },
  };
}
