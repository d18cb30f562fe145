import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { stampDutyApi, type StampDutyList, type StampDutyQuery } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';

/** Query keys of the stamp-duty list (saving an invoice's serial changes it: invoices' saves invalidate their own keys, the list refetches on mount). */
export const stampDutyKeys = {
  all: ['stamp-duty'] as const,
  list: (q: object) => ['stamp-duty', 'list', q] as const,
};

export function fetchStampDuty(q: StampDutyQuery, signal?: AbortSignal): Promise<StampDutyList> {
  return callApi(stampDutyApi.list, { query: q, signal });
}

/** A page of invoices missing stamp duty (finance). */
export function useStampDutyList(q: StampDutyQuery | null) {
  return useQuery({
    queryKey: stampDutyKeys.list(q ?? {}),
    queryFn: ({ signal }) => fetchStampDuty(q!, signal),
    enabled: !!q,
    placeholderData: keepPreviousData,
  });
}
