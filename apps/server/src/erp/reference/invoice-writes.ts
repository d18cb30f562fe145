import { fromScaled, toScaled } from '@faktura/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  erpApInvoiceLines,
  erpApInvoices,
  erpCurrencies,
  erpPaymentSchedules,
  erpRcvTransactions,
  erpSupplierSites,
  erpSuppliers,
  erpTerms,
} from '../../db/schema/erp';
import type { ErpInvoiceSubmission, ErpWrites } from '../port';
import { int, qty } from './format';
import { openQty } from './purchasing';
import { addDays, decimalOrReject, isIsoDate, Rejection, requireSupplierAndOrg, run } from './write-support';

type Writes = Pick<ErpWrites, 'submitInvoice'>;

const DEFAULT_DUE_DAYS = 30;

/** Header and amount checks that need no database. */
function checkInvoiceShape(s: ErpInvoiceSubmission): void {
  if (!s.invoiceNo.trim()) throw new Rejection('Invoice number is required');
  if (!isIsoDate(s.invoiceDate)) throw new Rejection(`Invalid invoice date: ${s.invoiceDate}`);
  if (s.glDate !== null && !isIsoDate(s.glDate)) throw new Rejection(`Invalid GL date: ${s.glDate}`);
  if (s.lines.length === 0) throw new Rejection('Invoice has no lines');
  const lineNums = new Set(s.lines.map((l) => l.lineNum));
  if (lineNums.size !== s.lines.length) throw new Rejection('Invoice line numbers must be unique');
  const invoiceAmount = decimalOrReject(s.invoiceAmount, 'Invoice amount');
  const taxAmount = decimalOrReject(s.taxAmount, 'Tax amount');
  const totalAmount = decimalOrReject(s.totalAmount, 'Total amount');
  const lineSum = s.lines.reduce((acc, l) => acc + decimalOrReject(l.amount, `Line ${l.lineNum} amount`), 0n);
  if (lineSum !== invoiceAmount) {
    throw new Rejection(`Invoice amount ${fromScaled(invoiceAmount)} does not equal the sum of its lines ${fromScaled(lineSum)}`);
  }
  if (invoiceAmount + taxAmount !== totalAmount) {
    throw new Rejection(`Total amount ${fromScaled(totalAmount)} does not equal invoice amount ${fromScaled(invoiceAmount)} plus tax ${fromScaled(taxAmount)}`);
  }
}

/** Raises quantity_billed on each matched receipt, refusing anything beyond its open quantity. */
async function billReceipts(tx: DbOrTx, s: ErpInvoiceSubmission): Promise<void> {
  const t = erpRcvTransactions;
  for (const line of s.lines) {
    if (line.rcvTransactionId === null) continue;
    const q = line.quantity === null ? 0n : decimalOrReject(line.quantity, `Line ${line.lineNum} quantity`, 3);
    if (q <= 0n) throw new Rejection(`Line ${line.lineNum}: a positive quantity is required to match receipt ${line.rcvTransactionId}`);
    const [receipt] = await tx
      .select({ vendorId: t.vendorId, orgId: t.orgId, open: openQty })
      .from(t)
      .where(and(eq(t.instance, s.instance), eq(t.transactionId, line.rcvTransactionId), eq(t.transactionType, 'RECEIVE')))
      .for('update');
    if (!receipt || int(receipt.vendorId) !== s.vendorId || int(receipt.orgId) !== s.orgId) {
      throw new Rejection(`Line ${line.lineNum}: receipt ${line.rcvTransactionId} is not a receipt of supplier ${s.vendorId} in organization ${s.orgId}`);
    }
    const open = toScaled(qty(receipt.open), 3);
    if (q > open) {
      throw new Rejection(
        `Line ${line.lineNum}: quantity ${fromScaled(q, 3)} exceeds the open quantity ${fromScaled(open, 3)} of receipt ${line.rcvTransactionId}`,
      );
    }
    await tx
      .update(t)
      .set({ quantityBilled: sql`${t.quantityBilled} + ${fromScaled(q, 3)}` })
      .where(and(eq(t.instance, s.instance), eq(t.transactionId, line.rcvTransactionId)));
  }
}

async function dueDays(tx: DbOrTx, instance: string, termId: number | null, vendorId: number): Promise<number> {
  const [supplier] = await tx
    .select({ termId: erpSuppliers.termId })
    .from(erpSuppliers)
    .where(and(eq(erpSuppliers.instance, instance), eq(erpSuppliers.vendorId, vendorId)));
  const id = termId ?? supplier?.termId ?? null;
  if (id === null) return DEFAULT_DUE_DAYS;
  const [term] = await tx
    .select({ dueDays: erpTerms.dueDays })
    .from(erpTerms)
    .where(and(eq(erpTerms.instance, instance), eq(erpTerms.termId, id)));
  if (!term) throw new Rejection(`Payment term ${id} does not exist in instance ${instance}`);
  return int(term.dueDays);
}

export function createInvoiceWrites(db: Db): Writes {
  return {
    submitInvoice: (s) =>
      run(
        () =>
          db.transaction(async (tx) => {
            // Retried delivery of an invoice the ERP already took: answer as before (idempotent).
            const [previous] = await tx
              .select({
                invoiceId: erpApInvoices.invoiceId,
                vendorId: erpApInvoices.vendorId,
                invoiceNum: erpApInvoices.invoiceNum,
              })
              .from(erpApInvoices)
              .where(and(eq(erpApInvoices.instance, s.instance), eq(erpApInvoices.portalInvoiceId, s.portalInvoiceId)));
            if (previous && int(previous.vendorId) === s.vendorId && previous.invoiceNum.toUpperCase() === s.invoiceNo.trim().toUpperCase()) {
              return { accepted: true as const, erpId: String(previous.invoiceId) };
            }
            if (previous) throw new Rejection(`Portal invoice ${s.portalInvoiceId} was already imported as ${previous.invoiceNum}`);

            checkInvoiceShape(s);
            const supplierName = await requireSupplierAndOrg(tx, s.instance, s.vendorId, s.orgId);
            if (s.vendorSiteId !== null) {
              const [site] = await tx
                .select({ orgId: erpSupplierSites.orgId })
                .from(erpSupplierSites)
                .where(
                  and(eq(erpSupplierSites.instance, s.instance), eq(erpSupplierSites.vendorSiteId, s.vendorSiteId), eq(erpSupplierSites.vendorId, s.vendorId)),
                );
              if (!site || int(site.orgId) !== s.orgId) {
                throw new Rejection(`Supplier site ${s.vendorSiteId} does not belong to supplier ${s.vendorId} in organization ${s.orgId}`);
              }
            }
            const [currency] = await tx
              .select({ code: erpCurrencies.code })
              .from(erpCurrencies)
              .where(and(eq(erpCurrencies.instance, s.instance), eq(erpCurrencies.code, s.currencyCode), eq(erpCurrencies.enabled, 'Y')));
            if (!currency) throw new Rejection(`Currency ${s.currencyCode} is not enabled in instance ${s.instance}`);
            const [duplicate] = await tx
              .select({ invoiceId: erpApInvoices.invoiceId })
              .from(erpApInvoices)
              .where(
                and(
                  eq(erpApInvoices.instance, s.instance),
                  eq(erpApInvoices.vendorId, s.vendorId),
                  sql`upper(${erpApInvoices.invoiceNum}) = ${s.invoiceNo.trim().toUpperCase()}`,
                ),
              );
            if (duplicate) throw new Rejection(duplicateInvoice(s.invoiceNo, supplierName));
            const days = await dueDays(tx, s.instance, s.termId, s.vendorId);
            await billReceipts(tx, s);

            const [inserted] = await tx
              .insert(erpApInvoices)
              .values({
                instance: s.instance,
                orgId: s.orgId,
                vendorId: s.vendorId,
                vendorSiteId: s.vendorSiteId,
                invoiceNum: s.invoiceNo.trim(),
                invoiceDate: s.invoiceDate,
                glDate: s.glDate ?? s.invoiceDate,
                currencyCode: s.currencyCode,
                invoiceAmount: s.invoiceAmount,
                taxAmount: s.taxAmount,
                totalAmount: s.totalAmount,
                description: s.description,
                termId: s.termId,
                termsDate: s.invoiceDate,
                paymentMethod: s.paymentMethod,
                source: 'PORTAL',
                portalInvoiceId: s.portalInvoiceId,
              })
              .returning({ invoiceId: erpApInvoices.invoiceId });
            const invoiceId = int(inserted?.invoiceId);
            await tx.insert(erpApInvoiceLines).values(
              s.lines.map((l) => ({
                instance: s.instance,
                invoiceId,
                lineNum: l.lineNum,
                amount: l.amount,
                description: l.description,
                rcvTransactionId: l.rcvTransactionId,
                quantity: l.quantity,
                codeCombinationId: l.ccid,
                vatCode: l.vatCode,
              })),
            );
            await tx.insert(erpPaymentSchedules).values({
              instance: s.instance,
              invoiceId,
              paymentNum: 1,
              dueDate: addDays(s.invoiceDate, days),
              grossAmount: s.totalAmount,
              amountRemaining: s.totalAmount,
            });
            return { accepted: true as const, erpId: String(invoiceId) };
          }),
        duplicateInvoice(s.invoiceNo, `${s.vendorId}`),
      ),
  };
}

function duplicateInvoice(invoiceNo: string, supplier: string): string {
  return `Invoice number ${invoiceNo} already exists for supplier ${supplier}`;
}
