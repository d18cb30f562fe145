import {
  roleListSchema,
  roleMenusFormSchema,
  roleOptionSchema,
  userFormOptionsSchema,
  userFormSchema,
  userListQuerySchema,
  userListSchema,
  userLookupQuerySchema,
  userSchema,
} from '../users';
import { defineEndpoint } from './endpoint';

/** /api/users: the user list and form (Master User), and the roles' menus. ORACLE and PIC read, only ORACLE changes. */

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/users',
  summary: 'Users by username, paged (never a password hash)',
  query: userListQuerySchema,
  response: userListSchema,
  errors: ['FORBIDDEN'],
});

export const detail = defineEndpoint({
  method: 'GET',
  path: '/api/users/detail',
  summary: 'One user by username (the edit form)',
  query: userLookupQuerySchema,
  response: userSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const formOptions = defineEndpoint({
  method: 'GET',
  path: '/api/users/form-options',
  summary: 'Roles and companies for the user form',
  response: userFormOptionsSchema,
  errors: ['FORBIDDEN'],
});

export const create = defineEndpoint({
  method: 'POST',
  path: '/api/users',
  summary: 'Create a user',
  body: userFormSchema,
  response: userSchema,
  status: 201,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const update = defineEndpoint({
  method: 'PUT',
  path: '/api/users',
  summary: 'Update the user the username names (blank password keeps it); deactivating or a past end date ends its sessions',
  body: userFormSchema,
  response: userSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const roles = defineEndpoint({
  method: 'GET',
  path: '/api/users/roles',
  summary: 'Roles with their menu page codes',
  response: roleListSchema,
  errors: ['FORBIDDEN'],
});

export const updateRoleMenus = defineEndpoint({
  method: 'PUT',
  path: '/api/users/roles',
  summary: "Replace a role's menu page codes (the sidebar at the next login)",
  body: roleMenusFormSchema,
  response: roleOptionSchema,
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});
