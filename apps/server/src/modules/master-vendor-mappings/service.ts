import {
  VENDOR_MAPPING_MESSAGES as MSG,
  validateVendorMapping,
  type VendorMapping,
  type VendorMappingForm,
  type VendorMappingList,
  type VendorMappingListQuery,
  type VendorMappingOptions,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { companyNamer } from '../../lib/company-names';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { recordMasterChange } from '../audit/index';
import type { Actor } from '../auth/index';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;
type Company = { instance: string; orgId: number };

// The finance user is a finance (ORACLE) user; the recommender (Rekomendator) a buyer-side or finance user.
const FINANCE_TYPES = ['ORACLE'];
const RECOMMENDER_TYPES = ['PIC', 'ORACLE'];
const SEARCH_LIMIT = 200;

export async function listOptions(ctx: Ctx, c: Company): Promise<VendorMappingOptions> {
  const { db } = ctx.database;
  const [categories, financeUsers, recommenders, costCenters] = await Promise.all([
    repo.listCategoriesOf(db, c),
    repo.listActiveUsers(db, FINANCE_TYPES),
    repo.listActiveUsers(db, RECOMMENDER_TYPES),
    ctx.erp.listCostCenters(c.instance, c.orgId),
  ]);
  const option = ({ userId, username, description }: { userId: number; username: string; description: string }) => ({ userId, username, description });
  return { categories, financeUsers: financeUsers.map(option), recommenders: recommenders.map(option), costCenters };
}

export async function listVendorSites(ctx: Ctx, q: Company & { vendorId: number }) {
  const sites = await ctx.erp.listSupplierSites(q.instance, q.vendorId, q.orgId);
  return { items: sites.map((s) => ({ vendorSiteId: s.vendorSiteId, siteCode: s.siteCode })) };
}

/** Names of what the mappings point at in the ERP: suppliers and their sites. */
async function present(ctx: Ctx, rows: repo.JoinedMapping[]): Promise<VendorMapping[]> {
  const nameOf = await companyNamer(ctx.erp);
  const suppliers = new Map<string, string>();
  const sites = new Map<string, string>();
  for (const { mapping: m } of rows) {
    const key = `${m.instance}/${m.vendorId}`;
    if (suppliers.has(key)) continue;
    suppliers.set(key, (await ctx.erp.getSupplier(m.instance, m.vendorId))?.name ?? `#${m.vendorId}`);
    for (const s of await ctx.erp.listSupplierSites(m.instance, m.vendorId)) sites.set(`${m.instance}/${s.vendorSiteId}`, s.siteCode);
  }
  return rows.map(({ mapping: m, categoryName, financeUser, recommender }) => ({
    id: m.id,
    orgId: m.orgId,
    instance: m.instance,
    company: nameOf(m.instance, m.orgId),
    categoryId: m.categoryId,
    categoryName,
    financeUserId: m.financeUserId,
    financeUser,
    recommenderUserId: m.recommenderUserId,
    recommender,
    vendorId: m.vendorId,
    vendorName: suppliers.get(`${m.instance}/${m.vendorId}`) ?? '',
    costCenter: m.costCenter,
    vendorSiteId: m.vendorSiteId,
    vendorSiteCode: m.vendorSiteId ? (sites.get(`${m.instance}/${m.vendorSiteId}`) ?? null) : null,
  }));
}

/** The vendors whose name matches the search (names live in the ERP), or undefined without a search. */
async function vendorsMatching(ctx: Ctx, q: VendorMappingListQuery): Promise<number[] | undefined> {
  const search = q.search?.trim();
  if (!search) return undefined;
  const instances = q.instance ? [q.instance] : [...new Set((await ctx.erp.listOrganizations()).map((o) => o.instance))];
  const found = await Promise.all(instances.map((instance) => ctx.erp.listSuppliers({ instance, orgId: q.orgId, search, limit: SEARCH_LIMIT })));
  return found.flat().map((s) => s.vendorId);
}

export async function listMappings(ctx: Ctx, q: VendorMappingListQuery): Promise<VendorMappingList> {
  const { rows, total } = await repo.findMappings(ctx.database.db, q, await vendorsMatching(ctx, q));
  return { items: await present(ctx, rows), total, page: q.page, pageSize: q.pageSize };
}

export async function getMapping(ctx: Ctx, id: number): Promise<VendorMapping> {
  const row = await repo.findMapping(ctx.database.db, id);
  if (!row) throw notFound(MSG.notFound);
  return (await present(ctx, [row]))[0]!;
}

/**
 * The form's rules at once, then the references (every id is checked): the company, the
 * vendor and its site in it, its cost centre, active users. A refusal of that kind leads with
 * "Gagal menyimpan mapping vendor" and says why. The category is checked in the
 * transaction that writes, under a share lock.
 */
async function checkForm(ctx: Ctx, form: VendorMappingForm) {
  const messages = validateVendorMapping(form);
  if (messages.length) throw badRequest(...messages);
  const { db } = ctx.database;
  const why: string[] = [];
  if (!(await ctx.erp.getOrganization(form.instance, form.orgId))) throw badRequest(MSG.saveFailed, MSG.unknownCompany);
  const [finance, recommenders, costCenters, sites, supplier] = await Promise.all([
    repo.listActiveUsers(db, FINANCE_TYPES),
    repo.listActiveUsers(db, RECOMMENDER_TYPES),
    ctx.erp.listCostCenters(form.instance, form.orgId),
    ctx.erp.listSupplierSites(form.instance, form.vendorId, form.orgId),
    ctx.erp.getSupplier(form.instance, form.vendorId),
  ]);
  if (!finance.some((u) => u.userId === form.financeUserId)) why.push(MSG.unknownFinanceUser);
  if (!recommenders.some((u) => u.userId === form.recommenderUserId)) why.push(MSG.unknownRecommender);
  if (!supplier) why.push(MSG.unknownVendor);
  if (!costCenters.some((c) => c.code === form.costCenter.trim())) why.push(MSG.unknownCostCenter);
  if (!sites.some((s) => s.vendorSiteId === form.vendorSiteId)) why.push(MSG.unknownVendorSite);
  if (why.length) throw badRequest(MSG.saveFailed, ...why);
  const { orgId, instance, categoryId, financeUserId, recommenderUserId, vendorId, vendorSiteId } = form;
  const values = { orgId, instance, categoryId, financeUserId, recommenderUserId, vendorId, vendorSiteId, costCenter: form.costCenter.trim() };
  return { values, names: { vendor: supplier?.name ?? null, vendorSite: sites.find((s) => s.vendorSiteId === vendorSiteId)?.siteCode ?? null } };
}

type Values = Awaited<ReturnType<typeof checkForm>>['values'];
/** The ERP's names of a mapping's vendor and site, read before the transaction that writes (the ERP is not asked while it holds its locks). */
type ErpNames = { vendor: string | null; vendorSite: string | null };

async function erpNamesOf(ctx: Ctx, m: Pick<repo.VendorMappingRow, 'instance' | 'orgId' | 'vendorId' | 'vendorSiteId'>): Promise<ErpNames> {
  const [supplier, sites] = await Promise.all([ctx.erp.getSupplier(m.instance, m.vendorId), ctx.erp.listSupplierSites(m.instance, m.vendorId, m.orgId)]);
  return { vendor: supplier?.name ?? null, vendorSite: sites.find((site) => site.vendorSiteId === m.vendorSiteId)?.siteCode ?? null };
}

/** What the audit trail keeps of a mapping: its ids and the names finance reads them by. */
const snapshot = ({ mapping: m, categoryName, financeUser, recommender }: repo.JoinedMapping, names: ErpNames) => ({
  company: `${m.instance}/${m.orgId}`,
  category: categoryName,
  categoryId: m.categoryId,
  financeUser,
  recommender,
  vendor: names.vendor,
  vendorId: m.vendorId,
  costCenter: m.costCenter,
  vendorSite: names.vendorSite,
  vendorSiteId: m.vendorSiteId,
});

/** The mapping as just written, in the writing transaction. */
async function written(tx: DbOrTx, id: number) {
  const row = await repo.findMapping(tx, id);
  if (!row) throw notFound(MSG.notFound);
  return row;
}

async function checkInTransaction(tx: DbOrTx, values: Values, exceptId?: number) {
  if (!(await repo.categoryOfCompany(tx, values.categoryId, values))) throw badRequest(MSG.saveFailed, MSG.unknownCategory);
  if (await repo.duplicateOf(tx, values, exceptId)) throw badRequest(MSG.saveFailed, MSG.duplicate);
}

export async function createMapping(ctx: Ctx, actor: Actor, form: VendorMappingForm): Promise<VendorMapping> {
  const { values, names } = await checkForm(ctx, form);
  const id = await ctx.database.db.transaction(async (tx) => {
    await checkInTransaction(tx, values);
    const row = await repo.insertMapping(tx, values);
    const after = snapshot(await written(tx, row.id), names);
    await recordMasterChange(tx, actor, { entity: 'vendor-mapping', entityId: row.id, action: 'CREATE', before: null, after });
    return row.id;
  });
  return getMapping(ctx, id);
}

export async function updateMapping(ctx: Ctx, actor: Actor, id: number, form: VendorMappingForm): Promise<VendorMapping> {
  const current = await repo.findMapping(ctx.database.db, id);
  if (!current) throw notFound(MSG.notFound);
  const { values, names } = await checkForm(ctx, form);
  const namesBefore = await erpNamesOf(ctx, current.mapping);
  await ctx.database.db.transaction(async (tx) => {
    const found = await repo.findMapping(tx, id, true);
    if (!found) throw notFound(MSG.notFound);
    await checkInTransaction(tx, values, id);
    await repo.updateMapping(tx, id, values);
    const [before, after] = [snapshot(found, namesBefore), snapshot(await written(tx, id), names)];
    await recordMasterChange(tx, actor, { entity: 'vendor-mapping', entityId: id, action: 'UPDATE', before, after });
  });
  return getMapping(ctx, id);
}

/** Refused (409, "Gagal delete mapping vendor" and why) while invoices were filed under the mapping. */
export async function deleteMapping(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  const current = await repo.findMapping(ctx.database.db, id);
  if (!current) throw notFound(MSG.notFound);
  const names = await erpNamesOf(ctx, current.mapping);
  await ctx.database.db.transaction(async (tx) => {
    const found = await repo.findMapping(tx, id, true);
    if (!found) throw notFound(MSG.notFound);
    const used = await repo.countInvoicesUsing(tx, id);
    if (used) throw new HttpError('CONFLICT', [MSG.deleteFailed, MSG.usedByInvoices(used)]);
    await repo.deleteMapping(tx, id);
    await recordMasterChange(tx, actor, { entity: 'vendor-mapping', entityId: id, action: 'DELETE', before: snapshot(found, names), after: null });
  });
}
