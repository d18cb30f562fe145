import { z } from 'zod';
import { openReceiptSchema } from './receipts';

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

export const dashboardInvoicesSchema = z.object({ items: z.array(invoiceSummarySchema) });
export const dashboardReceiptsSchema = z.object({ items: z.array(openReceiptSchema) });
