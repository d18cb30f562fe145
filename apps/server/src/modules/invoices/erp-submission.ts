import { fromScaled, money, sumMoney, toScaled } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import type { ErpInvoiceSubmission } from '../../erp/port';
import { enqueue, newIdempotencyKey } from '../../outbox/enqueue';
import type { InvoiceRow } from './repo';
import * as repo from './repo';

const quantity = (value: string | null) => (value === null ? null : fromScaled(toScaled(value, 3), 3));

/**
 * The invoice as the ERP's open interface receives it: ITEM lines as the portal holds them (a
 * receipt-matched line takes its account from the PO, any other line its own account or the
 * invoice's charge account), the amount before tax, the tax, and the withholding (PPh) the ERP
 * keeps back when it pays.
 */
async function buildSubmission(tx: DbOrTx, invoice: InvoiceRow, idempotencyKey: string): Promise<ErpInvoiceSubmission> {
  const lines = await repo.findInvoiceLines(tx, invoice.id);
  return {
    instance: invoice.instance,
    idempotencyKey,
    orgId: invoice.orgId,
    portalInvoiceId: invoice.id,
    invoiceNo: invoice.invoiceNo,
    invoiceDate: invoice.invoiceDate ?? '',
    glDate: invoice.glDate,
    vendorId: invoice.vendorId,
    vendorSiteId: invoice.vendorSiteId,
    currencyCode: invoice.currencyCode,
    invoiceAmount: money(invoice.invoiceAmount),
    taxAmount: money(invoice.taxAmount),
    totalAmount: sumMoney([invoice.invoiceAmount, invoice.taxAmount]),
    withholdingAmount: money(invoice.pphAmount),
    description: invoice.description,
    termId: invoice.termId,
    paymentMethod: invoice.paymentMethod,
    payGroup: invoice.payGroup,
    lines: lines.map((l) => ({
      lineNum: l.lineNum,
      amount: money(l.amount),
      description: l.itemDescription,
      rcvTransactionId: l.rcvTransactionId,
      quantity: quantity(l.quantity),
      ccid: l.coaId ?? (l.rcvTransactionId === null ? invoice.ccid : null),
      vatCode: l.vatCode,
    })),
  };
}

/**
 * SUBMIT_TO_ERP's outbox rows, written by the status writer in its transaction: each invoice (as
 * it is after the change; the status writer holds its lock) snapshotted into a submission.
 */
export async function enqueueErpSubmissions(tx: DbOrTx, invoiceIds: number[]): Promise<void> {
  for (const invoice of await repo.lockInvoices(tx, invoiceIds)) {
    const idempotencyKey = newIdempotencyKey();
    const payload = await buildSubmission(tx, invoice, idempotencyKey);
    await enqueue(tx, { kind: 'AP_INVOICE', instance: invoice.instance, invoiceId: invoice.id, idempotencyKey, payload });
  }
}
