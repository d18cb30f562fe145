import { useQuery } from '@tanstack/react-query';
import { coretaxExportsApi, coretaxFileName, type CoretaxQuery } from '@faktura/domain';
import { callApi, endpointUrl } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/open-file';

export const coretaxKeys = { preview: (q: CoretaxQuery | null) => ['coretax-exports', 'preview', q ?? {}] as const };

/** What a file of one kind would hold, and the refused rows; nothing before the form is sent. */
export function useCoretaxPreview(q: CoretaxQuery | null) {
  return useQuery({
    queryKey: coretaxKeys.preview(q),
    queryFn: ({ signal }) => callApi(coretaxExportsApi.preview, { query: q!, signal }),
    enabled: q !== null,
  });
}

/** The XML file, saved under the server's name. */
export function downloadCoretax(q: CoretaxQuery): Promise<string> {
  return downloadFile(endpointUrl(coretaxExportsApi.download, { query: q }), coretaxFileName(q.kind, q.instance, q.orgId, q.period));
}
