import { z } from 'zod';
import { INT4_MAX, isoDateSchema, pagedSchema, plainText, queryInt } from './common';
import { LIST_PAGE_SIZES } from './invoices';

/**
 * The audit trail screen (issue 10 item 5, finance only): every status change and every
 * master-data change — who, when, what, before → after, reason — filtered by user, entity and
 * date, paged on the server.
 */

export const AUDIT_MESSAGES = {
  fromAfterTo: 'From date cannot be after To date',
} as const;

/** What a master-data change records in its event's data: the row before and after (null when created / deleted). */
export type AuditChange = { before: Record<string, unknown> | null; after: Record<string, unknown> | null };

export const auditListQuerySchema = z.strictObject({
  page: queryInt(1, 100000).default(1),
  pageSize: queryInt(1, 50).default(LIST_PAGE_SIZES[0]),
  userId: queryInt(1, INT4_MAX).optional(),
  entity: plainText(30).optional(),
  entityId: plainText(60).optional(),
  fromDate: isoDateSchema.optional(),
  toDate: isoDateSchema.optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export function validateAuditSearch(q: { fromDate?: string; toDate?: string }): string[] {
  return q.fromDate && q.toDate && q.fromDate > q.toDate ? [AUDIT_MESSAGES.fromAfterTo] : [];
}

const jsonRecord = z.record(z.string(), z.unknown()).nullable();

export const auditEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUserId: z.number().int().nullable(),
  actor: z.string().nullable(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  reason: z.string().nullable(),
  /** A master-data change: the row before and after; other events: null here, their data in `data`. */
  before: jsonRecord,
  after: jsonRecord,
  data: jsonRecord,
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditListSchema = pagedSchema(auditEventSchema);
export type AuditList = z.infer<typeof auditListSchema>;

export const auditFiltersSchema = z.object({
  users: z.array(z.object({ userId: z.number().int(), username: z.string() })),
  entities: z.array(z.string()),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/** "field: before → after" for each field a change touched, for the trail's "what changed" column. */
export function describeChange(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string[] {
  // Audit data is JSON: a value is null, a primitive, or an object/array shown as JSON.
  const show = (v: unknown) => (v === null || v === undefined || v === '' ? '–' : typeof v === 'string' ? v : JSON.stringify(v));
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.filter((k) => JSON.stringify(before?.[k]) !== JSON.stringify(after?.[k])).map((k) => `${k}: ${show(before?.[k])} → ${show(after?.[k])}`);
}
