import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpApInvoices, erpInvoicePayments, erpPaymentSchedules, erpPayments } from '../../db/schema/index';
import type { ErpInvoiceSettlements, ErpPortalInvoiceSettlement } from '../port';
import { int, isoDate, money, text } from './format';
import { withCompiledRows } from '../../db/row-mapper';

/**
 * The three reads, prepared once per ERP: every invoice list page asks them, and building the
 * statements cost more than PostgreSQL's running them. Ids are one array parameter each, so one
 * statement serves any page.
 */
function prepareSettlementReads(db: Db) {
  const inv = erpApInvoices;
  const s = erpPaymentSchedules;
  const ip = erpInvoicePayments;
  const p = erpPayments;
  const instance = sql.placeholder('instance');
  const ids = sql.placeholder('ids');
  return {
    headers: withCompiledRows(
      db
        .select({ invoiceId: inv.invoiceId, portalInvoiceId: inv.portalInvoiceId, currencyCode: inv.currencyCode, totalAmount: inv.totalAmount })
        .from(inv)
        .where(and(eq(inv.instance, instance), sql`${inv.portalInvoiceId} = any(${ids})`))
        .orderBy(asc(inv.portalInvoiceId))
        .prepare('erp_portal_invoice_headers'),
    ),
    schedules: withCompiledRows(
      db
        .select()
        .from(s)
        .where(and(eq(s.instance, instance), sql`${s.invoiceId} = any(${ids})`))
        .orderBy(asc(s.invoiceId), asc(s.paymentNum))
        .prepare('erp_portal_invoice_schedules'),
    ),
    payments: withCompiledRows(
      db
        .select({ invoiceId: ip.invoiceId, amount: ip.amount, checkNum: p.checkNum, checkDate: p.checkDate, checkId: p.checkId, bankName: p.bankName })
        .from(ip)
        .innerJoin(p, and(eq(p.instance, ip.instance), eq(p.checkId, ip.checkId)))
        .where(and(eq(ip.instance, instance), sql`${ip.invoiceId} = any(${ids})`))
        .orderBy(asc(p.checkDate), asc(p.checkId), asc(ip.paymentNum))
        .prepare('erp_portal_invoice_settled'),
    ),
  };
}

/** The installments and payments of the invoices the portal submitted (erp_payment_schedules, erp_invoice_payments). */
export function createInvoiceSettlements(db: Db): ErpInvoiceSettlements {
  const reads = prepareSettlementReads(db);
  return {
    async listPortalInvoiceSettlements({ instance, portalInvoiceIds }) {
      if (!portalInvoiceIds.length) return [];
      const headers = await reads.headers.execute({ instance, ids: portalInvoiceIds });
      if (!headers.length) return [];
      const ids = headers.map((h) => int(h.invoiceId));
      // Both need only the ERP's invoice ids: asked together, one round trip instead of two.
      const [schedules, payments] = await Promise.all([reads.schedules.execute({ instance, ids }), reads.payments.execute({ instance, ids })]);
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
