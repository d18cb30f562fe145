import { z } from 'zod';
import { instanceSchema, INT4_MAX, orgIdSchema, plainText, queryInt, rowIdSchema } from './common';
import { BATCH_STATUSES } from './invoice-status';
import { toScaled } from './money';

export const BATCH_MESSAGES = {
  selectInvoice: 'Please select your invoice',
  totalEmpty: 'Batch Total is empty',
  selectCompany: 'Please select company',
  selectInvoiceToAdd: 'Please select Invoice',
  selectBatch: 'Please select batch',
  selectBatchNumber: 'Please select batch number',
  picSelectCompany: '* Please select company',
  invoiceNotBatchable: (no: string) => `Invoice ${no} cannot be added to a batch (it must be a DRAFT PO or non-PO invoice of this company without a batch)`,
  notDraft: (no: string) => `Batch ${no} is already submitted`,
  notFound: 'Batch not found',
  submitted: 'Data has been submitted successfully',
  saved: 'Data has been saved successfully',
} as const;

export const batchFormSchema = z.strictObject({
  orgId: z.number().int().min(0).max(2147483647).optional().default(0),
  instance: z
    .union([instanceSchema, z.literal('')])
    .optional()
    .default(''),
  invoiceIds: z.array(rowIdSchema).max(500).optional().default([]),
  /** true: save and submit in one go (the Submit button); false: keep as DRAFT. */
  submit: z.boolean().optional().default(false),
});
export type BatchForm = z.infer<typeof batchFormSchema>;

/** Batch save: every failure at once. `total` is the sum of the chosen invoices. */
export function validateBatch(form: Pick<BatchForm, 'orgId' | 'instance' | 'invoiceIds'>, total: string): string[] {
  const m: string[] = [];
  if (!form.orgId || !form.instance) m.push(BATCH_MESSAGES.selectCompany);
  if (!form.invoiceIds.length) m.push(BATCH_MESSAGES.selectInvoice);
  else if (toScaled(total || '0') <= 0n) m.push(BATCH_MESSAGES.totalEmpty);
  return m;
}

export const addToBatchSchema = z.strictObject({ batchId: z.number().int().min(0).max(2147483647).optional().default(0) });

export const batchSummarySchema = z.object({
  id: z.number().int(),
  batchNo: z.string(),
  status: z.string(),
  orgId: z.number().int(),
  instance: z.string(),
  company: z.string(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  amount: z.string(),
  invoiceCount: z.number().int(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type BatchSummary = z.infer<typeof batchSummarySchema>;

export const batchInvoiceSchema = z.object({
  id: z.number().int(),
  invoiceNo: z.string(),
  invoiceDate: z.string().nullable(),
  taxNo: z.string().nullable(),
  taxDate: z.string().nullable(),
  description: z.string(),
  status: z.string(),
  amount: z.string(),
});
export type BatchInvoice = z.infer<typeof batchInvoiceSchema>;
export const batchDetailSchema = batchSummarySchema.extend({ invoices: z.array(batchInvoiceSchema) });
export type BatchDetail = z.infer<typeof batchDetailSchema>;

export const batchListQuerySchema = z.strictObject({
  page: queryInt(1, 100000).default(1),
  pageSize: queryInt(1, 50).default(10),
  status: z.enum([...BATCH_STATUSES, '']).optional(),
  orgId: orgIdSchema.optional(),
  instance: instanceSchema.optional(),
  batchNo: plainText(30).optional(),
  /** Y: only proxy batches (a PIC's, /batch/list-proxy); N: only suppliers' batches. */
  proxy: z.enum(['Y', 'N', '']).optional(),
});

export const batchListSchema = z.object({
  items: z.array(batchSummarySchema),
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const batchableInvoicesSchema = z.object({ items: z.array(batchInvoiceSchema) });
export const draftBatchesSchema = z.object({ items: z.array(z.object({ id: z.number().int(), batchNo: z.string(), amount: z.string() })) });
export const companyQuerySchema = z.strictObject({
  orgId: queryInt(0, INT4_MAX).optional(),
  instance: z.union([instanceSchema, z.literal('')]).optional(),
});
export const batchUpdateSchema = z.strictObject({
  invoiceIds: z.array(rowIdSchema).max(500).optional().default([]),
  submit: z.boolean().optional().default(false),
});
