import { z } from 'zod';
import { idParamSchema, instanceSchema, orgIdSchema, pagedSchema, plainText, queryInt } from './common';
import { invoiceSummarySchema } from './dashboard';
import { INVOICE_KINDS } from './invoice-kind';
import { PO_INVOICE_LIMITS } from './po-invoice';

export const INVOICE_MESSAGES = { notFound: 'Invoice not found', lineNotFound: 'Invoice line not found' } as const;

/** Page sizes: the vendor invoice list pages by 5 (5/10/20); other lists by 10 (10/20/50). */
export const VENDOR_LIST_PAGE_SIZES = [5, 10, 20] as const;
export const LIST_PAGE_SIZES = [10, 20, 50] as const;

export const invoiceListQuerySchema = z.strictObject({
  page: queryInt(1, 100000).default(1),
  pageSize: queryInt(1, 50).default(10),
  status: plainText(20).optional(),
  orgId: orgIdSchema.optional(),
  instance: instanceSchema.optional(),
  vendorId: idParamSchema.optional(),
  invoiceNo: plainText(PO_INVOICE_LIMITS.invoiceNo).optional(),
  /** One kind only (the proxy list shows PROXY invoices). */
  kind: z.enum(INVOICE_KINDS).optional(),
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** totalCapped: there are more than `total` rows (counting stops there: an exact count of a huge list costs a scan). */
export const invoiceListSchema = pagedSchema(invoiceSummarySchema).extend({ totalCapped: z.boolean() });

export const supplierQuerySchema = z.strictObject({
  instance: instanceSchema.optional(),
  orgId: orgIdSchema.optional(),
  search: plainText(100).optional(),
});
export const supplierOptionSchema = z.object({ vendorId: z.number().int(), instance: z.string(), name: z.string(), vendorNumber: z.string() });
export type SupplierOption = z.infer<typeof supplierOptionSchema>;
export const supplierListSchema = z.object({ items: z.array(supplierOptionSchema) });
