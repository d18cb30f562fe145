import { z } from 'zod';
import { instanceSchema, INT4_MAX, isoDateSchema, orgIdSchema, pagedSchema, plainText, queryInt, rowIdSchema } from './common';
import { LIST_PAGE_SIZES } from './invoices';

/**
 * Debit notes (`/invoice/nota-debit`, issue 9 item 5). The ERP raises a debit note when goods go back
 * to the supplier; finance turns it into the portal's debit note (EDN_ID) with the supplier's
 * tax invoice ("ex-tax") number and date and the debit and retur attachments, so the supplier
 * sees it. A supplier sees only its own; finance all of them.
 */

export const DEBIT_NOTE_MESSAGES = {
  selectCompany: 'Please select company',
  selectSupplier: 'Please select supplier',
  selectDebitNote: 'Please select debit note',
  saved: 'Data has been saved successfully',
  notFound: 'Debit note not found',
  erpNotFound: 'The debit note is not one of this supplier in the ERP',
  alreadyCreated: (dnNo: string) => `Debit note ${dnNo} was already created`,
  extaxDateWithoutNo: 'Ex-tax date needs the ex-tax number',
  attachmentNotYours: 'An attachment is not an upload of yours waiting for a debit note',
  attachmentBothKinds: 'An attachment cannot be both a debit and a retur attachment',
  fromAfterTo: 'Start date cannot be after end date',
  financeOnly: 'Only finance creates debit notes',
} as const;

export const DEBIT_NOTE_LIMITS = { extaxNo: 30, attachments: 10 } as const;

/** The two attachment kinds of a debit note: debit and retur. */
export const DEBIT_NOTE_FILE_KINDS = ['debit', 'retur'] as const;
export type DebitNoteFileKind = (typeof DEBIT_NOTE_FILE_KINDS)[number];

const companyAndSupplier = { orgId: orgIdSchema, instance: instanceSchema, vendorId: queryInt(1, INT4_MAX) };

/** The ERP's debit notes of a supplier in a company not yet made into portal debit notes (nota-debit-lov). */
export const erpDebitNoteQuerySchema = z.strictObject(companyAndSupplier);
export const erpDebitNoteOptionSchema = z.object({ debitNoteId: z.number().int(), dnNo: z.string(), dnDate: z.string(), amount: z.string() });
export const erpDebitNoteOptionsSchema = z.object({ items: z.array(erpDebitNoteOptionSchema) });
export type ErpDebitNoteOption = z.infer<typeof erpDebitNoteOptionSchema>;

export const debitNoteLineSchema = z.object({
  lineNumber: z.number().int(),
  poNumber: z.string(),
  itemDescription: z.string(),
  quantity: z.string(),
  uom: z.string(),
  unitPrice: z.string(),
  amount: z.string(),
});
export type DebitNoteLine = z.infer<typeof debitNoteLineSchema>;

/** One ERP debit note with its lines: what Find shows (sync-nota-debit). */
export const erpDebitNoteFindSchema = z.strictObject({ ...companyAndSupplier, debitNoteId: queryInt(1, INT4_MAX) });
export const erpDebitNoteSchema = z.object({
  debitNoteId: z.number().int(),
  dnNo: z.string(),
  dnDate: z.string(),
  description: z.string(),
  currencyCode: z.string(),
  amount: z.string(),
  taxAmount: z.string(),
  totalAmount: z.string(),
  lines: z.array(debitNoteLineSchema),
});
export type ErpDebitNote = z.infer<typeof erpDebitNoteSchema>;

/** Create: the ERP debit note, the supplier's tax invoice, and uploads (POST /api/files) for each kind. */
export const debitNoteFormSchema = z.strictObject({
  orgId: z.number().int().min(0).max(INT4_MAX).optional().default(0),
  instance: z
    .union([instanceSchema, z.literal('')])
    .optional()
    .default(''),
  vendorId: z.number().int().min(0).max(INT4_MAX).optional().default(0),
  debitNoteId: z.number().int().min(0).max(INT4_MAX).optional().default(0),
  extaxNo: plainText(DEBIT_NOTE_LIMITS.extaxNo).optional().default(''),
  extaxDate: z
    .union([isoDateSchema, z.literal('')])
    .optional()
    .default(''),
  debitFileIds: z.array(rowIdSchema).max(DEBIT_NOTE_LIMITS.attachments).optional().default([]),
  returFileIds: z.array(rowIdSchema).max(DEBIT_NOTE_LIMITS.attachments).optional().default([]),
});
export type DebitNoteForm = z.infer<typeof debitNoteFormSchema>;

type DebitNoteChecked = Pick<DebitNoteForm, 'orgId' | 'instance' | 'vendorId' | 'debitNoteId' | 'extaxNo' | 'extaxDate'> &
  Partial<Pick<DebitNoteForm, 'debitFileIds' | 'returFileIds'>>;

/** Every failure of the form at once. */
export function validateDebitNote(form: DebitNoteChecked): string[] {
  const m: string[] = [];
  if (!form.orgId || !form.instance) m.push(DEBIT_NOTE_MESSAGES.selectCompany);
  if (!form.vendorId) m.push(DEBIT_NOTE_MESSAGES.selectSupplier);
  if (!form.debitNoteId) m.push(DEBIT_NOTE_MESSAGES.selectDebitNote);
  if (form.extaxDate && !form.extaxNo.trim()) m.push(DEBIT_NOTE_MESSAGES.extaxDateWithoutNo);
  // One file is one kind: keeping it as either would quietly drop what finance said about the other.
  const debit = new Set(form.debitFileIds ?? []);
  if ((form.returFileIds ?? []).some((id) => debit.has(id))) m.push(DEBIT_NOTE_MESSAGES.attachmentBothKinds);
  return m;
}

/** `amount` is the debit note's total (INVOICE_AMOUNT + TAX_AMOUNT), as the list shows it. */
export const debitNoteSummarySchema = z.object({
  id: z.number().int(),
  dnNo: z.string(),
  dnDate: z.string(),
  extaxNo: z.string().nullable(),
  extaxDate: z.string().nullable(),
  amount: z.string(),
  currencyCode: z.string(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  orgId: z.number().int(),
  instance: z.string(),
  company: z.string(),
});
export type DebitNoteSummary = z.infer<typeof debitNoteSummarySchema>;
export const debitNoteListSchema = pagedSchema(debitNoteSummarySchema);
export type DebitNoteList = z.infer<typeof debitNoteListSchema>;

export const debitNoteFileSchema = z.object({ id: z.number().int(), filename: z.string(), size: z.number().int(), kind: z.enum(DEBIT_NOTE_FILE_KINDS) });
export type DebitNoteFile = z.infer<typeof debitNoteFileSchema>;

export const debitNoteDetailSchema = debitNoteSummarySchema.extend({
  erpDebitNoteId: z.number().int(),
  description: z.string(),
  /** Before tax (INVOICE_AMOUNT). */
  invoiceAmount: z.string(),
  taxAmount: z.string(),
  totalAmount: z.string(),
  createdAt: z.string(),
  lines: z.array(debitNoteLineSchema),
  files: z.array(debitNoteFileSchema),
});
export type DebitNoteDetail = z.infer<typeof debitNoteDetailSchema>;

/** 10 a page (10/20/50); start/end date filter on the DN date. */
export const debitNoteListQuerySchema = z.strictObject({
  page: queryInt(1, 100000).default(1),
  pageSize: queryInt(1, 50).default(LIST_PAGE_SIZES[0]),
  fromDate: isoDateSchema.optional(),
  toDate: isoDateSchema.optional(),
});
export type DebitNoteListQuery = z.infer<typeof debitNoteListQuerySchema>;

export function validateDebitNoteSearch(q: { fromDate?: string; toDate?: string }): string[] {
  return q.fromDate && q.toDate && q.fromDate > q.toDate ? [DEBIT_NOTE_MESSAGES.fromAfterTo] : [];
}
