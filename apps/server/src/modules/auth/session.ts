import type { UserType } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { findLiveSession, type ScopeMapping } from './repo';
import { hashToken } from './tokens';

/**
 * The supplier mappings read with the session (one statement per request instead of two). A
 * symbol key, enumerable, so copies such as `{ ...actor, company: null }` keep it while JSON and
 * the Actor type stay as they were; an actor made elsewhere (tests, jobs) has none and the scope
 * reads the mappings itself.
 */
const MAPPINGS: unique symbol = Symbol('faktura.actor.mappings');
type ActorWithMappings = Actor & { [MAPPINGS]?: ScopeMapping[] };

/** The mappings loaded with the actor's session, if it came from one. */
export function sessionMappings(actor: Actor): ScopeMapping[] | undefined {
  return (actor as ActorWithMappings)[MAPPINGS];
}

/**
 * The actor a bearer token stands for: its session must be live (not expired, not revoked) and its
 * user active; null otherwise. The request hook (plugins/auth.ts) is handed this function by app.ts.
 */
export async function actorForToken(db: DbOrTx, token: string, now = new Date()): Promise<Actor | null> {
  const row = await findLiveSession(db, hashToken(token), now);
  if (!row || row.user.active !== 'Y') return null;
  const { session, user, mappings } = row;
  const actor: ActorWithMappings = {
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
  if (mappings) actor[MAPPINGS] = mappings.map((m) => ({ instance: m.instance, orgId: Number(m.orgId), vendorId: Number(m.vendorId), email: m.email }));
  return actor;
}
