import { useSearchParams } from 'react-router';
import { parseInvoiceStatus, type InvoiceStatus } from '@faktura/domain';

/**
 * The invoice status a list's link asks for (`?status=OPEN`, as the dashboard's work queue links
 * them), or undefined when the link names none or a status that does not exist.
 */
export function useStatusFromUrl(): InvoiceStatus | undefined {
  const [params] = useSearchParams();
  return parseInvoiceStatus(params.get('status')) ?? undefined;
}
