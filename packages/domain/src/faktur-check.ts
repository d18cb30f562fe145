import { z } from 'zod';
import { fromScaled, toScaled } from './money';
import { formatNpwp, normalizeNpwp } from './tax-identity';
import { formatTaxInvoiceNumber } from './tax-invoice-number';

/**
 * The faktur (tax invoice PDF) checked against the invoice as typed (docs/decisions/026):
 * what the server read from the PDF — its QR code (the DJP validation URL: seller NPWP and
 * faktur number) and its text — compared with the typed number, date, DPP and PPN and with the
 * master data (seller = the supplier, buyer = our company). One rule for server and web.
 */

export const FAKTUR_VERDICTS = ['MATCH', 'MISMATCH', 'NOT_CHECKED'] as const;
export type FakturVerdict = (typeof FAKTUR_VERDICTS)[number];

export const FAKTUR_FIELDS = ['sellerNpwp', 'buyerNpwp', 'nsfp', 'date', 'dpp', 'ppn', 'qr', 'sellerName', 'buyerName'] as const;
export type FakturField = (typeof FAKTUR_FIELDS)[number];

/** Why a file was not checked. */
export const FAKTUR_NOT_CHECKED_REASONS = [
  'notPdf',
  'unreadable',
  'encrypted',
  'pageTooLarge',
  'tooSlow',
  'tooLarge',
  'nothingReadable',
  'notAFaktur',
] as const;
export type FakturNotCheckedReason = (typeof FAKTUR_NOT_CHECKED_REASONS)[number];

export const FAKTUR_CHECK_MESSAGES = {
  matches: 'Faktur matches',
  mismatches: 'The faktur does not match the invoice',
  notChecked: 'Faktur not checked',
  notCheckedReason: {
    notPdf: 'The file is not a PDF.',
    unreadable: 'The PDF cannot be read (damaged or not a PDF).',
    encrypted: 'The PDF is password-protected.',
    pageTooLarge: 'The PDF page is too large to be a faktur.',
    tooSlow: 'The PDF took too long to read.',
    tooLarge: 'The PDF needs too much memory to read.',
    nothingReadable: 'The PDF has no QR code and no readable text (a scan?): check it by eye.',
    notAFaktur: 'The PDF does not look like a faktur (no faktur number, NPWP or amounts found).',
  } satisfies Record<FakturNotCheckedReason, string>,
  fieldLabel: {
    sellerNpwp: 'Seller NPWP',
    buyerNpwp: 'Buyer NPWP',
    nsfp: 'Tax Invoice No',
    date: 'Tax Date',
    dpp: 'DPP',
    ppn: 'PPN',
    qr: 'QR code',
    sellerName: 'Seller name',
    buyerName: 'Buyer name',
  } satisfies Record<FakturField, string>,
  /** "Tax Invoice No: typed 040.025-00.00000123, faktur 040.025-00.00000999". */
  mismatch: (label: string, typed: string, read: string) => `${label}: typed ${typed}, faktur ${read}`,
  masterMismatch: (label: string, expected: string, read: string) => `${label}: master data ${expected}, faktur ${read}`,
  qrDisagrees: (label: string, qr: string, text: string) => `${label}: the QR code says ${qr}, the printed text ${text}`,
  notOnFaktur: (label: string) => `${label}: not found on the faktur`,
  notTyped: (label: string) => `${label}: not typed yet`,
  noMasterData: (label: string) => `${label}: not in the master data, not checked`,
  noQr: 'No QR code on the faktur: its DJP data could not be compared.',
  onlineNotReachable:
    "The QR code's DJP validation URL would be verified online; the DJP service is not reachable from here, so only the printed data and the URL's NPWP and number were compared.",
} as const;

/** The screens' words around a check (invoice forms, detail and review screens). */
export const FAKTUR_CHECK_LABELS = {
  cardTitle: 'Faktur check',
  noPdf: 'No PDF attached: nothing to check.',
  loadError: 'The faktur check could not be loaded.',
  checking: (filename: string) => `Checking the faktur ${filename}…`,
} as const;

/** What was read from the PDF. Amounts as decimal strings, date as yyyy-MM-dd, NPWP and NSFP as digits. */
export const fakturFactsSchema = z.object({
  qrUrl: z.string().nullable(),
  qrSellerNpwp: z.string().nullable(),
  qrNsfp: z.string().nullable(),
  nsfp: z.string().nullable(),
  sellerNpwp: z.string().nullable(),
  sellerName: z.string().nullable(),
  buyerNpwp: z.string().nullable(),
  buyerName: z.string().nullable(),
  date: z.string().nullable(),
  dpp: z.string().nullable(),
  ppn: z.string().nullable(),
});
export type FakturFacts = z.infer<typeof fakturFactsSchema>;

/** What the faktur is compared with: the typed fields and the master data's NPWPs (null: unknown, that field is not checked). */
export type FakturExpected = {
  taxInvoiceNo: string | null;
  taxInvoiceDate: string | null;
  dpp: string | null;
  ppn: string | null;
  /** Lines of the invoice: the amount tolerance is Rp 1 of rounding per line. */
  lineCount: number;
  supplierNpwp: string | null;
  supplierName: string | null;
  companyNpwp: string | null;
  companyName: string | null;
};

export const fakturFindingSchema = z.object({
  field: z.enum(FAKTUR_FIELDS),
  status: z.enum(['MATCH', 'MISMATCH', 'NOT_CHECKED', 'INFO']),
  expected: z.string().nullable(),
  read: z.string().nullable(),
  message: z.string(),
});
export type FakturFinding = z.infer<typeof fakturFindingSchema>;

export const fakturCheckResultSchema = z.object({
  verdict: z.enum(FAKTUR_VERDICTS),
  /** The headline: "Faktur matches", "The faktur does not match the invoice" or "Faktur not checked". */
  summary: z.string(),
  /** Why it was not checked (NOT_CHECKED only). */
  reason: z.string().nullable(),
  findings: z.array(fakturFindingSchema),
  /** The QR's validation URL, shown with the note that it is not verified online from here. */
  qrUrl: z.string().nullable(),
  onlineNote: z.string(),
});
export type FakturCheckResult = z.infer<typeof fakturCheckResultSchema>;

/** Digits of a faktur number as typed or printed, or null when it is not 16 or 17 digits. */
export function nsfpDigits(value: string | null | undefined): string | null {
  if (!value) return null;
  const digits = value.replace(/[^0-9]/g, '');
  return digits.length === 16 || digits.length === 17 ? digits : null;
}

/**
 * The seller NPWP and faktur number in a DJP-style validation URL
 * (…/validasi/faktur/{NPWP}/{faktur number}/{signature}), or null for any other text.
 */
export function parseDjpValidationUrl(url: string | null | undefined): { sellerNpwp: string; nsfp: string } | null {
  if (!url) return null;
  const match = /^https?:\/\/[a-z0-9.-]*pajak\.go\.id\/[^\s]*?\/faktur\/(\d{15,16})\/(\d{10,17})(?:\/[^\s]*)?$/i.exec(url.trim());
  if (!match) return null;
  return { sellerNpwp: normalizeNpwp(match[1]!) ?? match[1]!, nsfp: match[2]! };
}

/**
 * Whether a faktur number read matches the typed one. Equal digits, or the QR's number is the
 * typed one's tail (older QR codes carry the 13-digit serial without the transaction and status code).
 */
export function sameNsfp(typed: string, read: string): boolean {
  if (typed === read) return true;
  return read.length >= 13 && read.length < typed.length && typed.endsWith(read);
}

/** The amount tolerance: Rp 1 per line for rounding done per line, at least Rp 1. */
export function fakturAmountTolerance(lineCount: number): string {
  return fromScaled(BigInt(Math.max(1, Math.min(lineCount, 10_000))) * 100n);
}

function amountsAgree(typed: string, read: string, lineCount: number): boolean {
  const difference = toScaled(typed) - toScaled(read);
  const tolerance = toScaled(fakturAmountTolerance(lineCount));
  return difference <= tolerance && -difference <= tolerance;
}

const displayNpwp = (value: string) => formatNpwp(normalizeNpwp(value) ?? value);
const displayNsfp = (value: string) => formatTaxInvoiceNumber(value);
const displayDate = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};
const displayAmount = (value: string) => {
  const [whole, fraction] = fromScaled(toScaled(value)).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
};

/** A faktur with none of the fields a faktur has is not compared at all. */
export function looksLikeFaktur(facts: FakturFacts): boolean {
  return !!(facts.qrNsfp || facts.nsfp || facts.sellerNpwp || facts.buyerNpwp || (facts.dpp && facts.ppn));
}

function notChecked(reason: FakturNotCheckedReason, qrUrl: string | null = null): FakturCheckResult {
  const M = FAKTUR_CHECK_MESSAGES;
  return { verdict: 'NOT_CHECKED', summary: M.notChecked, reason: M.notCheckedReason[reason], findings: [], qrUrl, onlineNote: M.onlineNotReachable };
}

/** The result for a file that could not be read at all. */
export function fakturNotChecked(reason: FakturNotCheckedReason): FakturCheckResult {
  return notChecked(reason);
}

/**
 * Compares what was read with what is expected. Each field: MATCH, MISMATCH (typed vs read),
 * NOT_CHECKED (not typed, not in the master data or not on the faktur); names are INFO only.
 * The QR, when there is one, is DJP's own data: its NPWP and number are compared with the
 * typed values and with the printed text, so a faktur whose text was edited is caught.
 * Verdict: MISMATCH when any field mismatches, MATCH when at least one field matched and none
 * mismatched, NOT_CHECKED when nothing faktur-like was read.
 */
export function compareFaktur(facts: FakturFacts | null, expected: FakturExpected, readFailure: FakturNotCheckedReason | null = null): FakturCheckResult {
  const M = FAKTUR_CHECK_MESSAGES;
  if (readFailure) return notChecked(readFailure);
  if (!facts) return notChecked('nothingReadable');
  const anyText = !!(facts.nsfp || facts.sellerNpwp || facts.buyerNpwp || facts.dpp || facts.ppn || facts.date || facts.sellerName || facts.buyerName);
  if (!facts.qrUrl && !anyText) return notChecked('nothingReadable');
  if (!looksLikeFaktur(facts)) return notChecked('notAFaktur', facts.qrUrl);

  const findings: FakturFinding[] = [];
  const label = M.fieldLabel;
  const add = (field: FakturField, status: FakturFinding['status'], expectedValue: string | null, read: string | null, message: string) =>
    findings.push({ field, status, expected: expectedValue, read, message });

  // Seller NPWP: the supplier's master data; the QR's NPWP and the printed one must both be it.
  const checkNpwp = (field: 'sellerNpwp' | 'buyerNpwp', master: string | null, printed: string | null, fromQr: string | null) => {
    const read = fromQr ?? printed;
    if (fromQr && printed && normalizeNpwp(fromQr) !== normalizeNpwp(printed)) {
      add(field, 'MISMATCH', master, printed, M.qrDisagrees(label[field], displayNpwp(fromQr), displayNpwp(printed)));
      return;
    }
    if (!read) return add(field, 'NOT_CHECKED', master, null, M.notOnFaktur(label[field]));
    if (!master) return add(field, 'NOT_CHECKED', null, read, M.noMasterData(label[field]));
    if (normalizeNpwp(master) === normalizeNpwp(read)) return add(field, 'MATCH', master, read, `${label[field]}: ${displayNpwp(read)}`);
    add(field, 'MISMATCH', master, read, M.masterMismatch(label[field], displayNpwp(master), displayNpwp(read)));
  };
  checkNpwp('sellerNpwp', expected.supplierNpwp, facts.sellerNpwp, facts.qrSellerNpwp);
  checkNpwp('buyerNpwp', expected.companyNpwp, facts.buyerNpwp, null);

  // Faktur number: typed digits against the printed number and the QR's.
  const typedNsfp = nsfpDigits(expected.taxInvoiceNo);
  if (facts.qrNsfp && facts.nsfp && !sameNsfp(facts.nsfp, facts.qrNsfp)) {
    add('nsfp', 'MISMATCH', typedNsfp, facts.nsfp, M.qrDisagrees(label.nsfp, facts.qrNsfp, displayNsfp(facts.nsfp)));
  } else {
    const read = facts.nsfp ?? facts.qrNsfp;
    if (!read) add('nsfp', 'NOT_CHECKED', typedNsfp, null, M.notOnFaktur(label.nsfp));
    else if (!typedNsfp) add('nsfp', 'NOT_CHECKED', null, read, M.notTyped(label.nsfp));
    else if (sameNsfp(typedNsfp, read)) add('nsfp', 'MATCH', typedNsfp, read, `${label.nsfp}: ${displayNsfp(typedNsfp)}`);
    else add('nsfp', 'MISMATCH', typedNsfp, read, M.mismatch(label.nsfp, displayNsfp(typedNsfp), displayNsfp(read)));
  }

  const typedDate = expected.taxInvoiceDate ? expected.taxInvoiceDate.slice(0, 10) : null;
  if (!facts.date) add('date', 'NOT_CHECKED', typedDate, null, M.notOnFaktur(label.date));
  else if (!typedDate) add('date', 'NOT_CHECKED', null, facts.date, M.notTyped(label.date));
  else if (typedDate === facts.date) add('date', 'MATCH', typedDate, facts.date, `${label.date}: ${displayDate(facts.date)}`);
  else add('date', 'MISMATCH', typedDate, facts.date, M.mismatch(label.date, displayDate(typedDate), displayDate(facts.date)));

  for (const field of ['dpp', 'ppn'] as const) {
    const typed = expected[field];
    const read = facts[field];
    if (!read) add(field, 'NOT_CHECKED', typed, null, M.notOnFaktur(label[field]));
    else if (!typed) add(field, 'NOT_CHECKED', null, read, M.notTyped(label[field]));
    else if (amountsAgree(typed, read, expected.lineCount)) add(field, 'MATCH', typed, read, `${label[field]}: ${displayAmount(read)}`);
    else add(field, 'MISMATCH', typed, read, M.mismatch(label[field], displayAmount(typed), displayAmount(read)));
  }

  if (!facts.qrUrl) add('qr', 'INFO', null, null, M.noQr);
  if (facts.sellerName) add('sellerName', 'INFO', expected.supplierName, facts.sellerName, `${label.sellerName}: ${facts.sellerName}`);
  if (facts.buyerName) add('buyerName', 'INFO', expected.companyName, facts.buyerName, `${label.buyerName}: ${facts.buyerName}`);

  const mismatched = findings.some((f) => f.status === 'MISMATCH');
  const matched = findings.some((f) => f.status === 'MATCH');
  if (!mismatched && !matched) return notChecked('notAFaktur', facts.qrUrl);
  return {
    verdict: mismatched ? 'MISMATCH' : 'MATCH',
    summary: mismatched ? M.mismatches : M.matches,
    reason: null,
    findings,
    qrUrl: facts.qrUrl,
    onlineNote: M.onlineNotReachable,
  };
}

/** The preview request: the uploaded file and the values typed so far. */
export const fakturPreviewSchema = z.strictObject({
  fileId: z.number().int().positive().max(2147483647),
  instance: z.string().regex(/^[A-Z][A-Z0-9_]{0,19}$/, 'Invalid instance'),
  orgId: z.number().int().positive().max(2147483647),
  /** The supplier (finance's or a PIC's proxy entry); a supplier's own form takes it from its mapping. */
  vendorId: z.number().int().positive().max(2147483647).nullable().optional().default(null),
  taxInvoiceNo: z.string().max(30).nullable().optional().default(null),
  taxInvoiceDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Invalid date')
    .nullable()
    .optional()
    .default(null),
  dpp: z
    .string()
    .regex(/^\d{1,15}(\.\d{1,2})?$/, 'Invalid amount')
    .nullable()
    .optional()
    .default(null),
  ppn: z
    .string()
    .regex(/^\d{1,15}(\.\d{1,2})?$/, 'Invalid amount')
    .nullable()
    .optional()
    .default(null),
  lineCount: z.number().int().min(0).max(10_000).optional().default(1),
});
export type FakturPreview = z.infer<typeof fakturPreviewSchema>;

/** One checked file of an invoice. */
export const fakturFileCheckSchema = z.object({
  attachmentId: z.number().int(),
  filename: z.string(),
  checkedAt: z.string(),
  result: fakturCheckResultSchema,
});
export const invoiceFakturChecksSchema = z.object({ invoiceId: z.number().int(), files: z.array(fakturFileCheckSchema) });
export type InvoiceFakturChecks = z.infer<typeof invoiceFakturChecksSchema>;
