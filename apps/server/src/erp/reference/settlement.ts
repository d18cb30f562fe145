import { fromScaled, toScaled } from '@faktura/domain';
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  erpApInvoices,
  erpDebitNoteLines,
  erpDebitNotes,
  erpInvoicePayments,
  erpPaymentSchedules,
  erpPayments,
  erpPoHeaders,
  erpSuppliers,
} from '../../db/schema/erp';
import type { ErpSettlement, PaymentQuery } from '../port';
import { int, isoDate, isoDateOrNull, money, qty, unitPrice } from './format';
import { createPortalPayments } from './portal-payments';

const inv = erpApInvoices;

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

/** Payments, payment schedules and debit notes. */
export function createSettlement(db: Db): ErpSettlement {
  return {
    ...createPortalPayments(db),
    /** One row per invoice a payment settled; dates filter on the payment date. */
    async listPayments(q) {
      const p = erpPayments;
      const ip = erpInvoicePayments;
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
        })
        .from(ip)
        .innerJoin(p, and(eq(p.instance, ip.instance), eq(p.checkId, ip.checkId)))
        .innerJoin(inv, and(eq(inv.instance, ip.instance), eq(inv.invoiceId, ip.invoiceId)))
        .innerJoin(erpSuppliers, and(eq(erpSuppliers.instance, inv.instance), eq(erpSuppliers.vendorId, inv.vendorId)))
        .where(
          and(
            ...invoiceFilter(q),
            eq(p.vendorId, q.vendorId),
            q.fromDate ? gte(p.checkDate, q.fromDate) : undefined,
            q.toDate ? lte(p.checkDate, q.toDate) : undefined,
          ),
        )
        .orderBy(asc(p.checkDate), asc(p.checkNum), asc(inv.invoiceNum));
      return rows.map((r) => ({
        ...r,
        amount: money(r.amount),
        exchangeDate: isoDateOrNull(r.exchangeDate),
        paymentDate: isoDate(r.paymentDate),
      }));
    },

    /** One row per schedule installment; dates filter on the invoice date. */
    async listPaymentSchedules(q) {
      const s = erpPaymentSchedules;
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
        })
        .from(s)
        .innerJoin(inv, and(eq(inv.instance, s.instance), eq(inv.invoiceId, s.invoiceId)))
        .where(and(...invoiceFilter(q), q.fromDate ? gte(inv.invoiceDate, q.fromDate) : undefined, q.toDate ? lte(inv.invoiceDate, q.toDate) : undefined))
        .orderBy(asc(inv.invoiceDate), asc(inv.invoiceNum), asc(s.paymentNum));
      return rows.map((r) => ({
        invoiceNum: r.invoiceNum,
        invoiceAmount: money(r.invoiceAmount),
        invoiceDate: isoDate(r.invoiceDate),
        description: r.description,
        amountPaid: fromScaled(toScaled(money(r.grossAmount)) - toScaled(money(r.amountRemaining))),
        termsDate: isoDate(r.termsDate ?? r.invoiceDate),
        /** The installment's due date. */
        paymentSchedule: isoDate(r.dueDate),
      }));
    },

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
