import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpApInvoices, erpInvoicePayments, erpPaymentSchedules, erpPayments } from '../../db/schema/index';
import type { ErpInvoiceSettlements, ErpPortalInvoiceSettlement } from '../port';
import { int, isoDate, money, text } from './format';

/** The installments and payments of the invoices the portal submitted (erp_payment_schedules, erp_invoice_payments). */
export function createInvoiceSettlements(db: Db): ErpInvoiceSettlements {
  return {
    async listPortalInvoiceSettlements({ instance, portalInvoiceIds }) {
      if (!portalInvoiceIds.length) return [];
      const inv = erpApInvoices;
      const headers = await db
        .select({ invoiceId: inv.invoiceId, portalInvoiceId: inv.portalInvoiceId, currencyCode: inv.currencyCode, totalAmount: inv.totalAmount })
        .from(inv)
        .where(and(eq(inv.instance, instance), inArray(inv.portalInvoiceId, portalInvoiceIds)))
        .orderBy(asc(inv.portalInvoiceId));
      if (!headers.length) return [];
      const ids = headers.map((h) => int(h.invoiceId));
      const s = erpPaymentSchedules;
      const schedules = await db
        .select()
        .from(s)
        .where(and(eq(s.instance, instance), inArray(s.invoiceId, ids)))
        .orderBy(asc(s.invoiceId), asc(s.paymentNum));
      const ip = erpInvoicePayments;
      const p = erpPayments;
      const payments = await db
        .select({ invoiceId: ip.invoiceId, amount: ip.amount, checkNum: p.checkNum, checkDate: p.checkDate, checkId: p.checkId, bankName: p.bankName })
        .from(ip)
        .innerJoin(p, and(eq(p.instance, ip.instance), eq(p.checkId, ip.checkId)))
        .where(and(eq(ip.instance, instance), inArray(ip.invoiceId, ids)))
        .orderBy(asc(p.checkDate), asc(p.checkId), asc(ip.paymentNum));
      return headers.map((h): ErpPortalInvoiceSettlement => ({
        portalInvoiceId: int(h.portalInvoiceId),
        erpInvoiceId: text(h.invoiceId),
        currencyCode: h.currencyCode,
        totalAmount: money(h.totalAmount),
        installments: schedules
          .filter((x) => int(x.invoiceId) === int(h.invoiceId))
          .map((x) => ({
            paymentNum: int(x.paymentNum),
            dueDate: isoDate(x.dueDate),
            grossAmount: money(x.grossAmount),
            amountRemaining: money(x.amountRemaining),
          })),
        payments: payments
          .filter((x) => int(x.invoiceId) === int(h.invoiceId))
          .map((x) => ({ checkNum: x.checkNum, paymentDate: isoDate(x.checkDate), amount: money(x.amount), bankName: x.bankName || null })),
      }));
    },
  };
}
