import {
  CATEGORY_MESSAGES,
  validateCategory,
  type AccountOption,
  type CategoryForm,
  type CategoryList,
  type CategoryListQuery,
  type CategoryRecord,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { companyNamer } from '../../lib/company-names';
import { badRequest, HttpError, notFound } from '../../lib/errors';
import { recordMasterChange } from '../audit/index';
import type { Actor } from '../auth/index';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;
type Company = { instance: string; orgId: number };

/** The company's enabled accounts by id, read once per request from the ERP (which owns them). */
async function accountsOf(ctx: Ctx, c: Company): Promise<Map<number, AccountOption>> {
  const list = await ctx.erp.listAccounts(c.instance, c.orgId);
  return new Map(list.map((a) => [a.codeCombinationId, { accountId: a.codeCombinationId, segments: a.segments, description: a.description }]));
}

export async function listAccountOptions(ctx: Ctx, c: Company): Promise<AccountOption[]> {
  return [...(await accountsOf(ctx, c)).values()];
}

/** What the audit trail keeps of a category: its fields and detail lines as finance sees them. */
function snapshot(c: repo.CategoryRow, details: Array<{ name: string; accountId: number | null }>) {
  return {
    company: `${c.instance}/${c.orgId}`,
    name: c.name,
    accountId: c.accountId,
    details: details.map((d) => `${d.name} (${d.accountId ?? '–'})`).join(', '),
  };
}

export async function listCategories(ctx: Ctx, q: CategoryListQuery): Promise<CategoryList> {
  const { rows, total } = await repo.findCategories(ctx.database.db, q);
  const nameOf = await companyNamer(ctx.erp);
  const accounts = new Map<string, Map<number, AccountOption>>();
  for (const { category: c } of rows) {
    const key = `${c.instance}/${c.orgId}`;
    if (!accounts.has(key)) accounts.set(key, await accountsOf(ctx, c));
  }
  return {
    items: rows.map(({ category: c, detailCount }) => ({
      id: c.id,
      orgId: c.orgId,
      instance: c.instance,
      company: nameOf(c.instance, c.orgId),
      name: c.name,
      accountId: c.accountId,
      account: c.accountId ? (accounts.get(`${c.instance}/${c.orgId}`)?.get(c.accountId)?.segments ?? null) : null,
      detailCount: Number(detailCount),
    })),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

export async function getCategory(ctx: Ctx, id: number): Promise<CategoryRecord> {
  const found = await repo.findCategory(ctx.database.db, id);
  if (!found) throw notFound(CATEGORY_MESSAGES.notFound);
  const { category: c, details } = found;
  const [nameOf, accounts] = await Promise.all([companyNamer(ctx.erp), accountsOf(ctx, c)]);
  const label = (accountId: number | null) => (accountId ? (accounts.get(accountId)?.segments ?? null) : null);
  return {
    id: c.id,
    orgId: c.orgId,
    instance: c.instance,
    company: nameOf(c.instance, c.orgId),
    name: c.name,
    accountId: c.accountId,
    account: label(c.accountId),
    detailCount: details.length,
    details: details.map((d) => ({ id: d.id, name: d.name, accountId: d.accountId, account: label(d.accountId) })),
  };
}

/**
 * The form's rules (all at once), then what only the server can check: the company is
 * the ERP's, every account an enabled account of it, the name not taken in the company. A refusal
 * of the latter kind leads with "Gagal menyimpan category" and says why.
 */
async function checkForm(ctx: Ctx, form: CategoryForm, exceptId?: number) {
  const messages = validateCategory(form);
  if (messages.length) throw badRequest(...messages);
  const failed = (why: string) => badRequest(CATEGORY_MESSAGES.saveFailed, why);
  if (!(await ctx.erp.getOrganization(form.instance, form.orgId))) throw failed(CATEGORY_MESSAGES.unknownCompany);
  const accounts = await accountsOf(ctx, form);
  const unknown = [...new Set([form.accountId, ...form.details.map((d) => d.accountId)])].filter((id) => !accounts.has(id));
  if (unknown.length) throw badRequest(CATEGORY_MESSAGES.saveFailed, ...unknown.map(CATEGORY_MESSAGES.unknownAccount));
  const name = form.name.trim();
  if (await repo.nameTaken(ctx.database.db, { ...form, name }, exceptId)) throw failed(CATEGORY_MESSAGES.duplicateName(name));
  return { orgId: form.orgId, instance: form.instance, name, accountId: form.accountId, details: form.details.map((d) => ({ ...d, name: d.name.trim() })) };
}

export async function createCategory(ctx: Ctx, actor: Actor, form: CategoryForm): Promise<CategoryRecord> {
  const values = await checkForm(ctx, form);
  const id = await ctx.database.db.transaction(async (tx) => {
    const category = await repo.insertCategory(tx, { ...values, createdBy: actor.userId });
    await repo.replaceDetails(tx, category.id, [], values.details);
    await recordMasterChange(tx, actor, {
      entity: 'category',
      entityId: category.id,
      action: 'CREATE',
      before: null,
      after: snapshot(category, values.details),
    });
    return category.id;
  });
  return getCategory(ctx, id);
}

export async function updateCategory(ctx: Ctx, actor: Actor, id: number, form: CategoryForm): Promise<CategoryRecord> {
  if (!(await repo.findCategory(ctx.database.db, id))) throw notFound(CATEGORY_MESSAGES.notFound);
  const values = await checkForm(ctx, form, id);
  await ctx.database.db.transaction(async (tx) => {
    const found = await repo.findCategory(tx, id, true);
    if (!found) throw notFound(CATEGORY_MESSAGES.notFound);
    await repo.updateCategory(tx, id, values);
    await repo.replaceDetails(tx, id, found.details, values.details);
    const after = { ...found.category, ...values };
    await recordMasterChange(tx, actor, {
      entity: 'category',
      entityId: id,
      action: 'UPDATE',
      before: snapshot(found.category, found.details),
      after: snapshot(after, values.details),
    });
  });
  return getCategory(ctx, id);
}

/** Refused (409, "Gagal delete category" and why) while a vendor mapping or an invoice still uses it. */
export async function deleteCategory(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const found = await repo.findCategory(tx, id, true);
    if (!found) throw notFound(CATEGORY_MESSAGES.notFound);
    const uses = await repo.countUses(tx, id);
    const why = [
      ...(uses.mappings ? [CATEGORY_MESSAGES.usedByMappings(uses.mappings)] : []),
      ...(uses.invoices ? [CATEGORY_MESSAGES.usedByInvoices(uses.invoices)] : []),
    ];
    if (why.length) throw new HttpError('CONFLICT', [CATEGORY_MESSAGES.deleteFailed, ...why]);
    await repo.deleteCategory(tx, id);
    await recordMasterChange(tx, actor, { entity: 'category', entityId: id, action: 'DELETE', before: snapshot(found.category, found.details), after: null });
  });
}
