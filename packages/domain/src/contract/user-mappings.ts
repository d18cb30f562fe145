import { userMappingFormSchema, userMappingListQuerySchema, userMappingListSchema, userMappingLookupQuerySchema, userMappingSchema } from '../users';
import { defineEndpoint } from './endpoint';

/** /api/user-mappings: which supplier, in which company, a user acts for (Master User Mapping). ORACLE writes, PIC reads. */

const tags = ['users'] as const;

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/user-mappings',
  summary: 'User–vendor mappings, paged',
  tags,
  query: userMappingListQuerySchema,
  response: userMappingListSchema,
  errors: ['FORBIDDEN'],
});

export const detail = defineEndpoint({
  method: 'GET',
  path: '/api/user-mappings/detail',
  summary: 'One mapping (the edit form, mid of its URL)',
  tags,
  query: userMappingLookupQuerySchema,
  response: userMappingSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const save = defineEndpoint({
  method: 'POST',
  path: '/api/user-mappings',
  summary: 'Create (no id) or update (id) a user–vendor mapping',
  tags,
  body: userMappingFormSchema,
  response: userMappingSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});
