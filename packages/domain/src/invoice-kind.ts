import type { UserType } from './roles';

/** The three kinds of invoice (the legacy INVOICE_TYPE: empty, INVOICE NON PO, INVOICE PROXY): PO-matched, non-PO, and proxy (entered by a PIC). */
export const INVOICE_KINDS = ['PO', 'NON_PO', 'PROXY'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** INVOICE_TYPE as the spec and the database spell it: empty for PO invoices. */
export const INVOICE_TYPES = { PO: '', NON_PO: 'INVOICE NON PO', PROXY: 'INVOICE PROXY' } as const satisfies Record<InvoiceKind, string>;
export type InvoiceTypeCode = (typeof INVOICE_TYPES)[InvoiceKind];

export function invoiceKindOf(invoiceType: string | null | undefined): InvoiceKind {
  switch ((invoiceType ?? '').trim().toUpperCase()) {
    case INVOICE_TYPES.NON_PO:
      return 'NON_PO';
    case INVOICE_TYPES.PROXY:
      return 'PROXY';
    default:
      return 'PO';
  }
}

export function invoiceTypeCode(kind: InvoiceKind): InvoiceTypeCode {
  return INVOICE_TYPES[kind];
}

/** Who prepares an invoice of this kind: the supplier, or for a proxy invoice the PIC acting for it. */
export function authorTypeOf(kind: InvoiceKind): UserType {
  return kind === 'PROXY' ? 'PIC' : 'VENDOR';
}
