import { USER_MESSAGES, type RoleMenusForm, type RoleOption } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import type { Actor } from '../auth/index';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database'>;

export async function listRoles(ctx: Ctx): Promise<{ items: RoleOption[] }> {
  const roles = await repo.listRoles(ctx.database.db);
  return { items: roles.map((r) => ({ code: r.code, description: r.description, pageNos: r.pageNos })) };
}

/**
 * Replaces a role's menu page codes. Sessions keep the menu they logged in with (the web holds
 * it); /api/auth/me and the next login read the new one.
 */
export async function updateRoleMenus(ctx: Ctx, actor: Actor, form: RoleMenusForm): Promise<RoleOption> {
  const pageNos = [...new Set(form.pageNos)].sort((a, b) => a - b);
  return ctx.database.db.transaction(async (tx) => {
    const role = await repo.lockRole(tx, form.code);
    if (!role) throw notFound(USER_MESSAGES.unknownRole);
    const before = (await repo.listRoles(tx)).find((r) => r.code === role.code)?.pageNos ?? [];
    await repo.replaceRoleMenus(tx, role.code, pageNos);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      entity: 'role',
      entityId: role.code,
      action: 'UPDATE_MENUS',
      data: { before: { pageNos: before }, after: { pageNos } },
    });
    return { code: role.code, description: role.description, pageNos };
  });
}
