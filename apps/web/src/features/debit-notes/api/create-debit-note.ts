import { useMutation, useQueryClient } from '@tanstack/react-query';
import { debitNoteDetailSchema, type DebitNoteDetail, type DebitNoteForm } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { debitNoteKeys } from './keys';

/** POST /api/debit-notes (finance). */
export function createDebitNote(form: DebitNoteForm): Promise<DebitNoteDetail> {
  return apiFetch('/api/debit-notes', debitNoteDetailSchema, { method: 'POST', body: form });
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
