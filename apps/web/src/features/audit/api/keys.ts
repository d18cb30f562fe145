import { QUERY_ROOTS } from '../../../lib/query-keys';

const root = QUERY_ROOTS.audit;

/** Query keys of the audit trail. */
export const auditKeys = {
  all: root,
  list: (q: object) => [...root, 'list', q] as const,
  filters: [...root, 'filters'] as const,
};
