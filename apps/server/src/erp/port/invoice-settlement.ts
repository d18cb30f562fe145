import type { Instance } from './instance';

/** One installment of an imported invoice: when it falls due, and what of it is still to pay. */
export type ErpInstallment = { paymentNum: number; dueDate: string; grossAmount: string; amountRemaining: string };

/** One payment (cheque or transfer) on the invoice: its part of the payment, date, number and the bank it went to. */
export type ErpInvoicePaymentLine = { checkNum: string; paymentDate: string; amount: string; bankName: string | null };

/** What the ERP did with an invoice the portal submitted: its ERP id, its installments and the payments on it. */
export type ErpPortalInvoiceSettlement = {
  portalInvoiceId: number;
  erpInvoiceId: string;
  currencyCode: string;
  totalAmount: string;
  installments: ErpInstallment[];
  payments: ErpInvoicePaymentLine[];
};

/** The ERP's settlement facts of the portal's own invoices (the timeline's "scheduled" and "paid", the expected pay date). */
export interface ErpInvoiceSettlements {
  /** By the portal's invoice ids; an invoice the ERP has not imported has no entry. Installments by number, payments by date. */
  listPortalInvoiceSettlements(q: { instance: Instance; portalInvoiceIds: number[] }): Promise<ErpPortalInvoiceSettlement[]>;
}
