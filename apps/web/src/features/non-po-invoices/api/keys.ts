import { QUERY_ROOTS } from '../../../lib/query-keys';

/** Whose form a lookup serves: the company, and for a PIC the supplier it enters for. */
export type OptionsScope = { orgId: number; instance: string; vendorId: number | null };
const root = QUERY_ROOTS.nonPoInvoices;

/** Query keys of the non-PO invoices feature. */
export const nonPoKeys = {
  detail: (id: number) => [...root, 'detail', id] as const,
  options: (s: OptionsScope) => [...root, 'options', s.orgId, s.instance, s.vendorId] as const,
  vatCodes: (s: OptionsScope, invoiceDate: string) => [...root, 'vat', s.orgId, s.instance, invoiceDate] as const,
  accounts: (s: OptionsScope, search: string) => [...root, 'accounts', s.orgId, s.instance, search] as const,
  vendors: (s: OptionsScope, search: string) => [...root, 'vendors', s.orgId, s.instance, search] as const,
  travelOrders: (s: OptionsScope) => [...root, 'travel-orders', s.orgId, s.instance, s.vendorId] as const,
};
