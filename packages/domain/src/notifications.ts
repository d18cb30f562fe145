import { z } from 'zod';

export const NOTIFICATION_KINDS = ['notification', 'message', 'task'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = z.strictObject({
  kind: z.enum(NOTIFICATION_KINDS).default('notification'),
  state: z.enum(['new', 'old']).default('new'),
});

export const notificationListSchema = z.object({ items: z.array(notificationSchema), unread: z.number().int() });
export const notificationCountsSchema = z.object({ notification: z.number().int(), message: z.number().int(), task: z.number().int() });
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;
/** Mark all as read: the kind whose new items move to old. */
export const notificationsReadAllSchema = z.strictObject({ kind: z.enum(NOTIFICATION_KINDS).default('notification') });

export const HEADER_TEXTS = {
  tasks: (n: number) => `You have ${n} task(s)`,
  viewAllTasks: 'View all tasks',
  messages: (n: number) => `You have ${n} message(s)`,
  seeAllMessages: 'See All Messages',
  noNew: 'There are no new notifications',
  noOld: 'There are no old notifications',
  markAllRead: 'Mark all as read',
} as const;
