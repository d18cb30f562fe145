import type { Instance } from './instance';

/** What the portal sends when an invoice is submitted to the ERP's open interface. */
export type ErpInvoiceSubmission = {
  instance: Instance;
  orgId: number;
  portalInvoiceId: number;
  invoiceNo: string;
  invoiceDate: string;
  glDate: string | null;
  vendorId: number;
  vendorSiteId: number | null;
  currencyCode: string;
  invoiceAmount: string;
  taxAmount: string;
  totalAmount: string;
  description: string;
  termId: number | null;
  paymentMethod: string | null;
  lines: Array<{
    lineNum: number;
    amount: string;
    description: string;
    rcvTransactionId: number | null;
    quantity: string | null;
    ccid: number | null;
    vatCode: string | null;
  }>;
};
export type ErpDebitNoteSubmission = {
  instance: Instance;
  orgId: number;
  portalDebitNoteId: number;
  dnNo: string;
  dnDate: string;
  vendorId: number;
  amount: string;
  taxAmount: string;
  description: string;
};
/** The ERP's answer to a write: accepted with its own id, or rejected with its message. */
export type ErpWriteResult = { accepted: true; erpId: string } | { accepted: false; message: string };

/** The portal's only writes to the ERP (delivered through the outbox). */
export interface ErpWrites {
  submitInvoice(submission: ErpInvoiceSubmission): Promise<ErpWriteResult>;
  submitDebitNote(submission: ErpDebitNoteSubmission): Promise<ErpWriteResult>;
}
