import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpDebitNoteLines, erpDebitNotes, erpPoHeaders } from '../../db/schema/erp';
import type { ErpSettlement } from '../port';
import { int, isoDate, money, qty, unitPrice } from './format';
import { createPortalPayments } from './portal-payments';
import { createInvoiceExchangeDates, createSupplierReports } from './supplier-reports';

/** Payments, payment schedules (supplier-reports.ts) and debit notes. */
export function createSettlement(db: Db): ErpSettlement {
  return {
    ...createPortalPayments(db),
    ...createSupplierReports(db),
    ...createInvoiceExchangeDates(db),
    async listDebitNotes({ instance, orgId, vendorId }) {
      const dn = erpDebitNotes;
      const headers = await db
        .select()
        .from(dn)
        .where(and(eq(dn.instance, instance), eq(dn.orgId, orgId), eq(dn.vendorId, vendorId)))
        .orderBy(asc(dn.dnDate), asc(dn.debitNoteId));
      if (headers.length === 0) return [];
      const l = erpDebitNoteLines;
      const lines = await db
        .select({
          debitNoteId: l.debitNoteId,
          poHeaderId: l.poHeaderId,
          poLineId: l.poLineId,
          poNumber: erpPoHeaders.poNumber,
          lineNumber: l.lineNumber,
          itemDescription: l.itemDescription,
          uom: l.uom,
          unitPrice: l.unitPrice,
          quantity: l.quantity,
          amount: l.amount,
        })
        .from(l)
        .innerJoin(erpPoHeaders, and(eq(erpPoHeaders.instance, l.instance), eq(erpPoHeaders.poHeaderId, l.poHeaderId)))
        .where(
          and(
            eq(l.instance, instance),
            inArray(
              l.debitNoteId,
              headers.map((h) => h.debitNoteId),
            ),
          ),
        )
        .orderBy(asc(l.debitNoteId), asc(l.lineNumber));
      return headers.map((h) => ({
        instance: h.instance,
        orgId: int(h.orgId),
        vendorId: int(h.vendorId),
        debitNoteId: int(h.debitNoteId),
        dnNo: h.dnNo,
        dnDate: isoDate(h.dnDate),
        description: h.description,
        currencyCode: h.currencyCode,
        amount: money(h.amount),
        taxAmount: money(h.taxAmount),
        lines: lines
          .filter((x) => int(x.debitNoteId) === int(h.debitNoteId))
          .map(({ debitNoteId: _, ...x }) => ({
            ...x,
            poHeaderId: int(x.poHeaderId),
            poLineId: int(x.poLineId),
            lineNumber: int(x.lineNumber),
            unitPrice: unitPrice(x.unitPrice),
            quantity: qty(x.quantity),
            amount: money(x.amount),
          })),
      }));
    },
  };
}
