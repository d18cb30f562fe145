import { z } from 'zod';
import { INT4_MAX, instanceSchema, queryInt } from './common';
import { openReceiptSchema } from './receipts';

/**
 * The PO flip: received lines ticked on the dashboard (or in Search Pending PO) open the PO
 * invoice form already holding them, the company, the dates and the bank. The choice travels in
 * the create screen's address (`/invoice/create?company=82-AAM&receipts=1600272,1600273`), so a
 * reload or a shared link opens the same form.
 */
export const PO_FLIP_LIMITS = {
  /** Lines one flip carries: what a dashboard or a Search Pending PO selection can hold, well below an invoice's 500. */
  receipts: 50,
} as const;

export const PO_FLIP_MESSAGES = {
  /** The dashboard card: why other companies' lines cannot be ticked once one is. */
  oneCompany: (company: string) => `One invoice is for one company: lines of ${company} only`,
  selected: (n: number) => (n === 1 ? '1 line selected' : `${n} lines selected`),
  badAddress: 'The receipt lines in this address are not valid: choose them again',
  companyUnknown: 'The company in this address is not one of yours: choose the lines again',
  /** Ids the server does not find among this supplier's receipts in the company (absent or someone else's: not told apart). */
  notYours: (ids: readonly number[]) =>
    ids.length === 1
      ? `Receipt line ${ids[0]} is not one of your receipts in this company: it was left out`
      : `Receipt lines ${ids.join(', ')} are not among your receipts in this company: they were left out`,
  /** One of the supplier's own lines with nothing left to bill (on another invoice, or billed in the ERP). */
  invoiced: (po: string, line: number) => `PO ${po} line ${line} is already invoiced: it was left out`,
} as const;

const RECEIPT_IDS = /^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/;

/** The ids of a `receipts=` value in order, duplicates dropped; null when it is not such a list or holds too many. */
export function parseFlipReceipts(value: string): number[] | null {
  if (value.length > PO_FLIP_LIMITS.receipts * 11 || !RECEIPT_IDS.test(value)) return null;
  const ids = [...new Set(value.split(',').map(Number))];
  return ids.length <= PO_FLIP_LIMITS.receipts && ids.every((id) => id <= INT4_MAX) ? ids : null;
}

/** The create screen's address for a selection (the company as `<orgId>-<instance>`). */
export function poFlipPath(company: { orgId: number; instance: string }, rcvTransactionIds: readonly number[]): string {
  return `/invoice/create?company=${company.orgId}-${encodeURIComponent(company.instance)}&receipts=${rcvTransactionIds.join(',')}`;
}

/** `82-AAM` → the company's key parts; null when it is not one. */
export function parseFlipCompany(value: string): { orgId: number; instance: string } | null {
  const m = /^([1-9]\d{0,9})-([A-Z][A-Z0-9_]{0,19})$/.exec(value);
  if (!m) return null;
  const orgId = Number(m[1]);
  return orgId <= INT4_MAX ? { orgId, instance: m[2]! } : null;
}

export const poFlipQuerySchema = z.strictObject({
  orgId: queryInt(0, INT4_MAX).optional().default(0),
  instance: z
    .union([instanceSchema, z.literal('')])
    .optional()
    .default(''),
  receipts: z.string().refine((v) => parseFlipReceipts(v) !== null, PO_FLIP_MESSAGES.badAddress),
});
export type PoFlipQuery = z.infer<typeof poFlipQuerySchema>;

export const poFlipResponseSchema = z.object({
  orgId: z.number().int(),
  instance: z.string(),
  /** The lines asked for that can be invoiced, in the order asked. */
  receipts: z.array(openReceiptSchema),
  /** Why the others were left out (one message each). */
  leftOut: z.array(z.string()),
  /** The bank to fill: the one the supplier's latest invoice in this company was paid to, else its only bank; null to choose. */
  bankAccountId: z.number().int().nullable(),
});
export type PoFlipResponse = z.infer<typeof poFlipResponseSchema>;
