import { notificationCountsSchema, notificationListSchema, notificationsQuerySchema, notificationsReadAllSchema } from '../notifications';
import { defineEndpoint } from './endpoint';

/** /api/notifications: the header's tasks, messages and notifications dropdowns, one table behind all three. */

export const list = defineEndpoint({
  method: 'GET',
  path: '/api/notifications',
  summary: 'New (unread) or old (read) items of one kind for the current user',
  query: notificationsQuerySchema,
  response: notificationListSchema,
});

export const counts = defineEndpoint({
  method: 'GET',
  path: '/api/notifications/counts',
  summary: 'Unread counts per kind',
  response: notificationCountsSchema,
});

export const readAll = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/read-all',
  summary: 'Mark all as read: new items of a kind move to old',
  body: notificationsReadAllSchema,
  response: 'none',
});
