import { QUERY_ROOTS } from '../../../lib/query-keys';

const root = QUERY_ROOTS.dashboard;

/** Query keys of the dashboard feature. */
export const dashboardKeys = {
  invoices: [...root, 'invoices'],
  receipts: [...root, 'receipts'],
  work: [...root, 'work'],
} as const;
