import { useQuery } from '@tanstack/react-query';
import { debitNoteDetailSchema, type DebitNoteDetail } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { debitNoteKeys } from './keys';

/** GET /api/debit-notes/:id: one debit note with its lines and files. */
export function fetchDebitNote(id: number, signal?: AbortSignal): Promise<DebitNoteDetail> {
  return apiFetch(`/api/debit-notes/${id}`, debitNoteDetailSchema, { signal });
}

export function useDebitNote(id: number) {
  return useQuery({ queryKey: debitNoteKeys.detail(id), queryFn: ({ signal }) => fetchDebitNote(id, signal), enabled: id > 0 });
}
