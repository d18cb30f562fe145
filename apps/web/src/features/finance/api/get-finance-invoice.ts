import { useQuery } from '@tanstack/react-query';
import { financeApi, type FinanceLookupQuery } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { financeKeys } from './keys';

/** GET /api/finance/po-invoices?invoiceNo&batchNo&vendorId&orgId&instance: the finance detail by number. */
export function useFinanceInvoice(q: FinanceLookupQuery) {
  return useQuery({
    queryKey: financeKeys.lookup(q),
    queryFn: ({ signal }) => callApi(financeApi.lookupPoInvoice, { query: q, signal }),
    // Read afresh whenever the screen opens: the ERP moves a submitted invoice on in the background.
    staleTime: 0,
    retry: false,
  });
}

/** GET /api/finance/po-invoices/:id/options: the ERP's banks, payment methods, terms, accounts, pay groups. */
export function useFinanceOptions(id: number) {
  return useQuery({
    queryKey: financeKeys.options(id),
    queryFn: ({ signal }) => callApi(financeApi.poInvoiceOptions, { params: { id }, signal }),
    staleTime: 60_000,
  });
}
