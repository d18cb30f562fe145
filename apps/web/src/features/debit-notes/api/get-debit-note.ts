import { useQuery } from '@tanstack/react-query';
import { debitNotesApi, type DebitNoteDetail } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { debitNoteKeys } from './keys';

/** One debit note with its lines and files. */
export function fetchDebitNote(id: number, signal?: AbortSignal): Promise<DebitNoteDetail> {
  return callApi(debitNotesApi.get, { params: { id }, signal });
}

export function useDebitNote(id: number) {
  return useQuery({ queryKey: debitNoteKeys.detail(id), queryFn: ({ signal }) => fetchDebitNote(id, signal), enabled: id > 0 });
}
