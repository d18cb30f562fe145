import { useQuery } from '@tanstack/react-query';
import { masterCategoriesApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { masterKeys } from './keys';

type Company = { orgId: number; instance: string };

/** GET /api/master/categories/accounts: the company's enabled accounts (category and detail COA). */
export function fetchAccounts(c: Company, signal?: AbortSignal) {
  return callApi(masterCategoriesApi.accounts, { query: { orgId: c.orgId, instance: c.instance }, signal });
}

export function useAccounts(c: Company | null) {
  return useQuery({
    queryKey: masterKeys.accounts(c ?? { orgId: 0, instance: '' }),
    queryFn: ({ signal }) => fetchAccounts(c!, signal),
    enabled: !!c,
    staleTime: 5 * 60_000,
  });
}
