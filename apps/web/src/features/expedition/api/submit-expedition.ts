import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expeditionApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { expeditionKeys, type VendorParams } from './keys';

/** POST /api/expedition/submit: every saved invoice of the supplier. */
export function useSubmitExpedition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (vendor: VendorParams) => callApi(expeditionApi.submit, { body: vendor }),
    onSuccess: () => invalidateKeys(client, expeditionKeys.all),
  });
}
