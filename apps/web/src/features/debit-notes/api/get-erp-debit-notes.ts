import { useQuery } from '@tanstack/react-query';
import { debitNotesApi, type ErpDebitNote } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { debitNoteKeys } from './keys';

export type SupplierInCompany = { orgId: number; instance: string; vendorId: number };

/** The supplier's ERP debit notes not made into portal ones yet. */
export function useErpDebitNotes(s: SupplierInCompany | null) {
  return useQuery({
    queryKey: debitNoteKeys.erpOptions(s ?? { orgId: 0, instance: '', vendorId: 0 }),
    queryFn: ({ signal }) => callApi(debitNotesApi.erpOptions, { query: s!, signal }),
    enabled: !!s,
  });
}

/** Find: one ERP debit note with its lines. */
export function findErpDebitNote(s: SupplierInCompany, debitNoteId: number): Promise<ErpDebitNote> {
  return callApi(debitNotesApi.erpFind, { query: { ...s, debitNoteId } });
}
