import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expeditionApi, type ExpeditionLineUpdate } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { expeditionKeys } from './keys';

/** PUT /api/expedition/lines: the REFERENCE modal's UPDATE; the lines and the summary are read again. */
export function useUpdateExpeditionLine() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExpeditionLineUpdate) => callApi(expeditionApi.updateLine, { body }),
    onSuccess: () => invalidateKeys(client, expeditionKeys.all),
  });
}
