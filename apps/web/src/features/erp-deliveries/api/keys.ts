import { QUERY_ROOTS } from '../../../lib/query-keys';

const root = QUERY_ROOTS.erpDeliveries;

/** Query keys of the ERP deliveries screen. */
export const erpDeliveryKeys = {
  all: root,
  failed: (q: object) => [...root, 'failed', q] as const,
};
