import {
  computePoInvoiceTotals,
  fromScaled,
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
  /** The line's VAT rate (%); null only if an older answer did not carry it. */
  vatRate: string | null;
};

/** What the PO invoice form holds (an antd form's values; lines and attachments have no input of their own). */
export type PoFormValues = {
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
  /** Stamp duty: the e-Meterai serial as typed (blank: none). */
  eMeteraiSerial: string;
};

export function emptyPoForm(company: CompanyOption | null): PoFormValues {
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
    eMeteraiSerial: '',
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
    vatRate: r.vatRate,
  };
}

/**
 * The PO flip's form: the chosen lines with their company, today's date as invoice and faktur
 * date (a faktur is normally dated with its invoice; the supplier retypes it when not), and the
 * bank the server proposes. Everything else stays as on an empty form.
 */
export function formFromFlip(company: CompanyOption | null, receipts: readonly OpenReceipt[], bankAccountId: number | null, today: string): PoFormValues {
  return { ...emptyPoForm(company), invoiceDate: today, taxInvoiceDate: today, bankAccountId, lines: receipts.map(lineFromReceipt) };
}

/**
 * What the first lines picked in Search Pending PO fill when still blank: the invoice date (it
 * cannot change once lines are on the form, so a blank one would stay blank), the faktur date
 * (the invoice date) and the bank when the supplier has only one here.
 */
export function lineDefaults(values: PoFormValues, today: string, banks: readonly { id: number }[]): Partial<PoFormValues> {
  const invoiceDate = values.invoiceDate || today;
  const onlyBank = banks.length === 1 ? banks[0]!.id : null;
  return { invoiceDate, taxInvoiceDate: values.taxInvoiceDate || invoiceDate, bankAccountId: values.bankAccountId ?? onlyBank };
}

export function formFromDetail(d: PoInvoiceDetail, companies: readonly CompanyOption[]): PoFormValues {
  const company = companies.find((c) => c.orgId === d.orgId && c.instance === d.instance) ?? {
    orgId: d.orgId,
    instance: d.instance,
    name: d.company,
    vendorId: d.vendorId,
    email: null,
  };
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
      itemCode: l.itemCode,
      itemDescription: l.itemDescription,
      unitPrice: l.unitPrice,
      quantity: l.quantity,
      amount: l.amount,
      vatRate: l.vatRate,
    })),
    attachments: d.attachments,
    eMeteraiSerial: d.eMeteraiSerial ?? '',
  };
}

/** The payload of POST/PUT; exactly what `validatePoInvoice` checks. */
export function toPayload(s: PoFormValues): PoInvoiceForm {
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
    eMeteraiSerial: s.eMeteraiSerial.trim() || null,
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
 * A live preview with the server's own arithmetic (`computePoInvoiceTotals` of the domain). PPN
 * stays unknown (null) while a line's VAT rate is; the saved invoice's figures replace all this.
 */
export function previewTotals(lines: readonly PoLineRow[], pph: { value: string; rate: string } | null, currencyCode = 'IDR'): PreviewTotals {
  const value = pph ? safeMoney(pph.value) : null;
  const pphInput = pph && value ? { value, rate: pph.rate } : null;
  const priced = lines.map((l) => ({ amount: l.amount, vatRate: l.vatRate ?? '0' }));
  const totals = computePoInvoiceTotals(priced, currencyCode, pphInput);
  const ppnKnown = lines.every((l) => l.vatRate !== null);
  return { dpp: totals.dpp, ppn: ppnKnown ? totals.ppn : null, pph: totals.pph, total: ppnKnown ? totals.total : null };
}

/** Whether what the totals depend on still matches the saved invoice (then its figures stand). */
function totalsUnchanged(values: PoFormValues, saved: PoInvoiceDetail): boolean {
  const ids = (xs: readonly { rcvTransactionId: number }[]) =>
    xs
      .map((x) => x.rcvTransactionId)
      .sort()
      .join(',');
  return (
    ids(values.lines) === ids(saved.lines) &&
    values.includePph === saved.includePph &&
    (values.pphCode ?? null) === (saved.pphCode ?? null) &&
    (values.pphValue || null) === (saved.pphValue || null)
  );
}

/**
 * The totals to show: the saved invoice's own while its lines and PPh are as saved, else the
 * browser's preview. `pphRate` is the chosen PPh code's rate (%).
 */
export function totalsFor(values: PoFormValues, pphRate: string, saved?: PoInvoiceDetail): { totals: PreviewTotals; preview: boolean } {
  if (saved && totalsUnchanged(values, saved)) return { totals: saved.totals, preview: false };
  const pph = values.includePph ? { value: values.pphValue || '0', rate: pphRate } : null;
  return { totals: previewTotals(values.lines, pph, saved?.currencyCode), preview: true };
}
