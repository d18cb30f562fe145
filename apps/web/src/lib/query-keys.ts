import type { QueryClient } from '@tanstack/react-query';

/**
 * The first segment of every cached query: one per feature, one for shared lookups. A feature
 * builds its own keys on its root in `features/<name>/api/keys.ts`; another feature refreshes
 * them only through a root from here, so no key is spelled as a literal in two places.
 */
export const QUERY_ROOTS = {
  audit: ['audit'],
  auth: ['auth'],
  batches: ['batches'],
  dashboard: ['dashboard'],
  debitNotes: ['debit-notes'],
  erpDeliveries: ['erp-deliveries'],
  finance: ['finance'],
  invoices: ['invoices'],
  nonPoInvoices: ['non-po-invoices'],
  masterData: ['master-data'],
  notifications: ['notifications'],
  poInvoices: ['po-invoices'],
  receipts: ['receipts'],
  reviews: ['reviews'],
  reports: ['reports'],
  suppliers: ['suppliers'],
  tasks: ['tasks'],
  users: ['users'],
  drive: ['drive'],
  expedition: ['expedition'],
} as const;

/** Marks every query under these keys stale; those on screen refetch (settled when they have). */
export async function invalidateKeys(client: QueryClient, ...keys: ReadonlyArray<readonly unknown[]>): Promise<void> {
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
