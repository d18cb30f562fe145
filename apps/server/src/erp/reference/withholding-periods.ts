import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpApInvoices, erpInvoicePayments, erpPayments } from '../../db/schema/index';
import type { ErpWithholdingPeriods } from '../port';
import { int, isoDate } from './format';

/** First payments of portal invoices (erp_invoice_payments → erp_payments), grouped per invoice. */
export function createWithholdingPeriods(db: Db): ErpWithholdingPeriods {
  return {
    async listPortalInvoicesFirstPaid({ instance, orgId, fromDate, toDate }) {
      const inv = erpApInvoices;
      const ip = erpInvoicePayments;
      const p = erpPayments;
      const first = sql<string>`min(${p.checkDate})`;
      const rows = await db
        .select({ portalInvoiceId: inv.portalInvoiceId, firstPaymentDate: first })
        .from(ip)
        .innerJoin(inv, and(eq(inv.instance, ip.instance), eq(inv.invoiceId, ip.invoiceId)))
        .innerJoin(p, and(eq(p.instance, ip.instance), eq(p.checkId, ip.checkId)))
        .where(and(eq(ip.instance, instance), eq(inv.orgId, orgId), isNotNull(inv.portalInvoiceId)))
        .groupBy(inv.portalInvoiceId)
        .having(sql`${first} between ${fromDate} and ${toDate}`)
        .orderBy(asc(first), asc(inv.portalInvoiceId));
      return rows.map((r) => ({ portalInvoiceId: int(r.portalInvoiceId), firstPaymentDate: isoDate(r.firstPaymentDate) }));
    },
  };
}
