import { useMutation, useQueryClient } from '@tanstack/react-query';
import { masterCategoriesApi, type CategoryForm, type CategoryRecord } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { masterKeys } from './keys';

/** POST /api/master/categories (id 0) or PUT /api/master/categories/:id. */
export function saveCategory(id: number, form: CategoryForm): Promise<CategoryRecord> {
  return id ? callApi(masterCategoriesApi.update, { params: { id }, body: form }) : callApi(masterCategoriesApi.create, { body: form });
}

export function useSaveCategory(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: CategoryForm) => saveCategory(id, form),
    onSuccess: (saved) => {
      client.setQueryData(masterKeys.category(saved.id), saved);
      // Vendor mappings and their choices name categories; the audit trail gained an event.
      void invalidateKeys(client, masterKeys.all, QUERY_ROOTS.audit);
    },
  });
}
