import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpApInvoices, erpInvoicePayments, erpPayments } from '../../db/schema/index';
import type { ErpSettlement } from '../port';
import { int, isoDate, money } from './format';
import { withCompiledRows } from '../../db/row-mapper';

/**
 * What the ERP paid on some of the portal's invoices of one instance, prepared once per ERP: every
 * invoice list page asks it, and building the statement cost more than PostgreSQL's running it
 * (the portal's ids are one array parameter, so one statement serves any page).
 */
function preparePortalPayments(db: Db) {
  const inv = erpApInvoices;
  const ip = erpInvoicePayments;
  const p = erpPayments;
  return withCompiledRows(
    db
      .select({
        portalInvoiceId: inv.portalInvoiceId,
        amountPaid: sql<string>`sum(${ip.amount})`,
        // The latest payment: its date, and its cheque number (the highest, for two on one day).
        paymentDate: sql<string>`max(${p.checkDate})`,
        checkNum: sql<string>`(array_agg(${p.checkNum} order by ${p.checkDate} desc, ${p.checkId} desc))[1]`,
        currencyCode: sql<string>`min(${p.currencyCode})`,
      })
      .from(inv)
      .innerJoin(ip, and(eq(ip.instance, inv.instance), eq(ip.invoiceId, inv.invoiceId)))
      .innerJoin(p, and(eq(p.instance, ip.instance), eq(p.checkId, ip.checkId)))
      .where(and(eq(inv.instance, sql.placeholder('instance')), sql`${inv.portalInvoiceId} = any(${sql.placeholder('portalInvoiceIds')})`))
      .groupBy(inv.portalInvoiceId)
      .prepare('erp_portal_invoice_payments'),
  );
}

/** What the ERP paid on the invoices the portal submitted: the total, and the latest payment's date and cheque. */
export function createPortalPayments(db: Db): Pick<ErpSettlement, 'listPortalInvoicePayments'> {
  const paymentsOf = preparePortalPayments(db);
  return {
    async listPortalInvoicePayments({ instance, portalInvoiceIds }) {
      if (!portalInvoiceIds.length) return [];
      const rows = await paymentsOf.execute({ instance, portalInvoiceIds });
      return rows.map((r) => ({
        portalInvoiceId: int(r.portalInvoiceId),
        amountPaid: money(r.amountPaid),
        paymentDate: isoDate(r.paymentDate),
        checkNum: r.checkNum,
        currencyCode: r.currencyCode,
      }));
    },
  };
}
