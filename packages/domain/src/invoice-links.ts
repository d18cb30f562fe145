import { invoiceKindOf } from './invoice-kind';

type Linkable = { id: number; invoiceType: string; orgId: number; vendorId: number; instance: string };

const query = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&');

/**
 * The detail route of an invoice by its kind (spec §2 route table); non-PO opens in normal (not
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
