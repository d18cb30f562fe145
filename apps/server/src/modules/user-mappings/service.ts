import {
  USER_MESSAGES,
  companyValue,
  parseCompanyValue,
  validateUserMapping,
  type Paged,
  type UserMapping,
  type UserMappingForm,
  type UserMappingListQuery,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { companyNamer } from '../../lib/company-names';
import { badRequest, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/unique-violation';
import { recordAudit } from '../audit/index';
import { loadVendorScope, type Actor } from '../auth/index';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

async function present(ctx: Ctx, rows: Array<{ mapping: repo.MappingRow; username: string }>): Promise<UserMapping[]> {
  const nameOf = await companyNamer(ctx.erp);
  const suppliers = await Promise.all(rows.map(({ mapping: m }) => ctx.erp.getSupplier(m.instance, m.vendorId)));
  return rows.map(({ mapping: m, username }, i) => ({
    id: m.id,
    userId: m.userId,
    username,
    vendorId: m.vendorId,
    vendorName: suppliers[i]?.name ?? String(m.vendorId),
    orgId: m.orgId,
    instance: m.instance,
    company: companyValue({ orgId: m.orgId, instance: m.instance, vendorId: null }),
    companyName: nameOf(m.instance, m.orgId),
    active: m.active === 'N' ? 'N' : 'Y',
    email: m.email ?? '',
  }));
}

/**
 * The suppliers whose mappings the actor may read (docs/decisions/010-pic-user-scope.md): finance
 * all, a PIC those mapped to it today in any company.
 */
const scopeOf = (ctx: Ctx, actor: Actor) => loadVendorScope(ctx.database.db, { ...actor, company: null });

export async function listMappings(ctx: Ctx, actor: Actor, q: UserMappingListQuery): Promise<Paged<UserMapping>> {
  const { rows, total } = await repo.findMappings(ctx.database.db, q, await scopeOf(ctx, actor));
  return { items: await present(ctx, rows), total, page: q.page, pageSize: q.pageSize };
}

/** One mapping; another supplier's is not found, like another owner's object. */
export async function getMapping(ctx: Ctx, actor: Actor, id: number): Promise<UserMapping> {
  const row = await repo.findMapping(ctx.database.db, id, await scopeOf(ctx, actor));
  if (!row) throw notFound(USER_MESSAGES.mappingNotFound);
  const [mapping] = await present(ctx, [row]);
  return mapping!;
}

/** The form checked: the user exists, the company is the ERP's and the vendor has a site in it. */
async function checkedValues(ctx: Ctx, form: UserMappingForm) {
  const messages = validateUserMapping(form);
  const company = parseCompanyValue(form.company);
  if (form.userId && !(await repo.findUser(ctx.database.db, form.userId))) messages.push(USER_MESSAGES.notFound);
  if (company && form.vendorId) {
    const sites = await ctx.erp.listSupplierSites(company.instance, form.vendorId, company.orgId);
    if (!sites.length) messages.push(USER_MESSAGES.unknownVendor);
  }
  if (messages.length || !company) throw badRequest(...messages);
  return { userId: form.userId, vendorId: form.vendorId, ...company, active: form.active || 'Y', email: form.email.trim() || null };
}

/** Create (no id) or update (id: the mapping of the edit URL; its user stays fixed). */
export async function saveMapping(ctx: Ctx, actor: Actor, form: UserMappingForm): Promise<UserMapping> {
  const values = await checkedValues(ctx, form);
  try {
    const id = await ctx.database.db.transaction(async (tx) => {
      if (!form.id) {
        const created = await repo.insertMapping(tx, { ...values, createdBy: actor.userId });
        await recordAudit(tx, {
          actorUserId: actor.userId,
          entity: 'user_mapping',
          entityId: String(created.id),
          action: 'CREATE',
          data: { before: null, after: created },
        });
        return created.id;
      }
      const before = await repo.findMapping(tx, form.id, await scopeOf(ctx, actor), true);
      if (!before) throw notFound(USER_MESSAGES.mappingNotFound);
      const after = await repo.updateMapping(tx, form.id, { ...values, userId: before.mapping.userId });
      await recordAudit(tx, {
        actorUserId: actor.userId,
        entity: 'user_mapping',
        entityId: String(form.id),
        action: 'UPDATE',
        data: { before: before.mapping, after },
      });
      return form.id;
    });
    return await getMapping(ctx, actor, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(USER_MESSAGES.mappingExists);
    throw error;
  }
}
