import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { nonPoOptionsApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { nonPoKeys, type OptionsScope } from './keys';

/** Spec §9: autocomplete waits 200 ms after typing (500 ms on PIC screens). */
export const AUTOCOMPLETE_DEBOUNCE_MS = { default: 200, pic: 500 } as const;

function useDebounced(text: string, ms: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(text.trim()), ms);
    return () => window.clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * An autocomplete's answers (COA accounts, or the reimbursement vendors), asked only once something was typed (spec §5: searches only with non-empty input).
 */
export function useLookupSearch(kind: 'accounts' | 'vendors', scope: OptionsScope | null, typed: string, debounceMs: number) {
  const search = useDebounced(typed, debounceMs);
  return useQuery({
    queryKey: nonPoKeys[kind](scope ?? { orgId: 0, instance: '', vendorId: null }, search),
    queryFn: ({ signal }) => callApi(nonPoOptionsApi[kind], { query: { orgId: scope!.orgId, instance: scope!.instance, search }, signal }),
    enabled: scope !== null && search !== '',
    staleTime: 60_000,
  });
}
