import {
  LOGIN_MESSAGES,
  isLanguage,
  jakartaDate,
  isTransportUser,
  validateLogin,
  type CompanyOption,
  type Language,
  type LoginResponse,
  type MeResponse,
  type SessionUser,
  type UserType,
} from '@faktura/domain';
import type { Database } from '../../db/client';
import type { ErpPort } from '../../erp/port';
import type { Config } from '../../config';
import { HttpError, badRequest, forbidden, tooManyRequests, unauthorized } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import type { Actor } from '../../lib/actor';
import { DUMMY_HASH, verifyPassword } from './passwords';
import * as repo from './repo';
import { listCompanies } from './scope';
import { hashToken, newToken } from './tokens';

type Deps = { database: Database; erp: ErpPort; config: Config };

function isWithinValidity(user: repo.UserRow, today: string): boolean {
  if (user.active !== 'Y') return false;
  if (user.startDate && user.startDate > today) return false;
  if (user.endDate && user.endDate < today) return false;
  return true;
}

export async function login(deps: Deps, input: { username: string; password: string; language?: Language | undefined; ip: string }): Promise<LoginResponse> {
  const messages = validateLogin(input);
  if (messages.length) throw badRequest(...messages);
  const { db } = deps.database;
  const now = new Date();
  const windowStart = new Date(now.getTime() - deps.config.loginWindowMinutes * 60_000);
  // Limit per (ip, username) so one attacker can't lock a user out from everywhere, and per ip
  // so one client can't spray many usernames.
  const keys = [`u:${input.ip}|${input.username.trim().toLowerCase()}`, `ip:${input.ip}`];
  const [userFailures, ipFailures] = await Promise.all(keys.map((key) => repo.countRecentFailures(db, key, windowStart)));
  if ((userFailures ?? 0) >= deps.config.loginMaxFailures || (ipFailures ?? 0) >= deps.config.loginMaxFailures * 4) {
    throw tooManyRequests(LOGIN_MESSAGES.tooManyAttempts);
  }
  const user = await repo.findUserByUsername(db, input.username.trim());
  // Verify against a dummy hash when the user is unknown: same time, same message.
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !passwordOk || !isWithinValidity(user, jakartaDate(now))) {
    for (const key of keys) await repo.recordFailure(db, key, now, windowStart);
    throw new HttpError('UNAUTHENTICATED', [LOGIN_MESSAGES.invalidCredentials]);
  }
  await repo.clearFailures(db, keys[0]!);
  // The language chosen on the login page becomes the user's when they have none yet; a stored one wins.
  if (!isLanguage(user.language) && input.language) {
    await repo.setUserLanguage(db, user.id, input.language);
    user.language = input.language;
  }

  const token = newToken();
  const expiresAt = new Date(now.getTime() + deps.config.sessionTtlMinutes * 60_000);
  const actorBase = { userId: user.id, typeUser: user.typeUser as UserType };
  const companies = await listCompanies(db, deps.erp, actorBase);
  // Suppliers and PICs work for mapped suppliers only: with none there is nothing to open a session for.
  if (companies.length === 0) throw forbidden(LOGIN_MESSAGES.noCompanies);
  const defaultCompany = pickDefaultCompany(user, companies);
  const sessionId = await repo.insertSession(db, { tokenHash: hashToken(token), userId: user.id, expiresAt, orgId: null, instance: null });
  await recordAudit(db, { actorUserId: user.id, entity: 'session', entityId: String(sessionId), action: 'LOGIN' });
  const sessionUser = await toSessionUser(deps, user, null, companies, defaultCompany);
  return { token, expiresAt: expiresAt.toISOString(), user: sessionUser, companies };
}

/** DEFAULT_COMPANY applies when DEFAULT_ORGID > 0 and the user may work there. */
function pickDefaultCompany(user: repo.UserRow, companies: CompanyOption[]): CompanyOption | null {
  if (!user.defaultOrgId || user.defaultOrgId <= 0) return null;
  return companies.find((c) => c.orgId === user.defaultOrgId && (!user.defaultInstance || c.instance === user.defaultInstance)) ?? null;
}

async function toSessionUser(
  deps: Deps,
  user: repo.UserRow,
  chosen: { orgId: number; instance: string } | null,
  companies: CompanyOption[],
  defaultCompany: CompanyOption | null,
): Promise<SessionUser> {
  const menu = await repo.findMenuCodes(deps.database.db, user.roleCode);
  const company = chosen ? (companies.find((c) => c.orgId === chosen.orgId && c.instance === chosen.instance) ?? null) : null;
  const vendorId = company?.vendorId ?? defaultCompany?.vendorId ?? companies.find((c) => c.vendorId)?.vendorId ?? user.vendorId;
  const supplierInstance = company?.instance ?? defaultCompany?.instance ?? companies.find((c) => c.vendorId)?.instance;
  const supplier = vendorId && supplierInstance ? await deps.erp.getSupplier(supplierInstance, vendorId) : null;
  return {
    userId: user.id,
    username: user.username,
    typeUser: user.typeUser as UserType,
    role: user.roleCode,
    userDesc: user.description,
    vendorId: vendorId ?? null,
    vendorName: supplier?.name ?? null,
    menu,
    transport: isTransportUser(user.description),
    company,
    defaultCompany,
    language: isLanguage(user.language) ? user.language : null,
  };
}

/** Keeps the user's language for their next logins (and answers it back). */
export async function setLanguage(deps: Deps, actor: Actor, language: Language): Promise<{ language: Language }> {
  await repo.setUserLanguage(deps.database.db, actor.userId, language);
  return { language };
}

export async function getMe(deps: Deps, actor: Actor): Promise<MeResponse> {
  const user = await repo.findUserByUsername(deps.database.db, actor.username);
  if (!user) throw unauthorized(LOGIN_MESSAGES.unauthorized);
  const companies = await listCompanies(deps.database.db, deps.erp, actor);
  return { user: await toSessionUser(deps, user, actor.company, companies, pickDefaultCompany(user, companies)), companies };
}

export async function selectCompany(deps: Deps, actor: Actor, choice: { orgId: number; instance: string }): Promise<MeResponse> {
  const companies = await listCompanies(deps.database.db, deps.erp, actor);
  if (!companies.some((c) => c.orgId === choice.orgId && c.instance === choice.instance)) {
    throw forbidden(LOGIN_MESSAGES.noCompanyAccess);
  }
  await repo.setSessionCompany(deps.database.db, actor.sessionId, choice.orgId, choice.instance);
  return getMe(deps, { ...actor, company: choice });
}

export async function logout(deps: Deps, actor: Actor): Promise<void> {
  await repo.revokeSession(deps.database.db, actor.sessionId, new Date());
  await recordAudit(deps.database.db, { actorUserId: actor.userId, entity: 'session', entityId: String(actor.sessionId), action: 'LOGOUT' });
}
