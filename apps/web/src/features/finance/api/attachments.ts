import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoicesApi } from '@faktura/domain';
import { callApiUpload } from '../../../lib/api-transfer';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';

/** Finance may attach on any status. */
export function useUploadFinanceAttachment(invoiceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => callApiUpload(invoicesApi.attach, { params: { id: invoiceId }, file, fileName: file.name }),
    onSuccess: () => void invalidateKeys(client, QUERY_ROOTS.finance),
  });
}
