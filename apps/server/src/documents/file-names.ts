import { fileTimestamp } from '@faktura/domain';

export type DocumentKind = 'good-receipt' | 'batch-report' | 'batch-recap';

/** Generated file names: `{kind}-{DDMMYYYYHHmmss}.pdf`, e.g. good-receipt-20032024101112.pdf. */
export function documentFileName(kind: DocumentKind, at: Date): string {
  return `${kind}-${fileTimestamp(at)}.pdf`;
}
