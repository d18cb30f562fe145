import { z } from 'zod';
import { attachmentSchema } from '../po-invoice';
import { openReceiptSchema } from '../receipts';

/**
 * An invoice read from a structured file (UBL 2.1 or the CII inside a Factur-X / ZUGFeRD PDF),
 * in EN 16931 terms. Every amount and quantity is the file's own decimal text (never a float);
 * what the file leaves out is null.
 */
export type IntakeFormat = 'UBL' | 'FACTURX';

export type IntakeParty = {
  /** BT-27 / BT-44 (legal registration name, else trading name). */
  name: string | null;
  /** BT-34 / BT-49 and its scheme. */
  endpointId: string | null;
  endpointScheme: string | null;
  /** BT-31 / BT-48: VAT identifier, with its country prefix as written. */
  vatId: string | null;
  /** BT-32: another tax registration (an NPWP written without the prefix). */
  taxRegistrationId: string | null;
  /** BT-29 / BT-46 and BT-30 / BT-47: other identifiers of the party. */
  identifiers: string[];
};

export type IntakeLine = {
  /** BT-126. */
  id: string;
  /** BT-132: the buyer's order line the line bills (a PO line number here). */
  orderLineRef: string | null;
  /** BT-153, BT-155, BT-156. */
  itemName: string | null;
  sellersItemId: string | null;
  buyersItemId: string | null;
  /** BT-129 and its unit (BT-130). */
  quantity: string;
  unitCode: string | null;
  /** BT-146 net price and BT-149 its base quantity. */
  unitPrice: string;
  baseQuantity: string | null;
  /** BT-131 net amount. */
  lineAmount: string;
  /** BT-151 / BT-152. */
  vatCategory: string | null;
  vatRate: string | null;
};

export type IntakeDocument = {
  format: IntakeFormat;
  /** BT-1, BT-2, BT-9, BT-3, BT-5. */
  documentId: string;
  issueDate: string | null;
  dueDate: string | null;
  typeCode: string | null;
  currency: string | null;
  /** BT-13 (the PO number) and BT-10. */
  orderReference: string | null;
  buyerReference: string | null;
  seller: IntakeParty;
  buyer: IntakeParty;
  /** The Indonesian tax invoice (faktur pajak) number and date, when the file carries them. */
  taxInvoiceNo: string | null;
  taxInvoiceDate: string | null;
  lines: IntakeLine[];
  /** BT-106, BT-109, BT-110, BT-112, BT-115. */
  totals: { lineExtension: string | null; taxExclusive: string | null; taxAmount: string | null; taxInclusive: string | null; payable: string | null };
};

/** Why a document line does not fit the supplier's open received PO lines. */
export const INTAKE_MISMATCH_KINDS = ['NOT_RECEIVED', 'QUANTITY_ABOVE_OPEN', 'QUANTITY_BELOW_OPEN', 'PRICE', 'AMOUNT'] as const;
export type IntakeMismatchKind = (typeof INTAKE_MISMATCH_KINDS)[number];

export const intakeMismatchSchema = z.object({
  /** The document's line (BT-126). */
  documentLineId: z.string(),
  /** The receipt line the document line was matched to, when it was. */
  rcvTransactionId: z.number().int().nullable(),
  kind: z.enum(INTAKE_MISMATCH_KINDS),
  message: z.string(),
});
export type IntakeMismatch = z.infer<typeof intakeMismatchSchema>;

export const intakePrefillLineSchema = z.object({
  rcvTransactionId: z.number().int(),
  documentLineId: z.string(),
  poNumber: z.string(),
  poLineNum: z.number().int(),
  /** What the document bills; the saved invoice bills the receipt's open quantity at the PO price. */
  quantity: z.string(),
  unitPrice: z.string(),
  /** The open received line as Search Pending PO lists it: what the form's line shows and the invoice bills. */
  receipt: openReceiptSchema,
});
export type IntakePrefillLine = z.infer<typeof intakePrefillLineSchema>;

export const intakeResultSchema = z.object({
  attachment: attachmentSchema,
  format: z.enum(['UBL', 'FACTURX']),
  prefill: z.object({
    orgId: z.number().int(),
    instance: z.string(),
    company: z.string(),
    invoiceNo: z.string(),
    invoiceDate: z.string(),
    taxInvoiceNo: z.string(),
    taxInvoiceDate: z.string(),
    currency: z.string().nullable(),
    lines: z.array(intakePrefillLineSchema),
  }),
  mismatches: z.array(intakeMismatchSchema),
});
export type IntakeResult = z.infer<typeof intakeResultSchema>;
