import { z } from 'zod';
import { INT4_MAX, instanceSchema, rowIdSchema } from './common';
import { BATCH_MESSAGES, batchInvoiceSchema } from './batch';
import { toScaled } from './money';

/**
 * A PIC's proxy batch (`/batch/proxy`): proxy invoices of one company grouped under a batch
 * number from the server, for the goods receipt note and the batch recap. Proxy invoices skip the
 * supplier's batch step of the life cycle (decision 007), so saving one changes no invoice status.
 */
export const PROXY_BATCH_MESSAGES = {
  oneSupplier: 'A batch holds the invoices of one supplier: choose invoices of one supplier',
  notProxy: (no: string) => `Invoice ${no} cannot be added to a proxy batch (it must be a proxy invoice of this company without a batch)`,
} as const;

export const proxyBatchFormSchema = z.strictObject({
  orgId: z.number().int().min(0).max(INT4_MAX).optional().default(0),
  instance: z
    .union([instanceSchema, z.literal('')])
    .optional()
    .default(''),
  invoiceIds: z.array(rowIdSchema).max(500).optional().default([]),
});
export type ProxyBatchForm = z.infer<typeof proxyBatchFormSchema>;

/** Every failure at once: "* Please select company", no invoice, a zero total, two suppliers. */
export function validateProxyBatch(form: Pick<ProxyBatchForm, 'orgId' | 'instance' | 'invoiceIds'>, total: string, vendorIds: readonly number[]): string[] {
  const m: string[] = [];
  if (!form.orgId || !form.instance) m.push(BATCH_MESSAGES.picSelectCompany);
  if (!form.invoiceIds.length) m.push(BATCH_MESSAGES.selectInvoice);
  else if (toScaled(total || '0') <= 0n) m.push(BATCH_MESSAGES.totalEmpty);
  if (new Set(vendorIds).size > 1) m.push(PROXY_BATCH_MESSAGES.oneSupplier);
  return m;
}

export const proxyInvoiceSchema = batchInvoiceSchema.extend({ vendorId: z.number().int(), vendorName: z.string() });
export type ProxyInvoice = z.infer<typeof proxyInvoiceSchema>;
export const proxyInvoicesSchema = z.object({ items: z.array(proxyInvoiceSchema) });
