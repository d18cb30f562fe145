import { z } from 'zod';

export const DASHBOARD_TOP = 10;

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
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const openReceiptSchema = z.object({
  rcvTransactionId: z.number().int(),
  receiptNum: z.string(),
  transactionDate: z.string(),
  poNumber: z.string(),
  poLineNum: z.number().int(),
  itemCode: z.string().nullable(),
  itemDescription: z.string(),
  uom: z.string(),
  unitPrice: z.string(),
  /** VAT code of the PO line and its rate (%), so a client can preview PPN. */
  vatCode: z.string().nullable(),
  vatRate: z.string(),
  quantityOpen: z.string(),
  amountOpen: z.string(),
  orgId: z.number().int(),
  instance: z.string(),
  company: z.string(),
});
export type OpenReceipt = z.infer<typeof openReceiptSchema>;

export const dashboardInvoicesSchema = z.object({ items: z.array(invoiceSummarySchema) });
export const dashboardReceiptsSchema = z.object({ items: z.array(openReceiptSchema) });
