import type { EndpointResult, EndpointSpec } from '@faktura/domain';
import { apiFetchBlob, apiUpload, endpointUrl, type CallOptions, type ResponseParser } from './api-client';

// Apart from api-client.ts, which the login route loads: no login-page call moves files.

/** Downloads a declared file endpoint (`response: 'file'`): the blob and the name the server gives it. */
export function callApiBlob<E extends EndpointSpec & { response: 'file' }>(
  endpoint: E,
  options: Pick<CallOptions<E>, 'params' | 'query'>,
  fallbackName = 'download',
) {
  return apiFetchBlob(endpointUrl(endpoint, options), fallbackName);
}

/** Uploads one file to a declared multipart endpoint (`body: 'multipart'`). */
export function callApiUpload<E extends EndpointSpec & { body: 'multipart'; response: ResponseParser<unknown> }>(
  endpoint: E,
  options: Pick<CallOptions<E>, 'params' | 'query'> & { file: Blob; fileName: string },
): Promise<EndpointResult<E>> {
  return apiUpload(endpointUrl(endpoint, options), endpoint.response, options.file, options.fileName) as Promise<EndpointResult<E>>;
}
