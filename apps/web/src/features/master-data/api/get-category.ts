import { useQuery } from '@tanstack/react-query';
import { masterCategoriesApi, type CategoryRecord } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { masterKeys } from './keys';

/** GET /api/master/categories/:id: a category with its detail lines. */
export function fetchCategory(id: number, signal?: AbortSignal): Promise<CategoryRecord> {
  return callApi(masterCategoriesApi.get, { params: { id }, signal });
}

/** `id` 0: a new category, nothing to load. */
export function useCategory(id: number) {
  return useQuery({ queryKey: masterKeys.category(id), queryFn: ({ signal }) => fetchCategory(id, signal), enabled: id > 0 });
}
