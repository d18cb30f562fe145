import { and, between, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { debitNoteLines, debitNotes, invoiceLines, invoices } from '../../db/schema/index';

/** Ids per query: bounded IN lists whatever the period's size. */
const CHUNK = 1000;

async function inChunks<T>(ids: number[], read: (part: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await read(ids.slice(i, i + CHUNK))));
  return out;
}

/** The portal's side of paid invoices: header PPh (PO invoices) and the lines that withhold (non-PO). */
export async function findWithholdingInvoices(db: DbOrTx, ids: number[]) {
  const heads = await inChunks(ids, (part) =>
    db
      .select({
        id: invoices.id,
        invoiceNo: invoices.invoiceNo,
        invoiceDate: invoices.invoiceDate,
        taxNoDigits: invoices.taxNoDigits,
        vendorId: invoices.vendorId,
        vendorName: invoices.vendorName,
        currencyCode: invoices.currencyCode,
        invoiceAmount: invoices.invoiceAmount,
        serviceAmount: invoices.serviceAmount,
        pphCode: invoices.pphCode,
        pphAmount: invoices.pphAmount,
        taxRate: invoices.taxRate,
      })
      .from(invoices)
      .where(and(inArray(invoices.id, part), gt(invoices.pphAmount, '0'))),
  );
  const lines = await inChunks(
    heads.map((h) => h.id),
    (part) =>
      db
        .select({
          invoiceId: invoiceLines.invoiceId,
          whtCode: invoiceLines.whtCode,
          whtRate: invoiceLines.whtRate,
          whtAmount: invoiceLines.whtAmount,
          amount: invoiceLines.amount,
        })
        .from(invoiceLines)
        .where(and(inArray(invoiceLines.invoiceId, part), gt(invoiceLines.whtAmount, '0'))),
  );
  return { heads, lines };
}

/** A company's debit notes dated in a period that reverse VAT (tax > 0), with their lines. */
export async function findVatDebitNotes(db: DbOrTx, q: { instance: string; orgId: number; from: string; to: string }) {
  const notes = await db
    .select()
    .from(debitNotes)
    .where(and(eq(debitNotes.instance, q.instance), eq(debitNotes.orgId, q.orgId), between(debitNotes.dnDate, q.from, q.to), gt(debitNotes.taxAmount, '0')))
    .orderBy(debitNotes.dnDate, debitNotes.id);
  const lines = await inChunks(
    notes.map((n) => n.id),
    (part) =>
      db
        .select({
          debitNoteId: debitNoteLines.debitNoteId,
          lineNumber: debitNoteLines.lineNumber,
          quantity: debitNoteLines.quantity,
          amount: debitNoteLines.amount,
        })
        .from(debitNoteLines)
        .where(inArray(debitNoteLines.debitNoteId, part))
        .orderBy(debitNoteLines.debitNoteId, debitNoteLines.lineNumber),
  );
  return { notes, lines };
}
