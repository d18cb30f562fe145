import { z } from 'zod';
import { instanceSchema, INT4_MAX, isoDateSchema, pagedSchema, plainText, queryInt } from './common';
import { fromScaled, money, toScaled } from './money';

/**
 * Remittance advice: what one ERP payment (cheque or transfer) settles, invoice by invoice, with the
 * PPh the buyer withheld. Computed by one pure function from the ERP's payment and the portal's
 * invoices so the screen, the PDF and the UBL file cannot disagree.
 */

export const REMITTANCE_LABELS = {
  title: 'Remittance Advice',
  invoiceNumber: 'Invoice Number',
  invoiceDate: 'Invoice Date',
  fakturNo: 'Faktur No',
  gross: 'Gross',
  pphCode: 'PPh Code',
  pphRate: 'PPh Rate',
  pphWithheld: 'PPh Withheld',
  slipNumber: 'Withholding Slip',
  slipDate: 'Slip Date',
  netPaid: 'Net Paid',
  totals: 'Total',
  paymentAmount: 'Payment Amount',
  reference: 'Reference',
  paymentDate: 'Payment Date',
  bank: 'Bank',
} as const;

export const REMITTANCE_MESSAGES = {
  /** Shown when the settled lines do not add up to what the ERP says it paid: both figures are shown, neither is corrected. */
  totalsDisagree: 'The invoices on this payment add up to a different amount than the ERP paid; both amounts are shown.',
  paymentNotFound: 'Payment not found.',
  invoiceNotFound: 'Invoice not found.',
  noWithholding: 'This invoice has no PPh withheld, so there is no withholding slip to record.',
  slipNumberRequired: 'Enter the withholding slip number.',
} as const;

/** The screens' own words (Report → Remittance Advice, the advice, the slip form). */
export const REMITTANCE_SCREEN = {
  empty: 'No payments found',
  chooseSupplier: 'Choose a company and a supplier, then Search, to see its payments',
  noInvoices: 'This payment settles no invoices.',
  downloadPdf: 'Download PDF',
  downloadUbl: 'Download UBL',
  recordSlip: 'Record slip',
  changeSlip: 'Change slip',
  slipTitle: (invoiceNum: string) => `Withholding slip of invoice ${invoiceNum}`,
  slipSaved: (invoiceNum: string) => `Withholding slip of invoice ${invoiceNum} saved.`,
  notFound: 'Payment not found',
  notFoundDetail: 'It may belong to another supplier, or the ERP has no such payment.',
  backToList: 'Back to Remittance Advice',
  openAdvice: (checkNum: string) => `Remittance advice ${checkNum}`,
  invoicesCount: 'Invoices',
  company: 'Company',
  supplier: 'Supplier',
  payer: 'Payer',
} as const;

/** The ERP's payment, as the port gives it. */
export type RemittancePaymentInput = {
  checkId: number;
  checkNum: string;
  checkDate: string;
  amount: string;
  currencyCode: string;
  paymentMethod: string;
  bankName: string;
  bankAccountNum: string;
  bankAccountName: string;
};

/** One invoice the payment settles: the ERP's part (invoice, amount paid by this payment) and the portal's withholding, when the invoice came from the portal. */
export type RemittanceInvoiceInput = {
  invoiceNum: string;
  invoiceDate: string;
  /** The invoice total (gross, VAT included). */
  gross: string;
  /** What this payment paid on the invoice (erp_invoice_payments). */
  paidAmount: string;
  portalInvoiceId: number | null;
  /** The tax invoice (faktur pajak) number the supplier typed on the portal invoice, digits only. */
  fakturNo?: string | null;
  pph: { code: string | null; rate: string | null; amount: string } | null;
  slip: { number: string; date: string | null } | null;
};

export type RemittanceLine = {
  invoiceNum: string;
  invoiceDate: string;
  portalInvoiceId: number | null;
  fakturNo: string | null;
  gross: string;
  pphCode: string | null;
  pphRate: string | null;
  pphAmount: string;
  slipNumber: string | null;
  slipDate: string | null;
  netPaid: string;
};

export type RemittanceAdvice = {
  payment: RemittancePaymentInput;
  lines: RemittanceLine[];
  totals: {
    gross: string;
    withheld: string;
    /** The sum of what the lines say was paid. */
    netOfLines: string;
    /** What the ERP says the payment was: the authority; when it differs from netOfLines, `mismatch` is true. */
    paymentAmount: string;
  };
  mismatch: boolean;
};

/**
 * Builds the advice. Net per line is what the ERP paid on it, never gross minus PPh re-derived: a
 * partial payment or a rounding in the ERP must show as it was paid. The ERP's payment amount is
 * the total; if the lines do not sum to it the advice is flagged, not corrected.
 */
export function computeRemittanceAdvice(payment: RemittancePaymentInput, invoices: RemittanceInvoiceInput[]): RemittanceAdvice {
  const lines: RemittanceLine[] = invoices
    .map((inv) => {
      const pphAmount = inv.pph ? money(inv.pph.amount) : '0.00';
      const hasPph = toScaled(pphAmount) !== 0n;
      return {
        invoiceNum: inv.invoiceNum,
        invoiceDate: inv.invoiceDate,
        portalInvoiceId: inv.portalInvoiceId,
        fakturNo: inv.fakturNo ?? null,
        gross: money(inv.gross),
        pphCode: hasPph ? (inv.pph?.code ?? null) : null,
        pphRate: hasPph ? (inv.pph?.rate ?? null) : null,
        pphAmount,
        slipNumber: inv.slip?.number ?? null,
        slipDate: inv.slip?.date ?? null,
        netPaid: money(inv.paidAmount),
      };
    })
    .sort((a, b) => a.invoiceDate.localeCompare(b.invoiceDate) || a.invoiceNum.localeCompare(b.invoiceNum));
  const sum = (pick: (l: RemittanceLine) => string) => fromScaled(lines.reduce((acc, l) => acc + toScaled(pick(l)), 0n));
  const netOfLines = sum((l) => l.netPaid);
  const paymentAmount = money(payment.amount);
  return {
    payment: { ...payment, amount: paymentAmount },
    lines,
    totals: { gross: sum((l) => l.gross), withheld: sum((l) => l.pphAmount), netOfLines, paymentAmount },
    mismatch: toScaled(netOfLines) !== toScaled(paymentAmount),
  };
}

/**
 * The one PPh rate of an invoice from its lines' wht_rate: the rate when every withholding line
 * shares it, null when lines differ (the amount is then the only honest figure).
 */
export function singleWithholdingRate(rates: Array<string | null | undefined>): string | null {
  const distinct = [...new Set(rates.filter((r): r is string => r != null && r !== '').map((r) => fromScaled(toScaled(r, 4), 4)))];
  return distinct.length === 1 ? (distinct[0] ?? null) : null;
}

/** A PPh rate as people write it: '2.0000' → '2%', '1.5000' → '1.5%'; none → ''. */
export function formatPphRate(rate: string | null): string {
  if (rate === null || rate === '') return '';
  const fixed = fromScaled(toScaled(rate, 4), 4);
  return `${fixed.replace(/\.?0+$/, '')}%`;
}

/** The list's filters: company (instance + org, 0/'' any), payment date range, and for finance the supplier. */
const optionalDate = z.union([isoDateSchema, z.literal('')]).optional();
export const remittanceListQuerySchema = z.strictObject({
  instance: z
    .union([instanceSchema, z.literal('')])
    .optional()
    .default(''),
  orgId: queryInt(0, INT4_MAX).optional().default(0),
  /** Finance only (others are scoped to their own suppliers): 0 is none chosen. */
  vendorId: queryInt(0, INT4_MAX).optional().default(0),
  fromDate: optionalDate,
  toDate: optionalDate,
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(10),
});
export type RemittanceListQuery = z.infer<typeof remittanceListQuerySchema>;

export const remittancePaymentSchema = z.object({
  instance: z.string(),
  checkId: z.number().int(),
  checkNum: z.string(),
  checkDate: z.string(),
  vendorId: z.number().int(),
  orgId: z.number().int(),
  amount: z.string(),
  currencyCode: z.string(),
  paymentMethod: z.string(),
  bankName: z.string(),
  bankAccountNum: z.string(),
  bankAccountName: z.string(),
  invoiceCount: z.number().int(),
});
export const remittanceListSchema = pagedSchema(remittancePaymentSchema);

const lineSchema = z.object({
  invoiceNum: z.string(),
  invoiceDate: z.string(),
  portalInvoiceId: z.number().int().nullable(),
  fakturNo: z.string().nullable(),
  gross: z.string(),
  pphCode: z.string().nullable(),
  pphRate: z.string().nullable(),
  pphAmount: z.string(),
  slipNumber: z.string().nullable(),
  slipDate: z.string().nullable(),
  netPaid: z.string(),
});
export const remittanceAdviceSchema = z.object({
  instance: z.string(),
  orgId: z.number().int(),
  vendorId: z.number().int(),
  /** The payer (the buyer's company) and the payee as the ERP names them. */
  payerName: z.string(),
  supplierName: z.string(),
  payment: z.object({
    checkId: z.number().int(),
    checkNum: z.string(),
    checkDate: z.string(),
    amount: z.string(),
    currencyCode: z.string(),
    paymentMethod: z.string(),
    bankName: z.string(),
    bankAccountNum: z.string(),
    bankAccountName: z.string(),
  }),
  lines: z.array(lineSchema),
  totals: z.object({ gross: z.string(), withheld: z.string(), netOfLines: z.string(), paymentAmount: z.string() }),
  mismatch: z.boolean(),
});
export type RemittanceAdviceView = z.infer<typeof remittanceAdviceSchema>;

/** The payments on one invoice (GET /api/remittances/invoices/:id): each links to its remittance advice. */
export const invoiceRemittanceSchema = z.object({
  instance: z.string(),
  checkId: z.number().int(),
  checkNum: z.string(),
  checkDate: z.string(),
  /** What this payment paid on the invoice. */
  paidAmount: z.string(),
});
export const invoiceRemittancesSchema = z.object({ items: z.array(invoiceRemittanceSchema) });
export type InvoiceRemittance = z.infer<typeof invoiceRemittanceSchema>;

/** The screen of one payment's advice (the web route /report/remittances/:instance/:checkId, and the e-mail's deep link). */
export function remittancePath(instance: string, checkId: number): string {
  return `/report/remittances/${encodeURIComponent(instance)}/${checkId}`;
}

/** `/:instance/:checkId`: a payment is named by its ERP instance and cheque id. */
export const remittanceParamsSchema = z.strictObject({ instance: instanceSchema, checkId: queryInt(1, INT4_MAX) });

export const withholdingSlipFormSchema = z.strictObject({
  slipNo: plainText(60).pipe(z.string().trim().min(1, REMITTANCE_MESSAGES.slipNumberRequired)),
  slipDate: z.union([isoDateSchema, z.literal('')]).optional(),
});
export type WithholdingSlipForm = z.infer<typeof withholdingSlipFormSchema>;

/** The slip form's messages before it is sent (the server checks the same schema): none when it may be sent. */
export function validateWithholdingSlip(form: { slipNo: string; slipDate?: string }): string[] {
  const parsed = withholdingSlipFormSchema.safeParse(form);
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => i.message))];
}
export const withholdingSlipSchema = z.object({ invoiceId: z.number().int(), slipNo: z.string(), slipDate: z.string().nullable() });
