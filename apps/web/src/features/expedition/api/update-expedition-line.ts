import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expeditionLineSchema, type ExpeditionLineUpdate } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { expeditionKeys } from './keys';

/** PUT /api/expedition/lines: the REFERENCE modal's UPDATE; the lines and the summary are read again. */
export function useUpdateExpeditionLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExpeditionLineUpdate) => apiFetch('/api/expedition/lines', expeditionLineSchema, { method: 'PUT', body }),
    onSuccess: () => invalidateKeys(client, expeditionKeys.all),
  });
}
