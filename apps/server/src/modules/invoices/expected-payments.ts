import { listExpectedPayment, parseInvoiceStatus, type ListExpectedPayment } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import type { ErpPort } from '../../erp/port';
import { paymentOutlooks } from '../../lib/payment-outlook';

/** Approved inside the portal, on its way into the ERP, or in the ERP's payables: the buyer will pay it. */
const APPROVED = new Set(['PROCESSED', 'PROCESSING', 'POSTED']);

type ListedRow = {
  id: number;
  status: string;
  instance: string;
  orgId: number;
  invoiceDate: string | null;
  termId: number | null;
  totalAmount: string;
  currencyCode: string;
};

/**
 * The "Expected payment" of a page of invoices: for the approved ones, the same outlook as the
 * invoice's timeline (lib/payment-outlook: one ERP read of settlements and one of terms per
 * instance for the whole page; the term comes with the page's own query), never a read per row.
 */
export async function expectedPaymentsOfPage(db: DbOrTx, erp: ErpPort, rows: readonly ListedRow[]): Promise<Map<number, ListExpectedPayment>> {
  const approved = rows.filter((r) => APPROVED.has(parseInvoiceStatus(r.status) ?? ''));
  const found = new Map<number, ListExpectedPayment>();
  if (!approved.length) return found;
  const outlooks = await paymentOutlooks(db, erp, approved);
  for (const r of approved) {
    const cell = listExpectedPayment(outlooks.get(r.id));
    if (cell) found.set(r.id, cell);
  }
  return found;
}
