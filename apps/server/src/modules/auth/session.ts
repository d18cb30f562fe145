import type { UserType } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { findLiveSession } from './repo';
import { hashToken } from './tokens';

/**
 * The actor a bearer token stands for: its session must be live (not expired, not revoked) and its
 * user active; null otherwise. The request hook (plugins/auth.ts) is handed this function by app.ts.
 */
export async function actorForToken(db: DbOrTx, token: string, now = new Date()): Promise<Actor | null> {
  const row = await findLiveSession(db, hashToken(token), now);
  if (!row || row.user.active !== 'Y') return null;
  const { session, user } = row;
  return {
    sessionId: session.id,
    userId: user.id,
    username: user.username,
    typeUser: user.typeUser as UserType,
    role: user.roleCode,
    description: user.description,
    vendorId: user.vendorId,
    defaultOrgId: user.defaultOrgId,
    defaultInstance: user.defaultInstance,
    company: session.orgId && session.instance ? { orgId: session.orgId, instance: session.instance } : null,
  };
}
