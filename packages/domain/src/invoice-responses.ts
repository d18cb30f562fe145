import { z } from 'zod';
import { idParamSchema, queryInt, INT4_MAX } from './common';
import {
  SUPPLIER_STATUS_CODES,
  SUPPLIER_STATUS_LABELS,
  STATUS_REASON_CODES,
  erpRejectionsOf,
  supplierStatus,
  type PaymentFact,
  type SupplierStatus,
} from './supplier-status';

/**
 * The Peppol Invoice Responses the portal answers an invoice with when it came in as a
 * structured file (UBL, Factur-X). They are derived, never stored: one "received" at intake, one
 * per status change in the invoice's audit trail, one "paid" when the ERP has paid it.
 */

export const INVOICE_RESPONSE_MESSAGES = {
  notFound: 'Status answer not found',
} as const;

/** What the invoice screens say about the supplier status and the answers. */
export const INVOICE_RESPONSE_TEXTS = {
  statusTitle: 'Supplier status',
  answersTitle: 'Status answers (Peppol Invoice Response)',
  draft: 'Not sent to the buyer yet',
  fixedBySupplier: 'What you need to do',
  fixedByBuyer: 'The buyer is on it',
  answering: (documentId: string) => `Answers to your document ${documentId}`,
  download: 'Download XML',
  downloadLabel: (code: string, date: string) => `Download the ${code} answer of ${date} as XML`,
  loadFailed: 'The supplier status could not be loaded',
} as const;

/** What happened, as the list of answers names each step (keyed by the audit event's action). */
export const INVOICE_RESPONSE_STEPS: Readonly<Record<string, string>> = {
  RECEIVED: 'Received as a structured file',
  SUBMIT_BATCH: 'Submitted in a batch',
  RESUBMIT: 'Submitted again',
  SEND_TO_RECOMMENDER: 'Sent to the recommender',
  RECOMMEND: 'Approved by the recommender',
  DECLINE: 'Declined by the recommender',
  REJECT: 'Rejected',
  COMPLETE: 'Checked by finance',
  SUBMIT_TO_ERP: 'Sent to the ERP',
  ERP_IMPORTED: 'Imported by the ERP',
  ERP_REJECTED: 'Refused by the ERP',
  PAID: 'Paid by the buyer',
};

export const stepOf = (action: string): string => INVOICE_RESPONSE_STEPS[action] ?? action;

/** An answer's id, stable across reads: `received`, `paid`, or `e` and the audit event's id. */
export const invoiceResponseIdSchema = z.string().regex(/^(received|paid|e[1-9]\d{0,9})$/, 'Invalid response id');

export const supplierStatusSchema = z.object({
  code: z.enum(SUPPLIER_STATUS_CODES),
  label: z.string(),
  reasonCode: z.enum(STATUS_REASON_CODES).nullable(),
  reason: z.string().nullable(),
  fixedBy: z.enum(['SUPPLIER', 'BUYER']).nullable(),
});

export const invoiceResponseSchema = supplierStatusSchema.extend({
  id: invoiceResponseIdSchema,
  step: z.string(),
  /** The answer's date (YYYY-MM-DD) and, when the moment is known, its time (ISO). */
  date: z.string(),
  at: z.string().nullable(),
});
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>;

export const invoiceResponseListSchema = z.object({
  invoiceId: z.number().int(),
  /** The supplier status now (null for a draft). */
  status: supplierStatusSchema.nullable(),
  /** Whether the invoice came in as a structured file; only then does it have answers. */
  intake: z.object({ format: z.enum(['UBL', 'FACTURX']), documentId: z.string(), receivedAt: z.string() }).nullable(),
  items: z.array(invoiceResponseSchema),
});
export type InvoiceResponseList = z.infer<typeof invoiceResponseListSchema>;

export const invoiceResponseListQuerySchema = z.strictObject({ invoiceId: queryInt(1, INT4_MAX) });
export const invoiceResponseParamsSchema = z.strictObject({ invoiceId: idParamSchema, responseId: invoiceResponseIdSchema });

/** A status change of the invoice, as its audit trail holds it. */
export type StatusEvent = { id: number; at: string; action: string; fromStatus: string | null; toStatus: string | null; reason: string | null; data: unknown };

const dayOf = (iso: string) => iso.slice(0, 10);

function answer(id: string, step: string, at: string | null, date: string, status: SupplierStatus): InvoiceResponse {
  return { id, step, at, date, ...status };
}

/**
 * The answers, oldest first: received at intake, then one per status change (an event whose
 * from and to differ: saves, verifications and the draft's creation are not answers), then paid.
 */
export function deriveInvoiceResponses(input: { receivedAt: string; events: readonly StatusEvent[]; payment: PaymentFact | null }): InvoiceResponse[] {
  const received: SupplierStatus = { code: 'AB', label: SUPPLIER_STATUS_LABELS.AB, reasonCode: null, reason: null, fixedBy: null };
  const items = [answer('received', stepOf('RECEIVED'), input.receivedAt, dayOf(input.receivedAt), received)];
  const changes = input.events
    .filter((e) => e.fromStatus && e.toStatus && e.fromStatus !== e.toStatus)
    .sort((a, b) => (a.at === b.at ? a.id - b.id : a.at < b.at ? -1 : 1));
  for (const e of changes) {
    const status = supplierStatus({
      status: e.toStatus,
      reason: e.reason,
      erpRejections: e.action === 'ERP_REJECTED' ? erpRejectionsOf(e.data, e.reason) : null,
    });
    if (status) items.push(answer(`e${e.id}`, stepOf(e.action), e.at, dayOf(e.at), status));
  }
  if (input.payment) {
    const paid = supplierStatus({ status: 'POSTED', payment: input.payment });
    if (paid?.code === 'PD') items.push(answer('paid', stepOf('PAID'), null, input.payment.paymentDate, paid));
  }
  return items;
}
