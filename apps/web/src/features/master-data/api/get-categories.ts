import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { masterCategoriesApi, type CategoryList } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { masterKeys } from './keys';

export type CategoryListParams = { page: number; pageSize: number; orgId?: number; instance?: string; search?: string };

/** GET /api/master/categories: a page of categories by company and name. */
export function fetchCategories(q: CategoryListParams, signal?: AbortSignal): Promise<CategoryList> {
  return callApi(masterCategoriesApi.list, { query: q, signal });
}

export function useCategories(q: CategoryListParams | null) {
  return useQuery({
    queryKey: masterKeys.categoryList(q ?? {}),
    queryFn: ({ signal }) => fetchCategories(q!, signal),
    enabled: !!q,
    placeholderData: keepPreviousData,
  });
}
