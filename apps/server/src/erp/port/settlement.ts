import type { Instance } from './instance';

export type PaymentQuery = {
  instance: Instance;
  vendorId: number;
  orgId?: number;
  fromDate?: string;
  toDate?: string;
  fromInvoice?: string;
  toInvoice?: string;
  /** A page of a list (both absent: every row). */
  limit?: number;
  offset?: number;
};
export type ErpPayment = {
  vendorName: string;
  invoiceNum: string;
  amount: string;
  description: string;
  checkNum: string;
  bankName: string;
  bankAccountNum: string;
  bankAccountName: string;
  currencyCode: string;
  exchangeDate: string | null;
  paymentDate: string;
};
export type ErpPaymentSchedule = {
  invoiceNum: string;
  invoiceAmount: string;
  invoiceDate: string;
  description: string;
  amountPaid: string;
  termsDate: string;
  paymentSchedule: string;
  /** Paid of the whole invoice so far. */
  invoiceAmountPaid: string;
};

export type ErpDebitNote = {
  instance: Instance;
  orgId: number;
  vendorId: number;
  debitNoteId: number;
  dnNo: string;
  dnDate: string;
  description: string;
  currencyCode: string;
  amount: string;
  taxAmount: string;
  lines: Array<{
    poHeaderId: number;
    poLineId: number;
    poNumber: string;
    lineNumber: number;
    itemDescription: string;
    uom: string;
    unitPrice: string;
    quantity: string;
    amount: string;
  }>;
};

/** What the ERP has paid on one invoice the portal submitted (the supplier's "paid"). */
export type ErpPortalInvoicePayment = {
  portalInvoiceId: number;
  /** The sum of every payment on it so far. */
  amountPaid: string;
  /** The latest payment's date and cheque (or transfer) number. */
  paymentDate: string;
  checkNum: string;
  currencyCode: string;
};

/** What the ERP paid, will pay, and debited. */
export interface ErpSettlement {
  /** Payments on the invoices the portal submitted, by the portal's invoice id; an unpaid invoice has no entry. */
  listPortalInvoicePayments(q: { instance: Instance; portalInvoiceIds: number[] }): Promise<ErpPortalInvoicePayment[]>;
  listPayments(q: PaymentQuery): Promise<ErpPayment[]>;
  countPayments(q: PaymentQuery): Promise<number>;
  /** Every row of listPayments, in its order, read a part at a time (an export of any size). */
  streamPayments(q: PaymentQuery): AsyncIterable<ErpPayment>;
  listPaymentSchedules(q: PaymentQuery): Promise<ErpPaymentSchedule[]>;
  countPaymentSchedules(q: PaymentQuery): Promise<number>;
  streamPaymentSchedules(q: PaymentQuery): AsyncIterable<ErpPaymentSchedule>;
  /** The exchange date the ERP set on invoices the portal submitted, by the portal's invoice id; none yet: no entry. */
  listPortalInvoiceExchangeDates(q: { instance: Instance; portalInvoiceIds: number[] }): Promise<Array<{ portalInvoiceId: number; exchangeDate: string }>>;
  listDebitNotes(q: { instance: Instance; orgId: number; vendorId: number }): Promise<ErpDebitNote[]>;
}
