import { QUERY_ROOTS } from '../../../lib/query-keys';

/** The freight supplier a query is about: its company and (for PIC and finance) its id. */
export type VendorParams = { orgId: number; instance: string; vendorId?: number };

export const expeditionKeys = {
  all: QUERY_ROOTS.expedition,
  options: (v: VendorParams) => [...QUERY_ROOTS.expedition, 'options', v] as const,
  lines: (q: object) => [...QUERY_ROOTS.expedition, 'lines', q] as const,
  summary: (v: VendorParams) => [...QUERY_ROOTS.expedition, 'summary', v] as const,
};
