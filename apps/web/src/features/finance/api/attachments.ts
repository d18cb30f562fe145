import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attachmentSchema } from '@faktura/domain';
import { apiUpload } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';

/** POST /api/invoices/:id/attachments: finance may attach on any status (spec §6). */
export function useUploadFinanceAttachment(invoiceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiUpload(`/api/invoices/${invoiceId}/attachments`, attachmentSchema, file, file.name),
    onSuccess: () => void invalidateKeys(client, QUERY_ROOTS.finance),
  });
}
