import {
  accountOptionsSchema,
  categoryFormSchema,
  categoryListQuerySchema,
  categoryListSchema,
  categoryRecordSchema,
  masterCompanyQuerySchema,
} from '../master-data';
import { defineEndpoint } from './endpoint';
import { idParams } from './params';

/** /api/master/categories: Master Category — categories and their detail lines (read by finance and PIC, changed by finance). */

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/master/categories',
  summary: 'Categories by company and name',
  query: categoryListQuerySchema,
  response: categoryListSchema,
  errors: ['FORBIDDEN'],
});

export const accounts = defineEndpoint({
  method: 'GET',
  path: '/api/master/categories/accounts',
  summary: 'Enabled accounts of a company (category and detail COA)',
  query: masterCompanyQuerySchema,
  response: accountOptionsSchema,
  errors: ['FORBIDDEN'],
});

export const get = defineEndpoint({
  method: 'GET',
  path: '/api/master/categories/:id',
  summary: 'A category with its detail lines',
  params: idParams,
  response: categoryRecordSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/master/categories',
  summary: 'Create a category',
  body: categoryFormSchema,
  response: categoryRecordSchema,
  status: 201,
  errors: ['FORBIDDEN'],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/master/categories/:id',
  summary: 'Update a category and its detail lines',
  params: idParams,
  body: categoryFormSchema,
  response: categoryRecordSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const remove = defineEndpoint({
  method: 'DELETE',
  path: '/api/master/categories/:id',
  summary: 'Delete a category no mapping or invoice uses',
  params: idParams,
  response: 'none',
  errors: ['FORBIDDEN', 'NOT_FOUND', 'CONFLICT'],
});
