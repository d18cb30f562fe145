import { fromScaled, toScaled } from '@faktura/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  erpApInterfaceRejections,
  erpApInvoiceLines,
  erpApInvoiceLinesInterface,
  erpApInvoices,
  erpApInvoicesInterface,
  erpPaymentSchedules,
  erpRcvTransactions,
} from '../../db/schema/index';
import type { ErpInvoiceResult, ErpInvoiceSubmission, ErpRejection, ErpWrites } from '../port';
import { checkImport, type CheckedInvoice } from './import-checks';
import { int, intOrNull } from './format';
import { addDays } from './write-support';

type Writes = Pick<ErpWrites, 'submitInvoice'>;

/** The interface's SOURCE for what the portal delivers (a user-defined source in EBS). */
const SOURCE = 'FAKTURA_PORTAL';

function rejected(rejections: ErpRejection[]): ErpInvoiceResult {
  return { accepted: false, message: rejections.map((r) => r.message).join('; '), rejections };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The answer an earlier delivery of this key got, when there was one. */
async function earlierAnswer(db: DbOrTx, instance: string, key: string): Promise<ErpInvoiceResult | null> {
  const h = erpApInvoicesInterface;
  const [row] = await db
    .select({ invoiceId: h.invoiceId, status: h.status, created: h.createdInvoiceId })
    .from(h)
    .where(and(eq(h.instance, instance), eq(h.referenceKey1, key)));
  if (!row) return null;
  if (row.status === 'PROCESSED') return { accepted: true, erpId: String(intOrNull(row.created)) };
  const r = erpApInterfaceRejections;
  const rows = await db
    .select({ code: r.rejectLookupCode, message: r.message, lineNum: r.lineNumber })
    .from(r)
    .where(and(eq(r.instance, instance), eq(r.invoiceId, row.invoiceId)))
    .orderBy(asc(r.rejectionId));
  return rejected(rows.map((x) => ({ ...x, lineNum: intOrNull(x.lineNum) })));
}

/** Step 1 of the open interface: the header row and its lines (ITEM lines, then one TAX line). */
async function insertInterfaceRows(tx: DbOrTx, s: ErpInvoiceSubmission): Promise<number> {
  const [header] = await tx
    .insert(erpApInvoicesInterface)
    .values({
      instance: s.instance,
      referenceKey1: s.idempotencyKey,
      source: SOURCE,
      groupId: `${SOURCE}-${s.orgId}`,
      orgId: s.orgId,
      invoiceNum: s.invoiceNo.slice(0, 60),
      invoiceTypeLookupCode: 'STANDARD',
      invoiceDate: s.invoiceDate.slice(0, 30),
      invoiceAmount: s.totalAmount.slice(0, 40),
      invoiceCurrencyCode: s.currencyCode.slice(0, 15),
      vendorId: s.vendorId,
      vendorSiteId: s.vendorSiteId,
      glDate: s.glDate?.slice(0, 30) ?? null,
      termsId: s.termId,
      payGroupLookupCode: s.payGroup,
      paymentMethodCode: s.paymentMethod,
      description: s.description,
      portalInvoiceId: s.portalInvoiceId,
    })
    .returning({ invoiceId: erpApInvoicesInterface.invoiceId });
  const invoiceId = int(header?.invoiceId);
  const items = s.lines.map((l, i) => ({
    instance: s.instance,
    invoiceId,
    lineNumber: i + 1,
    lineTypeLookupCode: 'ITEM',
    amount: l.amount.slice(0, 40),
    description: l.description,
    rcvTransactionId: l.rcvTransactionId,
    quantityInvoiced: l.quantity?.slice(0, 40) ?? null,
    distCodeCombinationId: l.ccid,
    taxClassificationCode: l.vatCode,
  }));
  const tax = {
    instance: s.instance,
    invoiceId,
    lineNumber: items.length + 1,
    lineTypeLookupCode: 'TAX',
    amount: s.taxAmount.slice(0, 40),
    description: 'Tax',
  };
  await tx.insert(erpApInvoiceLinesInterface).values([...items, tax]);
  return invoiceId;
}

/** Step 3, when every check passed: the AP invoice, its lines, its payment schedule, and the receipts billed. */
async function createInvoice(tx: DbOrTx, s: ErpInvoiceSubmission, checked: CheckedInvoice): Promise<number> {
  const [inserted] = await tx
    .insert(erpApInvoices)
    .values({
      instance: s.instance,
      orgId: s.orgId,
      vendorId: s.vendorId,
      vendorSiteId: checked.vendorSiteId,
      invoiceNum: s.invoiceNo.trim(),
      invoiceDate: s.invoiceDate,
      glDate: checked.glDate,
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
  // What the payment run pays: the invoice less the withholding kept back for the tax office.
  const payable = fromScaled(toScaled(s.totalAmount) - toScaled(s.withholdingAmount));
  await tx.insert(erpPaymentSchedules).values({
    instance: s.instance,
    invoiceId,
    paymentNum: 1,
    dueDate: addDays(s.invoiceDate, checked.dueDays),
    grossAmount: payable,
    amountRemaining: payable,
  });
  const t = erpRcvTransactions;
  for (const b of checked.billing) {
    await tx
      .update(t)
      .set({ quantityBilled: sql`${t.quantityBilled} + ${b.quantity}` })
      .where(and(eq(t.instance, s.instance), eq(t.transactionId, b.rcvTransactionId)));
  }
  return invoiceId;
}

/** Steps 2–4 in one transaction: validate, then record the rejections or create the invoice; the interface row keeps the outcome. */
async function importOnce(db: Db, s: ErpInvoiceSubmission): Promise<ErpInvoiceResult> {
  return db.transaction(async (tx) => {
    const earlier = await earlierAnswer(tx, s.instance, s.idempotencyKey);
    if (earlier) return earlier;
    const interfaceId = await insertInterfaceRows(tx, s);
    const h = erpApInvoicesInterface;
    const where = and(eq(h.instance, s.instance), eq(h.invoiceId, interfaceId));
    const check = await checkImport(tx, s);
    if (!check.ok) {
      await tx.insert(erpApInterfaceRejections).values(
        check.rejections.map((r) => ({
          instance: s.instance,
          parentTable: r.lineNum === null ? 'AP_INVOICES_INTERFACE' : 'AP_INVOICE_LINES_INTERFACE',
          invoiceId: interfaceId,
          lineNumber: r.lineNum,
          rejectLookupCode: r.code,
          message: r.message,
        })),
      );
      await tx.update(h).set({ status: 'REJECTED' }).where(where);
      return rejected(check.rejections);
    }
    const created = await createInvoice(tx, s, check.checked);
    await tx.update(h).set({ status: 'PROCESSED', createdInvoiceId: created }).where(where);
    return { accepted: true, erpId: String(created) };
  });
}

/**
 * submitInvoice as the Payables Open Interface does it, idempotent on the submission's key: a
 * second delivery (a retry, or two workers racing) gets the first one's answer, never a second
 * invoice. Two different submissions of one invoice number race on the AP invoice's unique index.
 */
export function createInvoiceWrites(db: Db): Writes {
  return {
    async submitInvoice(s) {
      try {
        return await importOnce(db, s);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Another delivery of this key committed first: its answer. Else another submission took the number.
        const earlier = await earlierAnswer(db, s.instance, s.idempotencyKey);
        if (earlier) return earlier;
        return rejected([
          { code: 'DUPLICATE INVOICE NUMBER', message: `Invoice number ${s.invoiceNo} already exists for supplier ${s.vendorId}`, lineNum: null },
        ]);
      }
    },
  };
}
