import {
  DEFAULT_REIMBURSEMENT_GROUP,
  computeNonPoTotals,
  needsReimbursement,
  type Attachment,
  type CompanyOption,
  type NonPoFormOptions,
  type NonPoInvoiceDetail,
  type NonPoInvoiceForm,
  type NonPoTotals,
  type TaxCodeOption,
} from '@faktura/domain';

/** One invoice line as the form edits it; `categoryId` is the category the line was added under. */
export type LineRow = {
  key: string;
  categoryId: number | null;
  categoryDetailId: number | null;
  description: string;
  amount: string;
  vatCode: string | null;
  whtCode: string | null;
  coaId: number | null;
  /** The account's text, so a picked account shows before any search answers. */
  coaLabel: string | null;
  remarks: string;
};

export type ReimbursementRow = {
  key: string;
  vendorId: number | null;
  vendorName: string;
  taxNo: string;
  taxDate: string;
  taxValue: string;
  coaId: number | null;
  group: string;
};

/** What the non-PO / proxy form holds (an antd form's values; lines and files have no single input). */
export type NonPoFormValues = {
  company: CompanyOption | null;
  /** The supplier a PIC enters for (a supplier's own form leaves it null: the server knows it). */
  vendorId: number | null;
  vendorSiteId: number | null;
  invoiceNo: string;
  invoiceDate: string;
  glDate: string;
  description: string;
  taxNo: string;
  taxDate: string;
  currencyCode: string;
  bankAccountId: number | null;
  paymentMethod: string | null;
  termId: number | null;
  referenceNumber: string;
  costCenter: string;
  coaId: number | null;
  /** The saved charge of account's text, shown before any search. */
  coaLabel: string | null;
  categoryId: number | null;
  lines: LineRow[];
  reimbursements: ReimbursementRow[];
  attachments: Attachment[];
  /** Stamp duty: the e-Meterai serial as typed (blank: none). */
  eMeteraiSerial: string;
};

let counter = 0;
/** A row key that stays put while rows are added and removed. */
export const rowKey = () => `row-${++counter}`;

export function emptyNonPoForm(company: CompanyOption | null): NonPoFormValues {
  return {
    company,
    vendorId: null,
    vendorSiteId: null,
    invoiceNo: '',
    invoiceDate: '',
    glDate: '',
    description: '',
    taxNo: '',
    taxDate: '',
    currencyCode: 'IDR',
    bankAccountId: null,
    paymentMethod: null,
    termId: null,
    referenceNumber: '',
    costCenter: '',
    coaId: null,
    coaLabel: null,
    categoryId: null,
    lines: [],
    reimbursements: [],
    attachments: [],
    eMeteraiSerial: '',
  };
}

/** A new line of a detail category, posting to the detail's account until the user picks another. */
export function emptyLine(categoryId: number, detail: { id: number; accountId: number | null; accountLabel: string | null }): LineRow {
  return {
    key: rowKey(),
    categoryId,
    categoryDetailId: detail.id,
    description: '',
    amount: '',
    vatCode: null,
    whtCode: null,
    coaId: detail.accountId,
    coaLabel: detail.accountLabel,
    remarks: '',
  };
}

export function emptyReimbursement(): ReimbursementRow {
  return { key: rowKey(), vendorId: null, vendorName: '', taxNo: '', taxDate: '', taxValue: '', coaId: null, group: DEFAULT_REIMBURSEMENT_GROUP };
}

export function formFromDetail(d: NonPoInvoiceDetail, company: CompanyOption): NonPoFormValues {
  return {
    company,
    vendorId: d.vendorId,
    vendorSiteId: d.vendorSiteId,
    invoiceNo: d.invoiceNo,
    invoiceDate: d.invoiceDate ?? '',
    glDate: d.glDate ?? '',
    description: d.description,
    taxNo: d.taxNo ?? '',
    taxDate: d.taxDate ?? '',
    currencyCode: d.currencyCode,
    bankAccountId: d.bankAccountId,
    paymentMethod: d.paymentMethod,
    termId: d.termId,
    referenceNumber: d.referenceNumber ?? '',
    costCenter: d.costCenter ?? '',
    coaId: d.coaId,
    coaLabel: d.coaLabel,
    categoryId: d.categoryId,
    lines: d.lines.map((l) => ({
      key: rowKey(),
      categoryId: d.categoryId,
      categoryDetailId: l.categoryDetailId,
      description: l.description,
      amount: l.amount,
      vatCode: l.vatCode,
      whtCode: l.whtCode,
      coaId: l.coaId,
      coaLabel: l.coaLabel,
      remarks: l.remarks,
    })),
    reimbursements: d.reimbursements.map((r) => ({ ...r, key: rowKey(), taxDate: r.taxDate ?? '' })),
    attachments: d.attachments,
    eMeteraiSerial: d.eMeteraiSerial ?? '',
  };
}

/** The payload of POST/PUT: exactly what the domain's validators and the server check. */
export function toPayload(v: NonPoFormValues): NonPoInvoiceForm {
  return {
    orgId: v.company?.orgId ?? 0,
    instance: v.company?.instance ?? '',
    vendorId: v.vendorId,
    vendorSiteId: v.vendorSiteId,
    invoiceNo: v.invoiceNo.trim(),
    invoiceDate: v.invoiceDate,
    glDate: v.glDate,
    description: v.description,
    taxNo: v.taxNo.trim(),
    taxDate: v.taxDate,
    currencyCode: v.currencyCode,
    bankAccountId: v.bankAccountId,
    paymentMethod: v.paymentMethod,
    termId: v.termId,
    referenceNumber: v.referenceNumber.trim(),
    costCenter: v.costCenter,
    coaId: v.coaId,
    categoryId: v.categoryId,
    lines: v.lines.map((l) => ({
      categoryDetailId: l.categoryDetailId,
      description: l.description,
      amount: l.amount.trim(),
      vatCode: l.vatCode,
      whtCode: l.whtCode,
      coaId: l.coaId,
      remarks: l.remarks,
    })),
    reimbursements: v.reimbursements.map((r) => ({
      vendorId: r.vendorId,
      vendorName: r.vendorName,
      taxNo: r.taxNo.trim(),
      taxDate: r.taxDate,
      taxValue: r.taxValue.trim(),
      coaId: r.coaId,
      group: r.group,
    })),
    attachmentIds: v.attachments.map((a) => a.id),
    eMeteraiSerial: v.eMeteraiSerial.trim() || null,
  };
}

/** The detail category names of the lines, from the mapped categories the options list. */
export function detailNames(lines: readonly LineRow[], options: NonPoFormOptions | undefined): (string | null)[] {
  const names = new Map(options?.categories.flatMap((c) => c.details.map((d) => [d.id, d.name] as const)) ?? []);
  return lines.map((l) => (l.categoryDetailId ? (names.get(l.categoryDetailId) ?? null) : null));
}

/** Whether the Reimburse section shows: a REIMBURSTMENT line, or reimbursement lines kept from a saved invoice. */
export const showsReimbursement = (v: NonPoFormValues, options: NonPoFormOptions | undefined) =>
  needsReimbursement(detailNames(v.lines, options)) || (options === undefined && v.reimbursements.length > 0);

/**
 * Totals as the server will compute them (the domain's `computeNonPoTotals` on the rates of the
 * chosen VAT and WHT codes): the create and edit screens show the same figures to the cent.
 */
export function previewTotals(v: NonPoFormValues, vat: readonly TaxCodeOption[], wht: readonly TaxCodeOption[]): NonPoTotals {
  const rate = (codes: readonly TaxCodeOption[], code: string | null) => (code ? (codes.find((c) => c.code === code)?.rate ?? '0') : null);
  return computeNonPoTotals(
    v.lines.map((l) => ({ amount: l.amount, vatCode: l.vatCode, vatRate: rate(vat, l.vatCode), whtCode: l.whtCode, whtRate: rate(wht, l.whtCode) })),
    v.currencyCode,
  );
}
