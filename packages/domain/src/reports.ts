import { z } from 'zod';
import { idParamSchema, instanceSchema, INT4_MAX, isoDateSchema, pagedSchema, plainText, queryInt } from './common';
import { fileTimestamp } from './format';
import { LIST_PAGE_SIZES } from './invoices';
import { PO_INVOICE_LIMITS } from './po-invoice';

/**
 * The supplier's reports: payment report, payment schedule, invoice
 * history by PO and invoice report — their filters, rows, columns and export file names. The
 * columns are listed once here: the web's tables and the server's spreadsheets both use them.
 */

export const REPORT_MESSAGES = {
  /** The payment schedule needs a company; the same text as the other company selects. */
  selectCompany: 'Please select company',
  /** Invoice history by PO: Search only once a PO is chosen. */
  selectPo: 'Please select PO',
} as const;

/** "Export XLS" and "Download Excel". */
export const exportFormatSchema = z.enum(['xls', 'xlsx']);
export type ExportFormat = z.infer<typeof exportFormatSchema>;

/** Export file names (before the timestamp and extension); the invoice report's follows the same pattern. */
export const REPORT_FILE_PREFIX = {
  payments: 'payment-report',
  paymentSchedules: 'payment-report-schedule',
  invoices: 'invoice-report',
} as const;
export type ExportedReport = keyof typeof REPORT_FILE_PREFIX;

export function reportFileName(report: ExportedReport, at: Date): string {
  return `${REPORT_FILE_PREFIX[report]}-${fileTimestamp(at)}`;
}

const optionalDate = z.union([isoDateSchema, z.literal('')]).optional();
const invoiceBound = plainText(PO_INVOICE_LIMITS.invoiceNo).optional();
const company = {
  /** 0 / '' : the session's company (the payment schedule and invoice history need one named). */
  orgId: queryInt(0, INT4_MAX).optional().default(0),
  instance: z
    .union([instanceSchema, z.literal('')])
    .optional()
    .default(''),
};
const paging = {
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(LIST_PAGE_SIZES[0]),
};

/** Payment report and payment schedule filters: company, from/to date, from/to invoice number. */
const paymentFilters = { ...company, fromDate: optionalDate, toDate: optionalDate, fromInvoice: invoiceBound, toInvoice: invoiceBound };
export const paymentReportQuerySchema = z.strictObject({ ...paymentFilters, ...paging });
export type PaymentReportQuery = z.infer<typeof paymentReportQuerySchema>;
export const paymentReportExportQuerySchema = z.strictObject({ ...paymentFilters, format: exportFormatSchema });
export type PaymentReportExportQuery = z.infer<typeof paymentReportExportQuerySchema>;
export type PaymentReportFilters = Omit<PaymentReportQuery, 'page' | 'pageSize'>;

/** Invoice report filters: company, from/to invoice date. */
const invoiceReportFilters = { ...company, fromDate: optionalDate, toDate: optionalDate };
export const invoiceReportQuerySchema = z.strictObject({ ...invoiceReportFilters, ...paging });
export type InvoiceReportQuery = z.infer<typeof invoiceReportQuerySchema>;
export const invoiceReportExportQuerySchema = z.strictObject({ ...invoiceReportFilters, format: exportFormatSchema });
export type InvoiceReportExportQuery = z.infer<typeof invoiceReportExportQuerySchema>;
export type InvoiceReportFilters = Omit<InvoiceReportQuery, 'page' | 'pageSize'>;

/** Invoice history by PO: company and the PO chosen. */
export const invoiceHistoryQuerySchema = z.strictObject({ ...company, poHeaderId: idParamSchema.optional() });
export type InvoiceHistoryQuery = z.infer<typeof invoiceHistoryQuerySchema>;

export const paymentReportRowSchema = z.object({
  vendorName: z.string(),
  invoiceNum: z.string(),
  amount: z.string(),
  description: z.string(),
  checkNum: z.string(),
  bankName: z.string(),
  bankAccountName: z.string(),
  bankAccountNum: z.string(),
  currencyCode: z.string(),
  exchangeDate: z.string().nullable(),
  paymentDate: z.string(),
});
export type PaymentReportRow = z.infer<typeof paymentReportRowSchema>;
export const paymentReportPageSchema = pagedSchema(paymentReportRowSchema);

export const paymentScheduleRowSchema = z.object({
  invoiceNum: z.string(),
  invoiceAmount: z.string(),
  invoiceDate: z.string(),
  description: z.string(),
  /** Paid of this installment. */
  amountPaid: z.string(),
  termsDate: z.string(),
  /** The installment's due date. */
  paymentSchedule: z.string(),
  /** Paid of the whole invoice so far (the export's Paid Amount). */
  invoiceAmountPaid: z.string(),
});
export type PaymentScheduleRow = z.infer<typeof paymentScheduleRowSchema>;
export const paymentSchedulePageSchema = pagedSchema(paymentScheduleRowSchema);

/** Where a row's invoice opens (invoiceDetailPath). */
const linkable = { id: z.number().int(), invoiceType: z.string(), orgId: z.number().int(), vendorId: z.number().int(), instance: z.string() };

export const invoiceReportRowSchema = z.object({
  ...linkable,
  invoiceNo: z.string(),
  invoiceDate: z.string().nullable(),
  taxNo: z.string().nullable(),
  taxDate: z.string().nullable(),
  /** From the ERP once the invoice is there. */
  exchangeDate: z.string().nullable(),
  currencyCode: z.string(),
  amount: z.string(),
  taxAmount: z.string(),
  serviceAmount: z.string(),
  totalAmount: z.string(),
  whtCode: z.string().nullable(),
  /** The WHT code's rate (%), null without a code. */
  whtRate: z.string().nullable(),
  pphAmount: z.string(),
  status: z.string(),
});
export type InvoiceReportRow = z.infer<typeof invoiceReportRowSchema>;
export const invoiceReportPageSchema = pagedSchema(invoiceReportRowSchema);

export const invoiceHistoryRowSchema = z.object({
  ...linkable,
  invoiceNo: z.string(),
  invoiceDate: z.string().nullable(),
  status: z.string(),
  batchNo: z.string().nullable(),
  /** Lines of this PO on the invoice, and their amount. */
  poLines: z.number().int(),
  poAmount: z.string(),
  totalAmount: z.string(),
});
export type InvoiceHistoryRow = z.infer<typeof invoiceHistoryRowSchema>;

/** How a column's values show: as text, money (2 places) or a DD-MMM-YYYY date. */
export type ReportColumnKind = 'text' | 'money' | 'date';
export type ReportColumn<Row> = { key: keyof Row & string; title: string; kind?: ReportColumnKind };

/** The payment report's columns; the export adds Vendor Name. */
export const PAYMENT_REPORT_COLUMNS: readonly ReportColumn<PaymentReportRow>[] = [
  { key: 'invoiceNum', title: 'Invoice Num' },
  { key: 'amount', title: 'Amount', kind: 'money' },
  { key: 'description', title: 'Description' },
  { key: 'checkNum', title: 'Cheque Num' },
  { key: 'bankName', title: 'Bank Name' },
  { key: 'bankAccountName', title: 'Bank Acc Name' },
  { key: 'bankAccountNum', title: 'Bank Acc Num' },
  { key: 'currencyCode', title: 'Currency' },
  { key: 'exchangeDate', title: 'Exchange Date', kind: 'date' },
];
export const PAYMENT_REPORT_EXPORT_COLUMNS: readonly ReportColumn<PaymentReportRow>[] = [
  { key: 'vendorName', title: 'Vendor Name' },
  ...PAYMENT_REPORT_COLUMNS,
];

/** The payment schedule's columns; the export adds Paid Amount. */
export const PAYMENT_SCHEDULE_COLUMNS: readonly ReportColumn<PaymentScheduleRow>[] = [
  { key: 'invoiceNum', title: 'Invoice Number' },
  { key: 'invoiceAmount', title: 'Invoice Amount', kind: 'money' },
  { key: 'invoiceDate', title: 'Invoice Date', kind: 'date' },
  { key: 'description', title: 'Description' },
  { key: 'amountPaid', title: 'Amount Paid', kind: 'money' },
  { key: 'termsDate', title: 'Terms Date', kind: 'date' },
  { key: 'paymentSchedule', title: 'Payment Schedule', kind: 'date' },
];
export const PAYMENT_SCHEDULE_EXPORT_COLUMNS: readonly ReportColumn<PaymentScheduleRow>[] = [
  ...PAYMENT_SCHEDULE_COLUMNS,
  { key: 'invoiceAmountPaid', title: 'Paid Amount', kind: 'money' },
];

/** The invoice report; dates EXCHANGE_DATE, TAX_DATE; currency AMOUNT, TOTAL_AMOUNT, TAX_AMOUNT, SERVICE_AMOUNT. */
export const INVOICE_REPORT_COLUMNS: readonly ReportColumn<InvoiceReportRow>[] = [
  { key: 'invoiceNo', title: 'Invoice No' },
  { key: 'invoiceDate', title: 'Invoice Date', kind: 'date' },
  { key: 'taxNo', title: 'Tax No' },
  { key: 'taxDate', title: 'Tax Date', kind: 'date' },
  { key: 'exchangeDate', title: 'Exchange Date', kind: 'date' },
  { key: 'currencyCode', title: 'Currency' },
  { key: 'amount', title: 'Amount', kind: 'money' },
  { key: 'taxAmount', title: 'Tax Amount', kind: 'money' },
  { key: 'serviceAmount', title: 'Service Amount', kind: 'money' },
  { key: 'totalAmount', title: 'Total Amount', kind: 'money' },
  { key: 'status', title: 'Status' },
];
/** The screen's WHT_RATE column is a view button; the file has the code and rate themselves. */
export const INVOICE_REPORT_EXPORT_COLUMNS: readonly ReportColumn<InvoiceReportRow>[] = [
  ...INVOICE_REPORT_COLUMNS,
  { key: 'whtCode', title: 'WHT Code' },
  { key: 'whtRate', title: 'WHT Rate' },
  { key: 'pphAmount', title: 'PPh Amount', kind: 'money' },
];

/** Invoice history by PO, INVOICE_DATE formatted. */
export const INVOICE_HISTORY_COLUMNS: readonly ReportColumn<InvoiceHistoryRow>[] = [
  { key: 'invoiceNo', title: 'Invoice No' },
  { key: 'invoiceDate', title: 'Invoice Date', kind: 'date' },
  { key: 'status', title: 'Status' },
  { key: 'batchNo', title: 'Batch No' },
  { key: 'poLines', title: 'PO Lines' },
  { key: 'poAmount', title: 'PO Amount', kind: 'money' },
  { key: 'totalAmount', title: 'Total Invoice', kind: 'money' },
];
