import { isPositiveMoney } from './money';
import {
  FORWARDER_CATEGORY,
  NON_PO_MESSAGES,
  PROXY_MESSAGES,
  REIMBURSEMENT_DETAIL,
  TRAVEL_DETAIL,
  type NonPoInvoiceForm,
  type NonPoLineInput,
  type ReimbursementLineInput,
} from './non-po-invoice';
import { eMeteraiSerialProblem } from './stamp-duty';
import { parseTaxInvoiceNumber } from './tax-invoice-number';

/**
 * The validation rules and switches of non-PO and proxy invoices. The web calls them before it sends
 * (every message at once, in the order the form shows its fields); the server calls the same
 * functions and refuses with the same texts.
 */

type Mode = 'create' | 'update';
/** `existingAttachments`: files the stored invoice already has (an update's form carries only new uploads). */
type Options = { mode: Mode; existingAttachments?: number };

/** A line is complete with a detail category, a description and a positive amount. */
export function isLineComplete(line: Pick<NonPoLineInput, 'categoryDetailId' | 'description' | 'amount'>): boolean {
  return line.categoryDetailId !== null && !!line.description.trim() && isPositiveMoney(line.amount);
}

/** A reimbursement line needs its tax invoice number, date and a positive tax value. */
export function isReimbursementComplete(line: Pick<ReimbursementLineInput, 'taxNo' | 'taxDate' | 'taxValue'>): boolean {
  return !!line.taxNo.trim() && !!line.taxDate && isPositiveMoney(line.taxValue);
}

function lineMessages(form: Pick<NonPoInvoiceForm, 'lines' | 'reimbursements'>): string[] {
  const m: string[] = [];
  if (form.lines.some((l) => !isLineComplete(l))) m.push(NON_PO_MESSAGES.lineIncomplete);
  if (form.reimbursements.some((r) => !isReimbursementComplete(r))) m.push(NON_PO_MESSAGES.reimbursementIncomplete);
  return m;
}

const attachmentCount = (form: Pick<NonPoInvoiceForm, 'attachmentIds'>, options: Options) => form.attachmentIds.length + (options.existingAttachments ?? 0);

/** Non-PO create/save: the supplier's own non-PO invoice. */
export function validateNonPoInvoice(form: NonPoInvoiceForm, options: Options): string[] {
  const m: string[] = [];
  if (options.mode === 'create' && (!form.orgId || !form.instance)) m.push(NON_PO_MESSAGES.selectCompany);
  if (!form.invoiceNo.trim()) m.push(NON_PO_MESSAGES.invoiceNoEmpty);
  if (!form.taxNo.trim()) m.push(NON_PO_MESSAGES.taxNoEmpty);
  else if (!parseTaxInvoiceNumber(form.taxNo)) m.push(NON_PO_MESSAGES.taxNoInvalid);
  if (!form.lines.length) m.push(NON_PO_MESSAGES.lineRequired);
  if (!form.invoiceDate) m.push(NON_PO_MESSAGES.invoiceDateEmpty);
  if (!form.taxDate) m.push(NON_PO_MESSAGES.taxDateEmpty);
  if (options.mode === 'create' && attachmentCount(form, options) === 0) m.push(NON_PO_MESSAGES.attachmentRequired);
  if (form.lines.length && !form.categoryId) m.push(NON_PO_MESSAGES.selectCategory);
  const serial = eMeteraiSerialProblem(form.eMeteraiSerial);
  if (serial) m.push(serial);
  return [...m, ...lineMessages(form)];
}

/** Proxy save/submit: the PIC's entry for a supplier, all collected at once. */
export function validateProxyInvoice(form: NonPoInvoiceForm, options: Options): string[] {
  const m: string[] = [];
  if (!form.orgId || !form.instance) m.push(PROXY_MESSAGES.selectCompany);
  if (!form.vendorId) m.push(PROXY_MESSAGES.selectSupplier);
  if (!form.invoiceNo.trim()) m.push(PROXY_MESSAGES.invoiceNumberEmpty);
  if (!form.invoiceDate) m.push(PROXY_MESSAGES.invoiceDateEmpty);
  if (!form.taxNo.trim()) m.push(PROXY_MESSAGES.taxNumberEmpty);
  else if (!parseTaxInvoiceNumber(form.taxNo)) m.push(NON_PO_MESSAGES.taxNoInvalid);
  if (!form.taxDate) m.push(PROXY_MESSAGES.taxDateEmpty);
  if (!form.bankAccountId) m.push(PROXY_MESSAGES.chooseBank);
  if (!form.paymentMethod?.trim()) m.push(PROXY_MESSAGES.choosePaymentMethod);
  if (attachmentCount(form, options) === 0) m.push(PROXY_MESSAGES.attachmentRequired);
  if (!form.lines.length) m.push(PROXY_MESSAGES.lineEmpty);
  else if (!form.categoryId) m.push(NON_PO_MESSAGES.selectCategory);
  const serial = eMeteraiSerialProblem(form.eMeteraiSerial);
  if (serial) m.push(serial);
  return [...m, ...lineMessages(form)];
}

/**
 * Add Line: a category must be chosen, and every line shares one category — a line of
 * another category than the lines already there is refused with the alert.
 */
export function addLineProblem(categoryId: number | null | undefined, lineCategoryIds: readonly (number | null)[]): string | null {
  if (!categoryId) return NON_PO_MESSAGES.selectCategory;
  return lineCategoryIds.some((c) => c !== null && c !== categoryId) ? NON_PO_MESSAGES.categoryDifferent : null;
}

/** The server's form of the same rule: each line's detail must be a detail of the invoice's category. */
export function lineCategoryProblems(
  categoryId: number | null,
  lines: readonly Pick<NonPoLineInput, 'categoryDetailId'>[],
  categoryOfDetail: (detailId: number) => number | undefined,
): string[] {
  if (!lines.length) return [];
  if (!categoryId) return [NON_PO_MESSAGES.selectCategory];
  const owners = lines.map((l) => (l.categoryDetailId === null ? undefined : categoryOfDetail(l.categoryDetailId)));
  if (lines.some((l, i) => l.categoryDetailId !== null && owners[i] === undefined)) return [NON_PO_MESSAGES.detailUnknown];
  return owners.some((o) => o !== undefined && o !== categoryId) ? [NON_PO_MESSAGES.categoryDifferent] : [];
}

const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toUpperCase() === b.toUpperCase();

/** The Reimburse section shows while a line's detail is REIMBURSTMENT (spelt so); without one its lines are cleared. */
export function needsReimbursement(lineDetailNames: readonly (string | null | undefined)[]): boolean {
  return lineDetailNames.some((name) => same(name, REIMBURSEMENT_DETAIL));
}

/** Category FORWARDER: the Reference Number is picked with Find SK (the input is disabled, the button enabled). */
export function isForwarderCategory(categoryName: string | null | undefined): boolean {
  return same(categoryName, FORWARDER_CATEGORY);
}

/** Detail "Jasa Inklaring" turns on travel mode: the line's remarks name a travel order (review.ts `travelOrderRemarks`). */
export function isTravelDetail(detailName: string | null | undefined): boolean {
  return same(detailName, TRAVEL_DETAIL);
}
