import { useQuery } from '@tanstack/react-query';
import { nonPoOptionsApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { nonPoKeys, type OptionsScope } from './keys';

const query = (s: OptionsScope) => ({ orgId: s.orgId, instance: s.instance, vendorId: s.vendorId ?? undefined });
// Lookups change seldom: a minute without refetching keeps the form quiet while it is filled.
const STALE_MS = 60_000;

/** Sites, mapped categories, WHT, currencies, banks, payment methods, terms, cost centres, SK references. */
export function useNonPoOptions(scope: OptionsScope | null) {
  return useQuery({
    queryKey: nonPoKeys.options(scope ?? { orgId: 0, instance: '', vendorId: null }),
    queryFn: ({ signal }) => callApi(nonPoOptionsApi.formOptions, { query: query(scope!), signal }),
    enabled: scope !== null,
    staleTime: STALE_MS,
  });
}

/** The VAT codes valid on the invoice date (a new date, a new list). */
export function useVatCodes(scope: OptionsScope | null, invoiceDate: string) {
  return useQuery({
    queryKey: nonPoKeys.vatCodes(scope ?? { orgId: 0, instance: '', vendorId: null }, invoiceDate),
    queryFn: ({ signal }) => callApi(nonPoOptionsApi.vatCodes, { query: { orgId: scope!.orgId, instance: scope!.instance, invoiceDate }, signal }),
    enabled: scope !== null && invoiceDate !== '',
    staleTime: STALE_MS,
  });
}

/** The supplier's travel orders, for a Jasa Inklaring line. */
export function useTravelOrders(scope: OptionsScope | null, enabled: boolean) {
  return useQuery({
    queryKey: nonPoKeys.travelOrders(scope ?? { orgId: 0, instance: '', vendorId: null }),
    queryFn: ({ signal }) => callApi(nonPoOptionsApi.travelOrders, { query: query(scope!), signal }),
    enabled: scope !== null && enabled,
    staleTime: STALE_MS,
  });
}
