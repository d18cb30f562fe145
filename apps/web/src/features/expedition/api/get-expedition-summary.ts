import { useQuery } from '@tanstack/react-query';
import { expeditionApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { expeditionKeys, type VendorParams } from './keys';

/** GET /api/expedition/summary: Summary Invoice, what Submit would send. */
export function useExpeditionSummary(vendor: VendorParams | null) {
  return useQuery({
    queryKey: expeditionKeys.summary(vendor ?? { orgId: 0, instance: '' }),
    queryFn: ({ signal }) => callApi(expeditionApi.summary, { query: vendor ?? {}, signal }),
    enabled: vendor !== null,
  });
}
