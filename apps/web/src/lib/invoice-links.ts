import { INVOICE_TYPES } from '@faktura/domain';

type Linkable = { id: number; invoiceType: string; orgId: number; vendorId: number; instance: string };

/**
 * The detail route of an invoice by its type (spec §2 route table); non-PO opens in normal (not
 * verification) mode. Shared by every list that links to invoices.
 */
export function invoiceDetailPath(inv: Linkable): string {
  const q = new URLSearchParams({ instance: inv.instance });
  if (inv.invoiceType === INVOICE_TYPES.NON_PO) return `/invoice/detail-nonpo/${inv.id}/${inv.orgId}/${inv.vendorId}/N?${q}`;
  if (inv.invoiceType === INVOICE_TYPES.PROXY) return `/invoice/detail-proxy/${inv.id}/${inv.orgId}/${inv.vendorId}?${q}`;
  return `/invoice/detail/${inv.id}?${new URLSearchParams({ vendorId: String(inv.vendorId), orgId: String(inv.orgId), instance: inv.instance })}`;
}
