/** Invoice life cycle of DESIGN §4. REJECT is the legacy spelling of REJECTED. */
export const INVOICE_STATUSES = ['DRAFT', 'OPEN', 'REVIEW', 'PROCESSED', 'PROCESSING', 'POSTED', 'REJECTED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const BATCH_STATUSES = ['DRAFT', 'OPEN', 'PROCESSING'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const INVOICE_TYPES = { PO: '', NON_PO: 'INVOICE NON PO', PROXY: 'INVOICE PROXY' } as const;

export function normaliseStatus(status: string | null | undefined): string {
  const s = (status ?? '').toUpperCase();
  return s === 'REJECT' ? 'REJECTED' : s;
}

export type StatusColour = 'success' | 'error' | 'processing' | 'default' | 'warning';

/** Spec screen 11: PROCESSED success, REJECT danger, OPEN primary, POSTED default, else warning. */
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
