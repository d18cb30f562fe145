import { z } from 'zod';
import type { UserType } from './roles';

/**
 * What waits for the signed-in user, per role, on the dashboard: one count per queue and the
 * list it opens (filtered where the list takes a filter from its link). Finance: invoices to
 * complete and to submit, the ERP's answers awaited, ERP deliveries failed or waiting, likely
 * duplicates to clear. PIC: non-PO invoices to verify and review, its proxy drafts. Recommenders
 * (PIC or finance): tasks and delegations. Suppliers: rejected invoices to correct and drafts.
 */
export const WORK_QUEUE_KEYS = [
  'toComplete',
  'toSubmitErp',
  'awaitingErp',
  'deliveriesFailed',
  'deliveriesWaiting',
  'duplicates',
  'toReview',
  'proxyDrafts',
  'tasks',
  'delegations',
  'rejectedToFix',
  'drafts',
] as const;
export type WorkQueueKey = (typeof WORK_QUEUE_KEYS)[number];

export const WORK_QUEUE_LABELS: Record<WorkQueueKey, string> = {
  toComplete: 'PO invoices to complete',
  toSubmitErp: 'Invoices to submit to the ERP',
  awaitingErp: 'Sent to the ERP, waiting for its answer',
  deliveriesFailed: 'ERP deliveries that failed',
  deliveriesWaiting: 'ERP deliveries waiting to be sent',
  duplicates: 'Likely duplicates to clear',
  toReview: 'Non-PO invoices to verify and review',
  proxyDrafts: 'Proxy invoices in draft',
  tasks: 'Tasks waiting for your recommendation',
  delegations: 'Delegations in force today',
  rejectedToFix: 'Rejected invoices to correct',
  drafts: 'Draft invoices not yet submitted',
};

export const WORK_QUEUE_MESSAGES = {
  title: 'Waiting for you',
  nothing: 'Nothing is waiting for you.',
} as const;

/** The queues each kind of user sees, in the order shown. */
export const WORK_QUEUES_BY_ROLE: Record<UserType, readonly WorkQueueKey[]> = {
  ORACLE: ['toComplete', 'toSubmitErp', 'awaitingErp', 'deliveriesFailed', 'deliveriesWaiting', 'duplicates', 'tasks', 'delegations'],
  PIC: ['toReview', 'proxyDrafts', 'tasks', 'delegations'],
  VENDOR: ['rejectedToFix', 'drafts'],
};

export const workQueueItemSchema = z.object({
  key: z.enum(WORK_QUEUE_KEYS),
  count: z.number().int().nonnegative(),
  /** The screen the count opens, with its filter in the query string where the list takes one. */
  path: z.string(),
});
export type WorkQueueItem = z.infer<typeof workQueueItemSchema>;
export const workQueueSchema = z.object({ items: z.array(workQueueItemSchema) });
export type WorkQueue = z.infer<typeof workQueueSchema>;

/** A list screen opened already filtered to one status (the list reads `?status=` on arrival). */
export const listFilteredByStatus = (listPath: string, status: string) => `${listPath}?status=${encodeURIComponent(status)}`;
