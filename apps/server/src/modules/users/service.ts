import {
  USER_MESSAGES,
  companyValue,
  isTransportUser,
  jakartaDate,
  parseCompanyValue,
  validateUserForm,
  type Paged,
  type User,
  type UserForm,
  type UserFormOptions,
  type UserListQuery,
  type UserType,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { companyNamer, type CompanyNamer } from '../../lib/company-names';
import { badRequest, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit/index';
import { hashPassword, loadVendorScope, revokeUserSessions, type Actor } from '../auth/index';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

function toUser(row: repo.UserRow, roleNames: Map<string, string>, nameOf: CompanyNamer): User {
  const company = row.defaultOrgId && row.defaultInstance ? { orgId: row.defaultOrgId, instance: row.defaultInstance } : null;
  return {
    id: row.id,
    username: row.username,
    typeUser: row.typeUser as UserType,
    role: row.roleCode,
    roleDescription: roleNames.get(row.roleCode) ?? row.roleCode,
    company: company ? companyValue({ ...company, vendorId: null }) : '',
    companyName: company ? nameOf(company.instance, company.orgId) : '',
    startDate: row.startDate,
    endDate: row.endDate,
    userCode: row.userCode ?? '',
    description: row.description,
    email: row.email ?? '',
    active: row.active === 'N' ? 'N' : 'Y',
    transport: isTransportUser(row.description),
  };
}

/** What the audit trail keeps of a user: every field but the password hash. */
function audited(row: repo.UserRow) {
  const { passwordHash: _hash, createdAt: _created, updatedAt: _updated, ...rest } = row;
  return rest;
}

async function presenters(ctx: Ctx) {
  const [roles, nameOf] = await Promise.all([repo.listRoles(ctx.database.db), companyNamer(ctx.erp)]);
  const roleNames = new Map(roles.map((r) => [r.code, r.description]));
  return (row: repo.UserRow) => toUser(row, roleNames, nameOf);
}

/**
 * Who the actor may read (docs/decisions/010-pic-user-scope.md): finance everyone; a PIC the
 * staff and the users of the suppliers mapped to it today, in any company (the user screens are
 * not bound to the session's company).
 */
async function visibleTo(ctx: Ctx, actor: Actor) {
  const { db } = ctx.database;
  return repo.visibleUsers(db, await loadVendorScope(db, { ...actor, company: null }));
}

export async function listUsers(ctx: Ctx, actor: Actor, q: UserListQuery): Promise<Paged<User>> {
  const visible = await visibleTo(ctx, actor);
  const [{ rows, total }, present] = await Promise.all([repo.findUsers(ctx.database.db, q, visible), presenters(ctx)]);
  return { items: rows.map(present), total, page: q.page, pageSize: q.pageSize };
}

/** One user by name; one the actor may not read is not found, like another owner's object. */
export async function getUser(ctx: Ctx, actor: Actor, username: string): Promise<User> {
  const row = await repo.findUserByName(ctx.database.db, username.trim(), false, await visibleTo(ctx, actor));
  if (!row) throw notFound(USER_MESSAGES.notFound);
  return (await presenters(ctx))(row);
}

export async function getFormOptions(ctx: Ctx): Promise<UserFormOptions> {
  const [roles, organisations] = await Promise.all([repo.listRoles(ctx.database.db), ctx.erp.listOrganizations()]);
  return {
    roles: roles.map((r) => ({ code: r.code, description: r.description, pageNos: r.pageNos })),
    companies: organisations.map((o) => ({ value: companyValue({ ...o, vendorId: null }), name: `${o.name} (${o.instance})` })),
  };
}

/** The form's values checked against the spec's rules, the roles and the ERP's companies. */
async function checkedValues(ctx: Ctx, form: UserForm, mode: 'create' | 'update') {
  const messages = validateUserForm(form, mode);
  const company = parseCompanyValue(form.company);
  const roles = await repo.listRoles(ctx.database.db);
  if (form.role.trim() && !roles.some((r) => r.code === form.role.trim())) messages.push(USER_MESSAGES.unknownRole);
  if (company && !(await ctx.erp.getOrganization(company.instance, company.orgId))) messages.push(USER_MESSAGES.unknownCompany);
  if (messages.length || !company) throw badRequest(...messages);
  return {
    typeUser: form.typeUser,
    roleCode: form.role.trim(),
    defaultOrgId: company.orgId,
    defaultInstance: company.instance,
    startDate: form.startDate || null,
    endDate: form.endDate || null,
    userCode: form.userCode.trim(),
    description: form.description.trim(),
    email: form.email.trim() || null,
    active: form.active || 'Y',
  };
}

/** A user who may no longer work keeps no live session: deactivated, or an end date already past. */
async function endSessionsIfBarred(tx: DbOrTx, row: repo.UserRow) {
  if (row.active !== 'Y' || (row.endDate !== null && row.endDate < jakartaDate())) await revokeUserSessions(tx, row.id, new Date());
}

export async function createUser(ctx: Ctx, actor: Actor, form: UserForm): Promise<User> {
  const values = await checkedValues(ctx, form, 'create');
  const username = form.username.trim();
  const passwordHash = await hashPassword(form.password);
  try {
    const row = await ctx.database.db.transaction(async (tx) => {
      if (await repo.findUserByName(tx, username)) throw badRequest(USER_MESSAGES.usernameTaken);
      const created = await repo.insertUser(tx, { ...values, username, passwordHash });
      await recordAudit(tx, {
        actorUserId: actor.userId,
        entity: 'user',
        entityId: String(created.id),
        action: 'CREATE',
        data: { before: null, after: audited(created) },
      });
      return created;
    });
    return (await presenters(ctx))(row);
  } catch (error) {
    // Two creations of one name at once: the case-insensitive unique index decides.
    if (isUniqueViolation(error)) throw badRequest(USER_MESSAGES.usernameTaken);
    throw error;
  }
}

/** Update by username (fixed on update); a blank password keeps the current one. */
export async function updateUser(ctx: Ctx, actor: Actor, form: UserForm): Promise<User> {
  const values = await checkedValues(ctx, form, 'update');
  const passwordHash = form.password ? await hashPassword(form.password) : null;
  const row = await ctx.database.db.transaction(async (tx) => {
    const before = await repo.findUserByName(tx, form.username.trim(), true);
    if (!before) throw notFound(USER_MESSAGES.notFound);
    const after = await repo.updateUser(tx, before.id, { ...values, ...(passwordHash ? { passwordHash } : {}) });
    await endSessionsIfBarred(tx, after);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      entity: 'user',
      entityId: String(before.id),
      action: 'UPDATE',
      data: { before: audited(before), after: audited(after), passwordChanged: passwordHash !== null },
    });
    return after;
  });
  return (await presenters(ctx))(row);
}
