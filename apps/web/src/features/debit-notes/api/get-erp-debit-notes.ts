import { useQuery } from '@tanstack/react-query';
import { erpDebitNoteOptionsSchema, erpDebitNoteSchema, type ErpDebitNote } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { debitNoteKeys } from './keys';

export type SupplierInCompany = { orgId: number; instance: string; vendorId: number };

/** GET /api/debit-notes/erp: the supplier's ERP debit notes not made into portal ones yet. */
export function useErpDebitNotes(s: SupplierInCompany | null) {
  return useQuery({
    queryKey: debitNoteKeys.erpOptions(s ?? { orgId: 0, instance: '', vendorId: 0 }),
    queryFn: ({ signal }) => apiFetch('/api/debit-notes/erp', erpDebitNoteOptionsSchema, { query: s!, signal }),
    enabled: !!s,
  });
}

/** GET /api/debit-notes/erp/find: Find — one ERP debit note with its lines. */
export function findErpDebitNote(s: SupplierInCompany, debitNoteId: number): Promise<ErpDebitNote> {
  return apiFetch('/api/debit-notes/erp/find', erpDebitNoteSchema, { query: { ...s, debitNoteId } });
}
