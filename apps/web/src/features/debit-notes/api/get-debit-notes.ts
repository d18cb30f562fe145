import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { debitNotesApi, type DebitNoteList } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { debitNoteKeys } from './keys';

export type DebitNoteListParams = { page: number; pageSize: number; fromDate?: string; toDate?: string };

/** The debit notes the user may see, newest DN date first. */
export function fetchDebitNotes(q: DebitNoteListParams, signal?: AbortSignal): Promise<DebitNoteList> {
  return callApi(debitNotesApi.list, { query: q, signal });
}

export function useDebitNotes(q: DebitNoteListParams | null) {
  return useQuery({
    queryKey: debitNoteKeys.list(q ?? {}),
    queryFn: ({ signal }) => fetchDebitNotes(q!, signal),
    enabled: !!q,
    placeholderData: keepPreviousData,
  });
}
