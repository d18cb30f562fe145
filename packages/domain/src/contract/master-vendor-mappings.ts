import {
  masterCompanyQuerySchema,
  vendorMappingFormSchema,
  vendorMappingListQuerySchema,
  vendorMappingListSchema,
  vendorMappingOptionsSchema,
  vendorMappingSchema,
  vendorSiteOptionsSchema,
  vendorSiteQuerySchema,
} from '../master-data';
import { defineEndpoint } from './endpoint';
import { idParams } from './params';

/** /api/master/vendor-mappings: Master Vendor — vendor ↔ category mappings (MAPING_ID); finance changes them, PIC reads them. */

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/master/vendor-mappings',
  summary: 'Vendor mappings',
  query: vendorMappingListQuerySchema,
  response: vendorMappingListSchema,
  errors: ['FORBIDDEN'],
});

export const options = defineEndpoint({
  method: 'GET',
  path: '/api/master/vendor-mappings/options',
  summary: 'Categories, finance users, recommenders and cost centres of a company',
  query: masterCompanyQuerySchema,
  response: vendorMappingOptionsSchema,
  errors: ['FORBIDDEN'],
});

export const vendorSites = defineEndpoint({
  method: 'GET',
  path: '/api/master/vendor-mappings/vendor-sites',
  summary: 'Sites of a vendor in a company',
  query: vendorSiteQuerySchema,
  response: vendorSiteOptionsSchema,
  errors: ['FORBIDDEN'],
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/master/vendor-mappings/:id',
  summary: 'One vendor mapping',
  params: idParams,
  response: vendorMappingSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/master/vendor-mappings',
  summary: 'Map a vendor to a category',
  body: vendorMappingFormSchema,
  response: vendorMappingSchema,
  status: 201,
  errors: ['FORBIDDEN'],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/master/vendor-mappings/:id',
  summary: 'Change a vendor mapping',
  params: idParams,
  body: vendorMappingFormSchema,
  response: vendorMappingSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/master/vendor-mappings/:id',
  summary: 'Delete a vendor mapping no invoice uses',
  params: idParams,
  response: 'none',
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});
