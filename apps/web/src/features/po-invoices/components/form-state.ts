import {
  floorToWholeRupiah,
  fromScaled,
  percentOf,
  sumMoney,
  toScaled,
  type Attachment,
  type CompanyOption,
  type OpenReceipt,
  type PoInvoiceDetail,
  type PoInvoiceForm,
} from '@faktura/domain';

/** One row of the line table: a saved line (lineId) or a receipt picked in the modal (lineId null). */
export type PoLineRow = {
  rcvTransactionId: number;
  lineId: number | null;
  poNumber: string;
  poLineNum: number;
  itemCode: string | null;
  itemDescription: string;
  unitPrice: string;
  quantity: string;
  amount: string;
  /** Known for saved lines only: the pending search does not say which VAT code a receipt carries. */
  vatRate: string | null;
};

export type PoFormState = {
  company: CompanyOption | null;
  invoiceNo: string;
  invoiceDate: string;
  description: string;
  taxInvoiceNo: string;
  taxInvoiceDate: string;
  bankAccountId: number | null;
  includePph: boolean;
  pphValue: string;
  pphCode: string | null;
  coaId: number | null;
  lines: PoLineRow[];
  attachments: Attachment[];
};

export function emptyPoForm(company: CompanyOption | null): PoFormState {
  return {
    company,
    invoiceNo: '',
    invoiceDate: '',
    description: '',
    taxInvoiceNo: '',
    taxInvoiceDate: '',
    bankAccountId: null,
    includePph: false,
    pphValue: '',
    pphCode: null,
    coaId: null,
    lines: [],
    attachments: [],
  };
}

export function lineFromReceipt(r: OpenReceipt): PoLineRow {
  return {
    rcvTransactionId: r.rcvTransactionId,
    lineId: null,
    poNumber: r.poNumber,
    poLineNum: r.poLineNum,
    itemCode: r.itemCode,
    itemDescription: r.itemDescription,
    unitPrice: r.unitPrice,
    quantity: r.quantityOpen,
    amount: r.amountOpen,
    vatRate: null,
  };
}

export function formFromDetail(d: PoInvoiceDetail, companies: readonly CompanyOption[]): PoFormState {
  const company = companies.find((c) => c.orgId === d.orgId && c.instance === d.instance) ?? { orgId: d.orgId, instance: d.instance, name: d.company, vendorId: d.vendorId, email: null };
  return {
    company,
    invoiceNo: d.invoiceNo,
    invoiceDate: d.invoiceDate ?? '',
    description: d.description,
    taxInvoiceNo: d.taxInvoiceNo ?? '',
    taxInvoiceDate: d.taxInvoiceDate ?? '',
    bankAccountId: d.bankAccountId,
    includePph: d.includePph,
    pphValue: d.pphValue ?? '',
    pphCode: d.pphCode,
    coaId: d.coaId,
    lines: d.lines.map((l) => ({
      rcvTransactionId: l.rcvTransactionId,
      lineId: l.id,
      poNumber: l.poNumber,
      poLineNum: l.poLineNum,
      itemCode: null,
      itemDescription: l.itemDescription,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      amount: l.amount,
      vatRate: l.vatRate,
    })),
    attachments: d.attachments,
  };
}

/** The payload of POST/PUT; exactly what `validatePoInvoice` checks. */
export function toPayload(s: PoFormState): PoInvoiceForm {
  return {
    orgId: s.company?.orgId ?? 0,
    instance: s.company?.instance ?? '',
    invoiceNo: s.invoiceNo.trim(),
    invoiceDate: s.invoiceDate,
    description: s.description,
    taxInvoiceNo: s.taxInvoiceNo.trim(),
    taxInvoiceDate: s.taxInvoiceDate,
    bankAccountId: s.bankAccountId,
    includePph: s.includePph,
    pphValue: s.includePph ? s.pphValue.trim() : null,
    pphCode: s.includePph ? s.pphCode : null,
    coaId: s.coaId,
    lines: s.lines.map((l) => ({ rcvTransactionId: l.rcvTransactionId })),
    attachmentIds: s.attachments.map((a) => a.id),
  };
}

export type PreviewTotals = { dpp: string; ppn: string | null; pph: string; total: string | null };

function safeMoney(value: string): string | null {
  try {
    return fromScaled(toScaled(value));
  } catch {
    return null;
  }
}

/**
 * A live preview with the server's arithmetic (DPP = Σ amounts; PPN = Σ rate% × amount, floored
 * to whole rupiah for IDR; PPh = rate% × PPh value; total = DPP + PPN − PPh). PPN is unknown
 * (null) while a line's VAT rate is not known yet; the saved invoice's figures replace all this.
 */
export function previewTotals(lines: readonly PoLineRow[], pph: { value: string; rate: string } | null, currencyCode = 'IDR'): PreviewTotals {
  const dpp = sumMoney(lines.map((l) => l.amount));
  const rates = lines.map((l) => l.vatRate);
  const ppnRaw = rates.every((r) => r !== null) ? sumMoney(lines.map((l) => percentOf(l.amount, l.vatRate ?? '0'))) : null;
  const ppn = ppnRaw === null ? null : currencyCode === 'IDR' ? floorToWholeRupiah(ppnRaw) : ppnRaw;
  const value = pph ? safeMoney(pph.value) : null;
  const pphAmount = pph && value ? percentOf(value, pph.rate) : '0.00';
  const total = ppn === null ? null : fromScaled(toScaled(dpp) + toScaled(ppn) - toScaled(pphAmount));
  return { dpp, ppn, pph: pphAmount, total };
}
