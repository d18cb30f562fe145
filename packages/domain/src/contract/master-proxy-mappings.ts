import { picUserOptionsSchema, proxyMappingFormSchema, proxyMappingListQuerySchema, proxyMappingListSchema, proxyMappingSchema } from '../master-data';
import { defineEndpoint } from './endpoint';
import { idParams } from './params';

/**
 * /api/master/proxy-mappings: Vendor Proxy — PIC ↔ supplier with a start and end date. The mapping
 * decides which suppliers a PIC sees: only finance changes it; a PIC reads its own.
 */

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/master/proxy-mappings',
  summary: 'PIC ↔ supplier mappings (a PIC: its own)',
  query: proxyMappingListQuerySchema,
  response: proxyMappingListSchema,
  errors: ['FORBIDDEN'],
});

export const picUsers = defineEndpoint({
  method: 'GET',
  path: '/api/master/proxy-mappings/pic-users',
  summary: 'Active PIC users to map',
  response: picUserOptionsSchema,
  errors: ['FORBIDDEN'],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/master/proxy-mappings',
  summary: 'Map a PIC to a supplier for a period',
  body: proxyMappingFormSchema,
  response: proxyMappingSchema,
  status: 201,
  errors: ['FORBIDDEN'],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/master/proxy-mappings/:id',
  summary: 'Change a proxy mapping (e.g. end it)',
  params: idParams,
  body: proxyMappingFormSchema,
  response: proxyMappingSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/master/proxy-mappings/:id',
  summary: 'Delete a proxy mapping',
  params: idParams,
  response: 'none',
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});
