import { z } from 'zod';
import { INT4_MAX, instanceSchema } from './common';
import { fromScaled, percentOf, sumMoney, toScaled } from './money';
import { parseTaxInvoiceNumber } from './tax-invoice-number';

/**
 * Files for Coretax (docs/decisions/028): the buyer's withholding slips (BPPU, residents) for PPh
 * withheld on invoices paid in a tax period, and its input-tax returns (Retur) for the debit notes
 * of the period that reverse invoiced VAT. Element names and enumerations are DJP's converter
 * template v1.5/1.6 spellings (misspellings included). Pure: source rows → checks → an ordered XML
 * model the server writes as it is.
 */

export const CORETAX_EXPORT_KINDS = ['bppu', 'retur'] as const;
export type CoretaxExportKind = (typeof CORETAX_EXPORT_KINDS)[number];

/** Coretax imports at most this many rows from one file. */
export const CORETAX_FILE_ROW_LIMIT = 15_000;
/** The TIN Coretax takes for a payee without an NPWP. */
export const CORETAX_NO_NPWP_TIN = '9990000000999000';

export const BPPU_TAX_CERTIFICATES = ['N/A', 'TaxExAr22', 'TaxExAr23', 'TaxExIntDep', 'TaxExIntPhtb', 'DTP', 'PP23', 'ETC'] as const;
export const BPPU_DOCUMENTS = [
  'TaxInvoice',
  'CommercialInvoice',
  'Announchment',
  'Contract',
  'PaymentProof',
  'DeedofEngangement',
  'DeedofGeneralMeetingStakeholder',
  'StatementLetter',
  'BankAccountNumber',
] as const;
export const BPPU_GOV_TREASURER_OPTS = ['N/A', 'Imprest', 'Direct'] as const;

/** BPPU elements of one slip, in the template's order. */
export const BPPU_ELEMENTS = [
  'TaxPeriodMonth',
  'TaxPeriodYear',
  'CounterpartTin',
  'IDPlaceOfBusinessActivityOfIncomeRecipient',
  'TaxCertificate',
  'TaxObjectCode',
  'TaxBase',
  'Rate',
  'Document',
  'DocumentNumber',
  'DocumentDate',
  'IDPlaceOfBusinessActivity',
  'GovTreasurerOpt',
  'SP2DNumber',
  'WithholdingDate',
] as const;
export const RETUR_DOCUMENT_ELEMENTS = ['InvoiceNumber', 'SellerTIN', 'ReturnDate', 'ReturnTaxBase', 'ReturnOtherTaxBase', 'ReturnVAT', 'ReturnSTLG'] as const;
export const RETUR_DETAIL_ELEMENTS = ['ReturnQty', 'ReturnTaxBase', 'ReturnVAT'] as const;

/**
 * The kode objek pajak (Lampiran PER-11/PJ/2025) of each ERP withholding code a slip can carry.
 * The ERP's codes name a rate, not an object: its generic PPh 23 "jasa dan sewa" codes are mapped
 * to one services object that finance confirms (decision 028); a code missing here is refused
 * rather than guessed. PPh 21 (its own slip, BP21) and PPh 15 are not in the table.
 */
export const WHT_CODE_TAX_OBJECTS: Readonly<Record<string, string>> = {
  'PPh 23 2%': '24-104-14',
  'PPh 23 4%': '24-104-14',
  'PPh 4(2) 10%': '28-403-02',
};

export function taxObjectCodeOf(whtCode: string): string | null {
  return Object.hasOwn(WHT_CODE_TAX_OBJECTS, whtCode) ? WHT_CODE_TAX_OBJECTS[whtCode]! : null;
}

export const CORETAX_MESSAGES = {
  title: 'Files for Coretax',
  formHeading: 'Company and tax period',
  periodShape: 'Tax period must be a month written YYYY-MM',
  companyRequired: 'Choose a company',
  companyNpwpMissing: 'The company has no NPWP: record it in Master → Tax Registrations',
  companyNitkuMissing: 'The company has no NITKU: record it in Master → Tax Registrations',
  supplierNpwpMissing: 'The supplier has no NPWP: record it in Master → Tax Registrations',
  supplierNitkuMissing: 'The supplier has no NITKU: record it in Master → Tax Registrations',
  fakturMissing: 'No original faktur number (the debit note has no ex-tax number)',
  fakturShape: 'The ex-tax number is not a faktur number (16 or 17 digits)',
  baseZero: 'The tax base is 0',
  notRupiah: 'Not in rupiah: Coretax takes rupiah amounts only',
  noTaxObjectCode: (whtCode: string) => `WHT code ${whtCode} has no Coretax tax object code`,
  mixedRates: (whtCode: string) => `The lines of WHT code ${whtCode} carry different rates`,
  tooManyRows: (count: number) =>
    `${count.toLocaleString('en-US')} rows: Coretax imports at most ${CORETAX_FILE_ROW_LIMIT.toLocaleString('en-US')} per file. Export this company's period after splitting it with the tax office's converter.`,
  nothingToExport: 'Nothing to export for this company and period',
  bppuHeading: 'Withholding slips (BPPU)',
  returHeading: 'Input-tax returns (Retur)',
  exportable: (count: number) => `${count} ${count === 1 ? 'row' : 'rows'} will be exported`,
  refusedHeading: 'Not exported, with the reason',
  downloadBppu: 'Download BPPU XML',
  downloadRetur: 'Download Retur XML',
} as const;

// ---------------------------------------------------------------------------------------------
// Tax period

export type TaxPeriod = { year: number; month: number };

export function parseTaxPeriod(value: string): TaxPeriod | null {
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (year < 2000 || year > 2999 || month < 1 || month > 12) return null;
  return { year, month };
}

/** The first and last day of a period, ISO. */
export function taxPeriodRange(p: TaxPeriod): { from: string; to: string } {
  const mm = String(p.month).padStart(2, '0');
  const last = new Date(Date.UTC(p.year, p.month, 0)).getUTCDate();
  return { from: `${p.year}-${mm}-01`, to: `${p.year}-${mm}-${String(last).padStart(2, '0')}` };
}

/** The month before `today`'s (the period finance usually reports), YYYY-MM. */
export function defaultTaxPeriod(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2025-04" → "April 2025". */
export function taxPeriodLabel(period: string): string {
  const p = parseTaxPeriod(period);
  return p ? `${MONTH_NAMES[p.month - 1]} ${p.year}` : period;
}

/** The periods the screen offers: this month and the `count − 1` before it, newest first. */
export function taxPeriodOptions(today: string, count: number): Array<{ value: string; label: string }> {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = y * 12 + (m - 1) - i;
    const value = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    return { value, label: taxPeriodLabel(value) };
  });
}

export const coretaxQuerySchema = z.strictObject({
  kind: z.enum(CORETAX_EXPORT_KINDS),
  instance: instanceSchema,
  orgId: z.coerce.number().int().min(1).max(INT4_MAX),
  period: z.string().refine((v) => parseTaxPeriod(v) !== null, CORETAX_MESSAGES.periodShape),
});
export type CoretaxQuery = z.infer<typeof coretaxQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Amounts as Coretax reads them

/** "4800000.00" → "4800000"; cents kept when there are any ("12.50"). */
export function coretaxAmount(value: string): string {
  return fromScaled(toScaled(value)).replace(/\.00$/, '');
}

/** A rate in percent without trailing zeros ("2", "1.75"). */
export function coretaxRate(value: string): string {
  return fromScaled(toScaled(value, 4), 4)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '');
}

/** YYYY-MM-DD → DD-MM-YYYY (the Retur template's date). */
export function dayMonthYear(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
}

// ---------------------------------------------------------------------------------------------
// Parties

/** NPWP (16 digits) and NITKU (22 digits) as the tax registrations hold them; null when unknown. */
export type CoretaxParty = { npwp: string | null; nitku: string | null };

/** The company's own problems: a file cannot be made without the withholder's / buyer's TIN and place of business. */
export function companyProblems(company: CoretaxParty, kind: CoretaxExportKind): string[] {
  const problems: string[] = [];
  if (!company.npwp) problems.push(CORETAX_MESSAGES.companyNpwpMissing);
  if (kind === 'bppu' && !company.nitku) problems.push(CORETAX_MESSAGES.companyNitkuMissing);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// BPPU

/** A line (non-PO) or the header (PO) of a paid invoice that withholds PPh. */
export type WithholdingPart = { whtCode: string; base: string; rate: string | null; amount: string };

export type BppuInvoice = {
  invoiceId: number;
  invoiceNo: string;
  invoiceDate: string | null;
  /** The faktur's digits, when the invoice has one. */
  fakturDigits: string | null;
  vendorId: number;
  vendorName: string;
  currencyCode: string;
  /** The ERP's first payment on it: when the tax was withheld. */
  paidDate: string;
  payee: CoretaxParty;
  parts: WithholdingPart[];
};

/** One slip's values as they go in the file (every value a string, in template order). */
export type BppuSlip = Record<(typeof BPPU_ELEMENTS)[number], string>;

export type BppuRow = {
  invoiceId: number;
  invoiceNo: string;
  vendorId: number;
  vendorName: string;
  whtCode: string;
  taxObjectCode: string | null;
  base: string;
  rate: string | null;
  amount: string;
  problems: string[];
  slip: BppuSlip | null;
};

/** One group per WHT code of an invoice (one slip = one payee × one object × one period): bases and amounts summed, the rate shared. */
export function withholdingGroups(parts: WithholdingPart[]): Array<WithholdingPart & { mixedRates: boolean }> {
  const byCode = new Map<string, WithholdingPart[]>();
  for (const p of parts) byCode.set(p.whtCode, [...(byCode.get(p.whtCode) ?? []), p]);
  return [...byCode.entries()].map(([whtCode, group]) => {
    const rates = new Set(group.map((g) => (g.rate === null ? 'null' : coretaxRate(g.rate))));
    return {
      whtCode,
      base: sumMoney(group.map((g) => g.base)),
      amount: sumMoney(group.map((g) => g.amount)),
      rate: group[0]!.rate,
      mixedRates: rates.size > 1,
    };
  });
}

/** The slips of a period's paid invoices, each with its problems (a row with any is refused, not written). */
export function bppuRows(company: CoretaxParty, period: TaxPeriod, invoices: BppuInvoice[]): BppuRow[] {
  const companyIssues = companyProblems(company, 'bppu');
  return invoices.flatMap((invoice) =>
    withholdingGroups(invoice.parts).map((group) => {
      const taxObjectCode = taxObjectCodeOf(group.whtCode);
      const problems = [...companyIssues];
      if (invoice.currencyCode !== 'IDR') problems.push(CORETAX_MESSAGES.notRupiah);
      if (!taxObjectCode) problems.push(CORETAX_MESSAGES.noTaxObjectCode(group.whtCode));
      if (group.mixedRates) problems.push(CORETAX_MESSAGES.mixedRates(group.whtCode));
      if (toScaled(group.base) <= 0n) problems.push(CORETAX_MESSAGES.baseZero);
      // A payee without any NPWP is written with Coretax's placeholder TIN; one with an NPWP needs its place of business.
      if (invoice.payee.npwp && !invoice.payee.nitku) problems.push(CORETAX_MESSAGES.supplierNitkuMissing);
      const rate = group.rate ?? '0';
      const row: BppuRow = {
        invoiceId: invoice.invoiceId,
        invoiceNo: invoice.invoiceNo,
        vendorId: invoice.vendorId,
        vendorName: invoice.vendorName,
        whtCode: group.whtCode,
        taxObjectCode,
        base: group.base,
        rate: group.rate,
        amount: group.amount,
        problems,
        slip: null,
      };
      if (problems.length) return row;
      const counterpartTin = invoice.payee.npwp ?? CORETAX_NO_NPWP_TIN;
      row.slip = {
        TaxPeriodMonth: String(period.month),
        TaxPeriodYear: String(period.year),
        CounterpartTin: counterpartTin,
        IDPlaceOfBusinessActivityOfIncomeRecipient: invoice.payee.nitku ?? `${counterpartTin}000000`,
        TaxCertificate: 'N/A',
        TaxObjectCode: taxObjectCode!,
        TaxBase: coretaxAmount(group.base),
        Rate: coretaxRate(rate),
        Document: invoice.fakturDigits ? 'TaxInvoice' : 'CommercialInvoice',
        DocumentNumber: invoice.fakturDigits ?? invoice.invoiceNo,
        DocumentDate: invoice.invoiceDate ?? invoice.paidDate,
        IDPlaceOfBusinessActivity: company.nitku!,
        GovTreasurerOpt: 'N/A',
        SP2DNumber: '',
        WithholdingDate: invoice.paidDate,
      };
      return row;
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Retur

export type ReturDebitNote = {
  debitNoteId: number;
  dnNo: string;
  dnDate: string;
  extaxNo: string | null;
  vendorId: number;
  vendorName: string;
  currencyCode: string;
  amount: string;
  taxAmount: string;
  seller: CoretaxParty;
  lines: Array<{ quantity: string; amount: string }>;
};

export type ReturDetail = Record<(typeof RETUR_DETAIL_ELEMENTS)[number], string>;
export type ReturDocument = Record<(typeof RETUR_DOCUMENT_ELEMENTS)[number], string>;

export type ReturRow = {
  debitNoteId: number;
  dnNo: string;
  dnDate: string;
  vendorId: number;
  vendorName: string;
  fakturNo: string | null;
  base: string;
  vat: string;
  problems: string[];
  data: { document: ReturDocument; details: ReturDetail[] } | null;
};

/**
 * DPP nilai lain of a returned base: 11/12 of it (half-up to the cent) when its VAT is 12 % on the
 * other base, i.e. 11 % of the base (PMK 131/2024); the base itself when the VAT is charged on the
 * full DPP (12 % luxury goods, 11 % before 2025 is indistinguishable and is treated as other base,
 * which gives the same VAT).
 */
export function returOtherTaxBase(base: string, vat: string): string {
  if (!vatIsRateOf(base, vat, '11') || vatIsRateOf(base, vat, '12')) return fromScaled(toScaled(base));
  const scaled = toScaled(base) * 11n;
  const negative = scaled < 0n;
  const abs = negative ? -scaled : scaled;
  const rounded = (abs * 2n + 12n) / 24n;
  return fromScaled(negative ? -rounded : rounded);
}

/** Whether a VAT is `rate` % of the base, to the cent or rounded down to the rupiah (as faktur amounts are). */
function vatIsRateOf(base: string, vat: string, rate: string): boolean {
  const exact = toScaled(percentOf(base, rate));
  const v = toScaled(vat);
  return exact === v || (exact / 100n) * 100n === v;
}

/** Each line's share of the header VAT (by amount, half-up), the last line taking the remainder so they sum to it. */
export function allocateVat(lineAmounts: string[], base: string, vat: string): string[] {
  const total = toScaled(base);
  const tax = toScaled(vat);
  if (!lineAmounts.length) return [];
  if (total === 0n) return lineAmounts.map((_, i) => fromScaled(i === lineAmounts.length - 1 ? tax : 0n));
  let given = 0n;
  return lineAmounts.map((amount, i) => {
    if (i === lineAmounts.length - 1) return fromScaled(tax - given);
    const product = toScaled(amount) * tax;
    const share = product >= 0n ? (product * 2n + total) / (2n * total) : -((-product * 2n + total) / (2n * total));
    given += share;
    return fromScaled(share);
  });
}

/** The returns of a period's debit notes that reverse VAT, each with its problems. */
export function returRows(company: CoretaxParty, notes: ReturDebitNote[]): ReturRow[] {
  const companyIssues = companyProblems(company, 'retur');
  return notes.map((note) => {
    const faktur = note.extaxNo?.trim() ? parseTaxInvoiceNumber(note.extaxNo) : null;
    const problems = [...companyIssues];
    if (note.currencyCode !== 'IDR') problems.push(CORETAX_MESSAGES.notRupiah);
    if (!note.extaxNo?.trim()) problems.push(CORETAX_MESSAGES.fakturMissing);
    else if (!faktur) problems.push(CORETAX_MESSAGES.fakturShape);
    if (!note.seller.npwp) problems.push(CORETAX_MESSAGES.supplierNpwpMissing);
    if (toScaled(note.amount) <= 0n) problems.push(CORETAX_MESSAGES.baseZero);
    const row: ReturRow = {
      debitNoteId: note.debitNoteId,
      dnNo: note.dnNo,
      dnDate: note.dnDate,
      vendorId: note.vendorId,
      vendorName: note.vendorName,
      fakturNo: faktur?.digits ?? null,
      base: fromScaled(toScaled(note.amount)),
      vat: fromScaled(toScaled(note.taxAmount)),
      problems,
      data: null,
    };
    if (problems.length) return row;
    const lines = note.lines.length ? note.lines : [{ quantity: '1', amount: note.amount }];
    const vats = allocateVat(
      lines.map((l) => l.amount),
      note.amount,
      note.taxAmount,
    );
    row.data = {
      document: {
        InvoiceNumber: faktur!.digits,
        SellerTIN: note.seller.npwp!,
        ReturnDate: dayMonthYear(note.dnDate),
        ReturnTaxBase: coretaxAmount(note.amount),
        ReturnOtherTaxBase: coretaxAmount(returOtherTaxBase(note.amount, note.taxAmount)),
        ReturnVAT: coretaxAmount(note.taxAmount),
        ReturnSTLG: '0',
      },
      details: lines.map((l, i) => ({
        ReturnQty: coretaxRate(l.quantity),
        ReturnTaxBase: coretaxAmount(l.amount),
        ReturnVAT: coretaxAmount(vats[i]!),
      })),
    };
    return row;
  });
}

// ---------------------------------------------------------------------------------------------
// XML models: [name, text | children] in document order, written as they are by the server.

export type XmlNode = { name: string; text?: string; children?: XmlNode[] };

const leaf = (name: string, text: string): XmlNode => ({ name, text });

export function bppuXmlModel(companyNpwp: string, slips: BppuSlip[]): XmlNode {
  return {
    name: 'BpuBulk',
    children: [
      leaf('TIN', companyNpwp),
      { name: 'ListOfBpu', children: slips.map((s) => ({ name: 'Bpu', children: BPPU_ELEMENTS.map((e) => leaf(e, s[e])) })) },
    ],
  };
}

export function returXmlModel(companyNpwp: string, returns: Array<{ document: ReturDocument; details: ReturDetail[] }>): XmlNode {
  return {
    name: 'InputTaxInvoiceReturn',
    children: [
      leaf('TIN', companyNpwp),
      {
        name: 'InputReturnDataList',
        children: returns.map((r) => ({
          name: 'InputReturnData',
          children: [
            { name: 'TransactionDocumentData', children: RETUR_DOCUMENT_ELEMENTS.map((e) => leaf(e, r.document[e])) },
            {
              name: 'ListOfReturnDetail',
              children: r.details.map((d) => ({ name: 'ReturnDetail', children: RETUR_DETAIL_ELEMENTS.map((e) => leaf(e, d[e])) })),
            },
          ],
        })),
      },
    ],
  };
}

/** File name: BPPU-<company>-<YYYY-MM>.xml / Retur-…. */
export function coretaxFileName(kind: CoretaxExportKind, instance: string, orgId: number, period: string): string {
  return `${kind === 'bppu' ? 'BPPU' : 'Retur'}-${instance}-${orgId}-${period}.xml`;
}

// ---------------------------------------------------------------------------------------------
// Preview (what the screen shows before download)

export const coretaxRefusedRowSchema = z.object({
  /** invoice (BPPU) or debit note (Retur) id. */
  sourceId: z.number(),
  documentNo: z.string(),
  vendorName: z.string(),
  whtCode: z.string().nullable(),
  base: z.string(),
  reasons: z.array(z.string()),
});
export const coretaxExportRowSchema = z.object({
  sourceId: z.number(),
  documentNo: z.string(),
  vendorName: z.string(),
  counterpartTin: z.string(),
  taxObjectCode: z.string().nullable(),
  /** The original faktur (Retur) or the document number written (BPPU). */
  reference: z.string(),
  base: z.string(),
  rate: z.string().nullable(),
  tax: z.string(),
  date: z.string(),
});
export const coretaxPreviewSchema = z.object({
  kind: z.enum(CORETAX_EXPORT_KINDS),
  instance: z.string(),
  orgId: z.number(),
  period: z.string(),
  /** Problems that stop the whole file (the company's registration, the row limit). */
  fileProblems: z.array(z.string()),
  exportable: z.array(coretaxExportRowSchema),
  refused: z.array(coretaxRefusedRowSchema),
});
export type CoretaxPreview = z.infer<typeof coretaxPreviewSchema>;
export type CoretaxExportRow = z.infer<typeof coretaxExportRowSchema>;
export type CoretaxRefusedRow = z.infer<typeof coretaxRefusedRowSchema>;

/** The file's own problems: the row limit (company problems are on every row, and named once here too). */
export function fileProblems(company: CoretaxParty, kind: CoretaxExportKind, exportableCount: number): string[] {
  const problems = companyProblems(company, kind);
  if (exportableCount > CORETAX_FILE_ROW_LIMIT) problems.push(CORETAX_MESSAGES.tooManyRows(exportableCount));
  return problems;
}
