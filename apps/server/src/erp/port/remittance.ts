import type { Instance } from './instance';

/** Payments (cheques or transfers) of some suppliers, for remittance advice: newest first, paged. */
export type ErpRemittanceQuery = {
  instance: Instance;
  /** The suppliers whose payments are listed (a caller's scope); empty answers nothing. */
  vendorIds: number[];
  orgId?: number;
  fromDate?: string;
  toDate?: string;
  limit: number;
  offset: number;
};

/** One payment as the ERP made it, with how many invoices it settles. */
export type ErpRemittancePayment = {
  instance: Instance;
  checkId: number;
  checkNum: string;
  checkDate: string;
  vendorId: number;
  orgId: number;
  amount: string;
  currencyCode: string;
  paymentMethod: string;
  bankName: string;
  bankAccountNum: string;
  bankAccountName: string;
  invoiceCount: number;
};

/** One invoice a payment settles: its total and what this payment paid on it (every installment of it in the payment). */
export type ErpRemittanceInvoice = {
  erpInvoiceId: number;
  invoiceNum: string;
  invoiceDate: string;
  totalAmount: string;
  paidAmount: string;
  /** The portal's invoice id when the portal submitted it (its withholding lives in the portal). */
  portalInvoiceId: number | null;
};

export type ErpRemittanceDetail = ErpRemittancePayment & { invoices: ErpRemittanceInvoice[] };

/** A payment that paid (part of) one of the portal's invoices: what links an invoice to its remittance advice. */
export type ErpPortalInvoiceRemittance = { portalInvoiceId: number; checkId: number; checkNum: string; checkDate: string; paidAmount: string };

/** What the ERP paid, payment by payment, and which invoices each payment settles. */
export interface ErpRemittances {
  listRemittancePayments(q: ErpRemittanceQuery): Promise<{ items: ErpRemittancePayment[]; total: number }>;
  /** One payment with its invoices by invoice date and number; null when the instance has no such payment. */
  getRemittancePayment(q: { instance: Instance; checkId: number }): Promise<ErpRemittanceDetail | null>;
  /** The payments on the portal's invoices, by the portal's invoice ids, oldest first (an unpaid invoice has none). */
  listPortalInvoiceRemittances(q: { instance: Instance; portalInvoiceIds: number[] }): Promise<ErpPortalInvoiceRemittance[]>;
}
