import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expeditionApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { expeditionKeys, type VendorParams } from './keys';

/** GET /api/expedition/options: the supplier's No AWB and Branch choices (null: no supplier chosen yet). */
export function useExpeditionOptions(vendor: VendorParams | null) {
  return useQuery({
    queryKey: expeditionKeys.options(vendor ?? { orgId: 0, instance: '' }),
    queryFn: ({ signal }) => callApi(expeditionApi.options, { query: vendor ?? {}, signal }),
    enabled: vendor !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
