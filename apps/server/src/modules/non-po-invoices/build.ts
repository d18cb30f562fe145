import {
  DEFAULT_REIMBURSEMENT_GROUP,
  computeNonPoTotals,
  formatTaxInvoiceNumber,
  money,
  parseTaxInvoiceNumber,
  storedEMeteraiSerial,
  type NonPoInvoiceForm,
} from '@faktura/domain';
import type { CheckedReferences } from './references';

/**
 * Header, lines and reimbursement lines of a non-PO invoice as stored: the figures computed here
 * from the lines and the ERP's rates (client totals are never sent), the cost centre defaulting to
 * the category mapping's.
 */
export function buildNonPoInvoice(form: NonPoInvoiceForm, refs: CheckedReferences) {
  const priced = form.lines.map((l, i) => ({ amount: l.amount, vatCode: l.vatCode, whtCode: l.whtCode, ...refs.rates[i]! }));
  const totals = computeNonPoTotals(priced, form.currencyCode);
  const tax = parseTaxInvoiceNumber(form.taxNo)!;
  const header = {
    invoiceNo: form.invoiceNo.trim(),
    invoiceDate: form.invoiceDate,
    glDate: form.glDate || null,
    description: form.description,
    taxNo: formatTaxInvoiceNumber(tax.digits),
    taxNoDigits: tax.digits,
    taxDate: form.taxDate,
    vendorSiteId: form.vendorSiteId ?? refs.category?.vendorSiteId ?? null,
    currencyCode: form.currencyCode,
    bankAccountId: form.bankAccountId,
    paymentMethod: form.paymentMethod,
    termId: form.termId,
    referenceNumber: form.referenceNumber.trim() || null,
    costCenter: form.costCenter.trim() || refs.category?.costCenter || null,
    ccid: form.coaId,
    categoryId: refs.category?.id ?? null,
    mappingId: refs.category?.mappingId ?? null,
    invoiceAmount: totals.totalLine,
    taxAmount: totals.totalPpn,
    pphAmount: totals.totalWht,
    totalAmount: totals.totalInvoice,
    eMeteraiSerial: storedEMeteraiSerial(form.eMeteraiSerial),
  };
  const lines = form.lines.map((l, i) => ({
    lineNum: i + 1,
    itemDescription: l.description.trim(),
    amount: money(l.amount),
    vatCode: l.vatCode,
    vatRate: priced[i]!.vatRate,
    taxAmount: totals.lineTaxes[i]!,
    whtCode: l.whtCode,
    whtRate: priced[i]!.whtRate,
    whtAmount: totals.lineWht[i]!,
    coaId: l.coaId,
    categoryDetailId: l.categoryDetailId,
    remarks: l.remarks,
  }));
  const reimbursements = form.reimbursements.map((r, i) => ({
    lineNum: i + 1,
    vendorId: r.vendorId,
    vendorName: r.vendorName.trim(),
    taxNo: r.taxNo.trim(),
    taxDate: r.taxDate,
    taxValue: money(r.taxValue),
    coaId: r.coaId,
    groupCode: r.group.trim() || DEFAULT_REIMBURSEMENT_GROUP,
  }));
  return { header, lines, reimbursements };
}
