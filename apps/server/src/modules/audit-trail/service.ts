import { validateAuditSearch, type AuditEvent, type AuditFilters, type AuditList, type AuditListQuery } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { findAuditEvents, findAuditFilterValues } from './list-repo';

type Json = Record<string, unknown>;
const isRecord = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A master-data change keeps {before, after} in its data; other events keep their own facts there. */
function splitData(data: unknown): Pick<AuditEvent, 'before' | 'after' | 'data'> {
  if (!isRecord(data)) return { before: null, after: null, data: null };
  if ('before' in data && 'after' in data) {
    return { before: isRecord(data.before) ? data.before : null, after: isRecord(data.after) ? data.after : null, data: null };
  }
  return { before: null, after: null, data };
}

/** The audit trail (finance only): newest first, filtered by user, entity and date. */
export async function listAuditEvents(db: DbOrTx, q: AuditListQuery): Promise<AuditList> {
  const messages = validateAuditSearch(q);
  if (messages.length) throw badRequest(...messages);
  const { rows, total } = await findAuditEvents(db, q);
  return {
    items: rows.map(({ event, actor }) => ({
      id: event.id,
      at: event.at.toISOString(),
      actorUserId: event.actorUserId,
      actor,
      entity: event.entity,
      entityId: event.entityId,
      action: event.action,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      reason: event.reason,
      ...splitData(event.data),
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export function listAuditFilters(db: DbOrTx): Promise<AuditFilters> {
  return findAuditFilterValues(db);
}
