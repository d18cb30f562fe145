import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expeditionUploadResponseSchema } from '@faktura/domain';
import { apiUpload } from '../../../lib/api-client';
import { invalidateKeys } from '../../../lib/query-keys';
import { expeditionKeys, type VendorParams } from './keys';

const queryOf = (v: VendorParams) => new URLSearchParams({ orgId: String(v.orgId), instance: v.instance, vendorId: String(v.vendorId ?? 0) });

/** POST /api/expedition/upload: a .xls / .xlsx of billed lines, all applied or none. */
export function useUploadExpedition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ vendor, file }: { vendor: VendorParams; file: File }) =>
      apiUpload(`/api/expedition/upload?${queryOf(vendor).toString()}`, expeditionUploadResponseSchema, file, file.name),
    onSuccess: () => invalidateKeys(client, expeditionKeys.all),
  });
}
