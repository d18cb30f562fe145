import { useMutation, useQueryClient } from '@tanstack/react-query';
import { debitNotesApi, type DebitNoteDetail, type DebitNoteForm } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { debitNoteKeys } from './keys';

/** Creates a debit note from an ERP debit note (finance). */
export function createDebitNote(form: DebitNoteForm): Promise<DebitNoteDetail> {
  return callApi(debitNotesApi.create, { body: form });
}

export function useCreateDebitNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createDebitNote,
    onSuccess: (created) => {
      client.setQueryData(debitNoteKeys.detail(created.id), created);
      void invalidateKeys(client, debitNoteKeys.all, QUERY_ROOTS.audit);
    },
  });
}
