import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { driveApi, type DriveCodeRequest } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';

const keys = { status: [...QUERY_ROOTS.drive, 'status'] as const };

/** GET /api/drive: companies (with ITD), linked drives, recent batch uploads. */
export function useDriveStatus() {
  return useQuery({ queryKey: keys.status, queryFn: ({ signal }) => callApi(driveApi.status, { signal }) });
}

/** POST /api/drive/url: Generate URL for a company. */
export function useGenerateDriveUrl() {
  return useMutation({ mutationFn: (company: string) => callApi(driveApi.generateUrl, { body: { company } }) });
}

/** POST /api/drive/code: Save the pasted code (links the drive). */
export function useSaveDriveCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: DriveCodeRequest) => callApi(driveApi.saveCode, { body: form }),
    onSuccess: (status) => {
      client.setQueryData(keys.status, status);
      void invalidateKeys(client, QUERY_ROOTS.audit);
    },
  });
}

/** POST /api/drive/uploads/retry: a failed batch upload made due again. */
export function useRetryDriveUpload() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(driveApi.retryUpload, { body: { id } }),
    onSuccess: (status) => client.setQueryData(keys.status, status),
  });
}
