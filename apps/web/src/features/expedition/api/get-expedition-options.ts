import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { expeditionOptionsSchema } from '@faktura/domain';
import { apiFetch } from '../../../lib/api-client';
import { expeditionKeys, type VendorParams } from './keys';

/** GET /api/expedition/options: the supplier's No AWB and Branch choices (null: no supplier chosen yet). */
export function useExpeditionOptions(vendor: VendorParams | null) {
  return useQuery({
    queryKey: expeditionKeys.options(vendor ?? { orgId: 0, instance: '' }),
    queryFn: ({ signal }) => apiFetch('/api/expedition/options', expeditionOptionsSchema, { query: vendor ?? {}, signal }),
    enabled: vendor !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
