import { PROXY_MAPPING_MESSAGES } from '@faktura/domain';
import { errorMessages } from '../../../lib/api-client';

/**
 * A failed master save or delete says so ("Gagal menyimpan category") plus the server's
 * text. The server leads its own refusals with that text; other failures (the network, an
 * unexpected error) get it put in front here.
 */
export function failureMessages(lead: string, error: unknown): string[] {
  const messages = errorMessages(error);
  return messages.includes(lead) ? messages : [lead, ...messages];
}

/** Proxy mapping: the server's message, or "Something went wrong" when it sent none. */
export function proxyFailureMessages(error: unknown): string[] {
  return errorMessages(error, PROXY_MAPPING_MESSAGES.failed);
}
