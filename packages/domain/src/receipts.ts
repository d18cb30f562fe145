import { z } from 'zod';
import { idParamSchema, instanceSchema, INT4_MAX, isoDateSchema, plainText, queryInt } from './common';
import { parseDateInput } from './date-input';
import { fromScaled, toScaled } from './money';
import { PO_INVOICE_LIMITS } from './po-invoice';

/** What is left to invoice of a receipt: received − returned − already billed (3 places). */
export function openReceiptQuantity(line: { quantityReceived: string; quantityReturned: string; quantityBilled: string }): string {
  return fromScaled(toScaled(line.quantityReceived, 3) - toScaled(line.quantityReturned, 3) - toScaled(line.quantityBilled, 3), 3);
}

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

/**
 * Where a page of Search Pending PO starts: the last line of the page before, as
 * `<transaction date>_<receipt id>` (the newest-first order). The next page is read from there
 * (a seek), so a deep page costs what the first one does.
 */
export type ReceiptCursor = { transactionDate: string; rcvTransactionId: number };
export const PENDING_RECEIPTS_MESSAGES = { badCursor: 'The page position is not valid: search again' } as const;
const CURSOR = /^(\d{4}-\d{2}-\d{2})_(\d{1,10})$/;

export function receiptCursor(line: ReceiptCursor): string {
  return `${line.transactionDate}_${line.rcvTransactionId}`;
}

/** The cursor's line, or null when it is not one `receiptCursor` could have written. */
export function parseReceiptCursor(value: string): ReceiptCursor | null {
  const m = CURSOR.exec(value);
  if (!m) return null;
  const [, date = '', digits = ''] = m;
  const id = Number(digits);
  if (parseDateInput(date) !== date || id > INT4_MAX || String(id) !== digits) return null;
  return { transactionDate: date, rcvTransactionId: id };
}

// One rule (the pattern bounds the length too), so one message whatever is wrong with it.
export const receiptCursorSchema = z.string().refine((v) => parseReceiptCursor(v) !== null, PENDING_RECEIPTS_MESSAGES.badCursor);

export const pendingReceiptsQuerySchema = z.strictObject({
  orgId: queryInt(0, INT4_MAX).optional().default(0),
  instance: z
    .union([instanceSchema, z.literal('')])
    .optional()
    .default(''),
  fromDate: z.union([isoDateSchema, z.literal('')]).optional(),
  toDate: z.union([isoDateSchema, z.literal('')]).optional(),
  fromPo: plainText(PO_INVOICE_LIMITS.poNumber).optional(),
  toPo: plainText(PO_INVOICE_LIMITS.poNumber).optional(),
  page: queryInt(1, 100000).default(1),
  pageSize: queryInt(1, 100).default(5),
  /** The `nextCursor` of page − 1 (same filters and page size); without it the page is skipped to. */
  after: z.union([receiptCursorSchema, z.literal('')]).optional(),
});
export type PendingReceiptsQuery = z.infer<typeof pendingReceiptsQuerySchema>;

export const pendingReceiptsResponseSchema = z.object({
  items: z.array(openReceiptSchema),
  total: z.number().int(),
  /**
   * More lines match than `total`: the count stops a few pages past this one (each page counts
   * ahead of itself, never what lies far beyond).
   */
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** `after` for page + 1; null on a page that is not full (nothing follows). */
  nextCursor: z.string().nullable(),
});
export type PendingReceiptsResponse = z.infer<typeof pendingReceiptsResponseSchema>;

export const receiptHistoryQuerySchema = z.strictObject({
  orgId: queryInt(0, INT4_MAX).optional().default(0),
  instance: z
    .union([instanceSchema, z.literal('')])
    .optional()
    .default(''),
  vendorId: idParamSchema.optional(),
  poHeaderId: idParamSchema.optional(),
  search: plainText(PO_INVOICE_LIMITS.poNumber).optional(),
});
export type ReceiptHistoryQuery = z.infer<typeof receiptHistoryQuerySchema>;

export const purchaseOrderOptionSchema = z.object({ poHeaderId: z.number().int(), poNumber: z.string(), creationDate: z.string() });
export const receiptHistoryRowSchema = z.object({
  itemCode: z.string().nullable(),
  itemDescription: z.string(),
  packingSlip: z.string().nullable(),
  quantityReceived: z.string(),
  quantityReturned: z.string(),
  quantityShipped: z.string(),
  receiptNum: z.string(),
  shipmentLineStatus: z.string(),
  uom: z.string(),
  waybillNum: z.string().nullable(),
});
export type ReceiptHistoryRow = z.infer<typeof receiptHistoryRowSchema>;
export const purchaseOrderListSchema = z.object({ items: z.array(purchaseOrderOptionSchema) });
export const receiptHistoryListSchema = z.object({ items: z.array(receiptHistoryRowSchema) });
export const RECEIPT_HISTORY_MESSAGES = { selectPo: 'Please select PO', selectSupplier: 'Please select supplier' } as const;
