import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invoicesApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { financeKeys, type InvoiceListSearch } from './keys';

/** The finance and invoice-plus-batch lists page the invoices the user may see on the server. */
export function useInvoiceList(q: InvoiceListSearch) {
  return useQuery({
    queryKey: financeKeys.list(q),
    queryFn: ({ signal }) => callApi(invoicesApi.list, { query: q, signal }),
    placeholderData: keepPreviousData,
  });
}
