import type { Instance } from './instance';

/** A supplier's ledger at one company (operating unit), for a statement of account. Dates are ISO YYYY-MM-DD. */
export type ErpSupplierLedgerQuery = { instance: Instance; vendorId: number; orgId: number; from: string; to: string };

export type ErpSupplierLedgerEntry = {
  kind: 'INVOICE' | 'DEBIT_NOTE' | 'PAYMENT';
  date: string;
  reference: string;
  currency: string;
  /** Positive: the invoice total, the debit note amount plus its tax, or the payment amount. */
  amount: string;
  /** Invoices only: the earliest installment's due date. */
  dueDate: string | null;
};

export type ErpSupplierLedger = {
  /** Everything dated before `from`, summed by the ERP per currency (invoices minus debit notes minus payments). */
  opening: Array<{ currency: string; amount: string }>;
  /** Every invoice, debit note and payment dated in [from, to]. */
  entries: ErpSupplierLedgerEntry[];
  /** Invoices dated up to `to` with an amount still remaining now, with the earliest open installment's due date. */
  openInvoices: Array<{ reference: string; currency: string; dueDate: string | null; openAmount: string }>;
};

export interface ErpStatements {
  getSupplierLedger(query: ErpSupplierLedgerQuery): Promise<ErpSupplierLedger>;
}
