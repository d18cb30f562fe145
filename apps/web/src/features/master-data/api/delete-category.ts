import { useMutation, useQueryClient } from '@tanstack/react-query';
import { masterCategoriesApi } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { masterKeys } from './keys';

/** DELETE /api/master/categories/:id (refused while a mapping or an invoice uses it). */
export function deleteCategory(id: number): Promise<void> {
  return callApi(masterCategoriesApi.remove, { params: { id } });
}

export function useDeleteCategory(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCategory(id),
    onSuccess: () => {
      client.removeQueries({ queryKey: masterKeys.category(id) });
      void invalidateKeys(client, masterKeys.categories, QUERY_ROOTS.audit);
    },
  });
}
