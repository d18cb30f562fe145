/** Invoice life cycle (docs/architecture.md, "Invoice and batch status"). REJECT is the legacy spelling of REJECTED. */
export const INVOICE_STATUSES = ['DRAFT', 'OPEN', 'REVIEW', 'PROCESSED', 'PROCESSING', 'POSTED', 'REJECTED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Named statuses, so code never spells a status as a bare string. */
export const INVOICE_STATUS = Object.fromEntries(INVOICE_STATUSES.map((s) => [s, s])) as { readonly [S in InvoiceStatus]: S };

export const BATCH_STATUSES = ['DRAFT', 'OPEN', 'PROCESSING'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export const BATCH_STATUS = Object.fromEntries(BATCH_STATUSES.map((s) => [s, s])) as { readonly [S in BatchStatus]: S };

/**
 * Statuses whose invoice still holds its receipt lines: everything but POSTED (once the ERP has
 * imported an invoice, the ERP's own billed quantity takes over).
 */
export const STATUSES_HOLDING_RECEIPTS: readonly InvoiceStatus[] = INVOICE_STATUSES.filter((s) => s !== 'POSTED');

export function normaliseStatus(status: string | null | undefined): string {
  const s = (status ?? '').toUpperCase();
  return s === 'REJECT' ? 'REJECTED' : s;
}

/** A stored status as one of the life cycle's, or null for a value outside it (shown as a warning). */
export function parseInvoiceStatus(status: string | null | undefined): InvoiceStatus | null {
  const s = normaliseStatus(status);
  return (INVOICE_STATUSES as readonly string[]).includes(s) ? (s as InvoiceStatus) : null;
}

export type StatusColour = 'success' | 'error' | 'processing' | 'default' | 'warning';

/** Status tag colours: PROCESSED success, REJECT danger, OPEN primary, POSTED default, else warning. */
export function statusColour(status: string | null | undefined): StatusColour {
  switch (normaliseStatus(status)) {
    case 'PROCESSED':
      return 'success';
    case 'REJECTED':
      return 'error';
    case 'OPEN':
      return 'processing';
    case 'POSTED':
      return 'default';
    default:
      return 'warning';
  }
}
