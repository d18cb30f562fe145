import {
  PROXY_MAPPING_MESSAGES as MSG,
  jakartaDate,
  proxyWindowHolds,
  validateProxyMapping,
  type ProxyMapping,
  type ProxyMappingForm,
  type ProxyMappingList,
  type ProxyMappingListQuery,
  type UserOption,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { companyNamer } from '../../lib/company-names';
import { badRequest, notFound } from '../../lib/errors';
import { recordMasterChange } from '../audit/index';
import type { Actor } from '../auth/index';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

export async function listPicUsers(ctx: Ctx): Promise<UserOption[]> {
  return repo.listPicUsers(ctx.database.db);
}

async function present(ctx: Ctx, rows: Array<{ mapping: repo.ProxyMappingRow; username: string }>): Promise<ProxyMapping[]> {
  const nameOf = await companyNamer(ctx.erp);
  const suppliers = new Map<string, string>();
  for (const { mapping: m } of rows) {
    const key = `${m.instance}/${m.vendorId}`;
    if (!suppliers.has(key)) suppliers.set(key, (await ctx.erp.getSupplier(m.instance, m.vendorId))?.name ?? `#${m.vendorId}`);
  }
  const today = jakartaDate();
  return rows.map(({ mapping: m, username }) => ({
    id: m.id,
    orgId: m.orgId,
    instance: m.instance,
    company: nameOf(m.instance, m.orgId),
    userId: m.userId,
    username,
    vendorId: m.vendorId,
    vendorName: suppliers.get(`${m.instance}/${m.vendorId}`) ?? '',
    startDate: m.startDate,
    endDate: m.endDate,
    current: proxyWindowHolds(m, today),
  }));
}

/** Finance sees every mapping; a PIC only its own (a PIC knows only the suppliers mapped to it). */
export async function listMappings(ctx: Ctx, actor: Actor, q: ProxyMappingListQuery): Promise<ProxyMappingList> {
  const query = actor.typeUser === 'ORACLE' ? q : { ...q, userId: actor.userId };
  const { rows, total } = await repo.findMappings(ctx.database.db, query);
  return { items: await present(ctx, rows), total, page: q.page, pageSize: q.pageSize };
}

/** The form's rules at once, then the references: an active PIC, a supplier with a site in the company. */
async function checkForm(ctx: Ctx, form: ProxyMappingForm) {
  const messages = validateProxyMapping(form);
  if (messages.length) throw badRequest(...messages);
  if (!(await ctx.erp.getOrganization(form.instance, form.orgId))) throw badRequest(MSG.unknownCompany);
  const why: string[] = [];
  if (!(await repo.listPicUsers(ctx.database.db)).some((u) => u.userId === form.userId)) why.push(MSG.unknownUser);
  if ((await ctx.erp.listSupplierSites(form.instance, form.vendorId, form.orgId)).length === 0) why.push(MSG.unknownSupplier);
  if (why.length) throw badRequest(...why);
  const { orgId, instance, userId, vendorId } = form;
  // An empty start is today: the mapping starts when it is made, never silently in the past.
  return { orgId, instance, userId, vendorId, startDate: form.startDate || jakartaDate(), endDate: form.endDate || null };
}

type Values = Awaited<ReturnType<typeof checkForm>>;
type Window = Pick<repo.ProxyMappingRow, 'instance' | 'orgId' | 'userId' | 'vendorId' | 'startDate' | 'endDate'>;

/**
 * What the audit trail keeps of a mapping: its ids and the names finance reads them by. Read
 * before the transaction that writes (the ERP is not asked while it holds its locks).
 */
async function snapshot(ctx: Ctx, w: Window) {
  const [username, supplier] = await Promise.all([repo.usernameOf(ctx.database.db, w.userId), ctx.erp.getSupplier(w.instance, w.vendorId)]);
  return {
    company: `${w.instance}/${w.orgId}`,
    pic: username,
    userId: w.userId,
    supplier: supplier?.name ?? null,
    vendorId: w.vendorId,
    startDate: w.startDate,
    endDate: w.endDate,
  };
}

async function refuseOverlap(tx: DbOrTx, values: Values, exceptId?: number) {
  if (values.endDate && values.endDate < values.startDate) throw badRequest(MSG.endBeforeStart);
  if (await repo.overlapping(tx, values, exceptId)) throw badRequest(MSG.overlap);
}

async function getMapping(ctx: Ctx, id: number): Promise<ProxyMapping> {
  const row = await repo.findMapping(ctx.database.db, id);
  if (!row) throw notFound(MSG.notFound);
  return (await present(ctx, [row]))[0]!;
}

export async function createMapping(ctx: Ctx, actor: Actor, form: ProxyMappingForm): Promise<ProxyMapping> {
  const values = await checkForm(ctx, form);
  const after = await snapshot(ctx, values);
  const id = await ctx.database.db.transaction(async (tx) => {
    await refuseOverlap(tx, values);
    const row = await repo.insertMapping(tx, { ...values, createdBy: actor.userId });
    await recordMasterChange(tx, actor, { entity: 'proxy-mapping', entityId: row.id, action: 'CREATE', before: null, after });
    return row.id;
  });
  return getMapping(ctx, id);
}

export async function updateMapping(ctx: Ctx, actor: Actor, id: number, form: ProxyMappingForm): Promise<ProxyMapping> {
  const current = await repo.findMapping(ctx.database.db, id);
  if (!current) throw notFound(MSG.notFound);
  const values = await checkForm(ctx, form);
  const [before, after] = await Promise.all([snapshot(ctx, current.mapping), snapshot(ctx, values)]);
  await ctx.database.db.transaction(async (tx) => {
    if (!(await repo.findMapping(tx, id, true))) throw notFound(MSG.notFound);
    await refuseOverlap(tx, values, id);
    await repo.updateMapping(tx, id, values);
    await recordMasterChange(tx, actor, { entity: 'proxy-mapping', entityId: id, action: 'UPDATE', before, after });
  });
  return getMapping(ctx, id);
}

export async function deleteMapping(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  const current = await repo.findMapping(ctx.database.db, id);
  if (!current) throw notFound(MSG.notFound);
  const before = await snapshot(ctx, current.mapping);
  await ctx.database.db.transaction(async (tx) => {
    if (!(await repo.findMapping(tx, id, true))) throw notFound(MSG.notFound);
    await repo.deleteMapping(tx, id);
    await recordMasterChange(tx, actor, { entity: 'proxy-mapping', entityId: id, action: 'DELETE', before, after: null });
  });
}
