import { invoiceKindOf } from './invoice-kind';
import { parseInvoiceStatus } from './invoice-status';
import type { UserType } from './roles';

type Linkable = { id: number; invoiceType: string; orgId: number; vendorId: number; instance: string };

const query = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');

/**
 * The detail route of an invoice by its kind; non-PO opens in normal (not
 * verification) mode. Every list links with it, and the server puts it on the notifications its
 * status changes send, so a click opens the invoice.
 */
export function invoiceDetailPath(inv: Linkable): string {
  switch (invoiceKindOf(inv.invoiceType)) {
    case 'NON_PO':
      return `/invoice/detail-nonpo/${inv.id}/${inv.orgId}/${inv.vendorId}/N?${query({ instance: inv.instance })}`;
    case 'PROXY':
      return `/invoice/detail-proxy/${inv.id}/${inv.orgId}/${inv.vendorId}?${query({ instance: inv.instance })}`;
    default:
      return `/invoice/detail/${inv.id}?${query({ vendorId: inv.vendorId, orgId: inv.orgId, instance: inv.instance })}`;
  }
}

/** What a finance or review screen needs to name an invoice by number. */
export type ReviewLinkable = Linkable & { invoiceNo: string; status: string; batchNo: string | null };

/** The link a find or finance list row opens, and its label. */
export type ReviewLink = { label: 'VIEW' | 'REVIEW' | 'DETAIL'; path: string };

/** A batch number path segment: an invoice outside a batch (non-PO, proxy) is named by "-". */
export const NO_BATCH_SEGMENT = '-';

/** `{invoice_no}/{batch_no}/{supplier_no}`: invoice numbers hold "/" (SJA/INV/2026/0101), so each segment is encoded. */
function numberSegments(inv: ReviewLinkable): string {
  return [inv.invoiceNo, inv.batchNo || NO_BATCH_SEGMENT, String(inv.vendorId)].map(encodeURIComponent).join('/');
}

/** The finance detail: a PO invoice by invoice, batch and supplier number. */
export function financeDetailPath(inv: ReviewLinkable): string {
  return `/invoice/detail/${numberSegments(inv)}?${query({ instance: inv.instance, orgId: inv.orgId })}`;
}

/** The review screens of a non-PO or proxy invoice: `review-pic`, `v2/review-pic` or `review-fin`. */
export function reviewPath(screen: 'review-pic' | 'v2/review-pic' | 'review-fin', inv: ReviewLinkable): string {
  return `/invoice/${screen}/${numberSegments(inv)}/${inv.orgId}?${query({ instance: inv.instance })}`;
}

/**
 * Review links, the one rule every find and finance list uses: finance gets VIEW
 * (review-fin) on a PROCESSED non-PO or proxy invoice and REVIEW (review-pic) otherwise, and the
 * finance detail for a PO invoice (empty invoice type); a non-PO invoice is reviewed in v2
 * review-pic, a proxy one in review-pic. Anyone else opens a PO invoice's own summary.
 */
export function reviewLinkOf(inv: ReviewLinkable, viewer: UserType): ReviewLink {
  const kind = invoiceKindOf(inv.invoiceType);
  if (kind === 'PO') return viewer === 'ORACLE' ? { label: 'DETAIL', path: financeDetailPath(inv) } : { label: 'DETAIL', path: invoiceDetailPath(inv) };
  if (viewer === 'ORACLE' && parseInvoiceStatus(inv.status) === 'PROCESSED') return { label: 'VIEW', path: reviewPath('review-fin', inv) };
  return { label: 'REVIEW', path: reviewPath(kind === 'NON_PO' ? 'v2/review-pic' : 'review-pic', inv) };
}
