import { z } from 'zod';
import { openReceiptSchema } from './receipts';
import { listExpectedPaymentSchema } from './expected-payment';

export const DASHBOARD_TOP = 10;

/** What the ERP paid on an invoice (as the payment report lists it): shown once it has paid. */
export const invoicePaymentSchema = z.object({ amount: z.string(), paymentDate: z.string(), checkNum: z.string(), currencyCode: z.string() });
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  invoiceNo: z.string(),
  invoiceDate: z.string().nullable(),
  invoiceType: z.string(),
  status: z.string(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  orgId: z.number().int(),
  instance: z.string(),
  company: z.string(),
  batchId: z.number().int().nullable(),
  batchNo: z.string().nullable(),
  currencyCode: z.string(),
  totalAmount: z.string(),
  createdAt: z.string(),
  /** The ERP's payment of a POSTED invoice (the sum, the last date, the cheque numbers); lists that do not ask leave it out. */
  payment: invoicePaymentSchema.nullable().optional(),
  /** Approved invoices: the expected pay date, or the paid date once paid (the invoice lists' "Expected payment"); lists that do not ask leave it out. */
  expectedPayment: listExpectedPaymentSchema.nullable().optional(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const dashboardInvoicesSchema = z.object({ items: z.array(invoiceSummarySchema) });
export const dashboardReceiptsSchema = z.object({ items: z.array(openReceiptSchema) });
