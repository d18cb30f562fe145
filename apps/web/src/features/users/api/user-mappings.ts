import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userMappingsApi, type UserMappingForm, type UserMappingListQuery } from '@faktura/domain';
import { callApi } from '../../../lib/api-client';
import { invalidateKeys, QUERY_ROOTS } from '../../../lib/query-keys';
import { userKeys } from './keys';

/** GET /api/user-mappings: user–vendor mappings, paged by 5 (5/10/15). */
export function useUserMappings(q: Partial<UserMappingListQuery> | null) {
  return useQuery({
    queryKey: userKeys.mappingList(q ?? {}),
    queryFn: ({ signal }) => callApi(userMappingsApi.list, { query: q!, signal }),
    enabled: !!q,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/user-mappings/detail?id=: the mapping of the edit URL (its mid). */
export function useUserMapping(id: number | null) {
  return useQuery({
    queryKey: userKeys.mapping(id ?? 0),
    queryFn: ({ signal }) => callApi(userMappingsApi.detail, { query: { id: id! }, signal }),
    enabled: !!id,
  });
}

/** POST /api/user-mappings: create (no id) or update (id). */
export function useSaveUserMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: UserMappingForm) => callApi(userMappingsApi.save, { body: form }),
    onSuccess: () => void invalidateKeys(client, userKeys.mappings, QUERY_ROOTS.audit),
  });
}
