import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expeditionApi } from '@faktura/domain';
import { callApiUpload } from '../../../lib/api-transfer';
import { invalidateKeys } from '../../../lib/query-keys';
import { expeditionKeys, type VendorParams } from './keys';

/** POST /api/expedition/upload: a .xls / .xlsx of billed lines, all applied or none. */
export function useUploadExpedition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ vendor, file }: { vendor: VendorParams; file: File }) =>
      callApiUpload(expeditionApi.upload, { query: { ...vendor, vendorId: vendor.vendorId ?? 0 }, file, fileName: file.name }),
    onSuccess: () => invalidateKeys(client, expeditionKeys.all),
  });
}
