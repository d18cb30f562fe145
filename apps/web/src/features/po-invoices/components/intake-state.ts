import type { CompanyOption, IntakeResult } from '@faktura/domain';
import { lineFromReceipt, type PoFormValues } from './form-state';

/**
 * The form as an e-invoice file fills it: company, numbers and dates from the file, the matched
 * received lines ticked (each as the invoice bills it: the receipt's open quantity at the PO
 * price), the file as the one attachment. Bank, PPh and description stay as they were.
 */
export function formFromIntake(result: IntakeResult, companies: readonly CompanyOption[], current: PoFormValues): PoFormValues {
  const p = result.prefill;
  const company = companies.find((c) => c.orgId === p.orgId && c.instance === p.instance) ?? current.company;
  const seen = new Set<number>();
  const lines = p.lines.filter((l) => !seen.has(l.rcvTransactionId) && seen.add(l.rcvTransactionId)).map((l) => lineFromReceipt(l.receipt));
  return {
    ...current,
    company,
    invoiceNo: p.invoiceNo,
    invoiceDate: p.invoiceDate,
    taxInvoiceNo: p.taxInvoiceNo,
    taxInvoiceDate: p.taxInvoiceDate || p.invoiceDate,
    lines,
    attachments: [result.attachment],
  };
}

/** Where a mismatch is shown: beside the PO line it was matched to, else as the document's line alone. */
export function mismatchPlace(result: IntakeResult, rcvTransactionId: number | null): string | null {
  const line = rcvTransactionId === null ? undefined : result.prefill.lines.find((l) => l.rcvTransactionId === rcvTransactionId);
  return line ? `PO ${line.poNumber} line ${line.poLineNum}` : null;
}
