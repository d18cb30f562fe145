import type { Instance } from './instance';

/** What the portal sends when an invoice is submitted to the ERP's open interface. */
export type ErpInvoiceSubmission = {
  instance: Instance;
  /**
   * One per submission (the outbox row's): a second delivery of the same key gets the first one's
   * answer and never a second ERP invoice; a new submission of the same invoice has a new key.
   */
  idempotencyKey: string;
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
  /** Withholding (PPh) the ERP keeps back when it pays: it pays totalAmount minus this. */
  withholdingAmount: string;
  description: string;
  termId: number | null;
  paymentMethod: string | null;
  payGroup: string | null;
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
/**
 * Why an import refused an invoice, modelled on AP_INTERFACE_REJECTIONS: the ERP's reject code
 * (REJECT_LOOKUP_CODE, e.g. DUPLICATE INVOICE NUMBER) and its message; lineNum for a line's.
 */
export type ErpRejection = { code: string; message: string; lineNum: number | null };
/** An invoice import's answer: the ERP invoice it created, or every rejection (message: them all in one text). */
export type ErpInvoiceResult = { accepted: true; erpId: string } | { accepted: false; message: string; rejections: ErpRejection[] };

/**
 * The portal's only writes to the ERP (invoices delivered through the outbox). A write that
 * throws got no answer (ERP unreachable): the outbox delivers it again later.
 */
export interface ErpWrites {
  submitInvoice(submission: ErpInvoiceSubmission): Promise<ErpInvoiceResult>;
}
