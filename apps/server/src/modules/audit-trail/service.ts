import { validateAuditSearch, type AuditEvent, type AuditFilters, type AuditList, type AuditListQuery } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { cancellable, type RequestSignal } from '../../lib/cancellable';
import { companyNamer, type CompanyNamer } from '../../lib/company-names';
import { badRequest } from '../../lib/errors';
import { findAuditEvents, findAuditFilterValues } from './list-repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

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

/** A company as master-data snapshots record it: "AAM/82". */
const COMPANY_KEY = /^([A-Z0-9]+)\/(\d+)$/;
/** Ids a snapshot records beside the name it also records: the name says it, the id is noise to finance. */
const NAMED_IDS: Record<string, string[]> = { categoryId: ['category'], vendorId: ['vendor', 'supplier'], vendorSiteId: ['vendorSite'], userId: ['pic'] };

/**
 * Master-data snapshots were recorded with ids (company "AAM/82", accountId 82039, a detail's
 * account in brackets; a user's defaultOrgId/defaultInstance, a user mapping's orgId/instance, their
 * vendorId); finance reads names.
 * Resolved when read, so events recorded before the names were looked up read the same, from
 * the ERP, which owns companies, accounts and suppliers.
 */
async function namer(ctx: Ctx) {
  const companyName: CompanyNamer = await companyNamer(ctx.erp);
  const accounts = new Map<string, Promise<Map<number, string>>>();
  const accountsOf = (company: string, instance: string, orgId: number) => {
    if (!accounts.has(company)) {
      accounts.set(
        company,
        ctx.erp.listAccounts(instance, orgId).then(
          (list) => new Map(list.map((a) => [a.codeCombinationId, `${a.segments} ${a.description}`])),
          () => new Map<number, string>(),
        ),
      );
    }
    return accounts.get(company)!;
  };
  const suppliers = new Map<string, Promise<string>>();
  // A supplier the ERP no longer knows (or cannot answer for) keeps its id.
  const supplierName = (instance: string, vendorId: number) => {
    const key = `${instance}/${vendorId}`;
    if (!suppliers.has(key)) {
      suppliers.set(
        key,
        ctx.erp.getSupplier(instance, vendorId).then(
          (s) => s?.name ?? String(vendorId),
          () => String(vendorId),
        ),
      );
    }
    return suppliers.get(key)!;
  };
  return async (record: Json | null): Promise<Json | null> => {
    if (!record) return record;
    const match = typeof record.company === 'string' ? COMPANY_KEY.exec(record.company) : null;
    // A user's default company (defaultInstance, defaultOrgId) or a user mapping's (instance, orgId).
    const pair = (['defaultOrgId', 'orgId'] as const).find((k) => k in record);
    const instanceKey = pair === 'defaultOrgId' ? 'defaultInstance' : 'instance';
    const company = match
      ? { key: match[0], instance: match[1]!, orgId: Number(match[2]) }
      : pair && typeof record[instanceKey] === 'string' && typeof record[pair] === 'number'
        ? { key: `${record[instanceKey]}/${record[pair]}`, instance: record[instanceKey], orgId: record[pair] }
        : null;
    // A user without a default company reads "company: –", not its two empty ids.
    const noCompany = pair !== undefined && record[pair] === null && record[instanceKey] === null;
    if (!company && !noCompany) return record;
    const account =
      company && ('accountId' in record || 'details' in record) ? await accountsOf(company.key, company.instance, company.orgId) : new Map<number, string>();
    const accountName = (id: number) => account.get(id) ?? String(id);
    const named: Json = {};
    for (const [k, v] of Object.entries(record)) {
      if (NAMED_IDS[k]?.some((name) => name in record)) continue;
      if (k === 'company' && match) named.company = companyName(match[1]!, Number(match[2]));
      // One "company", named, in place of its two ids.
      else if (k === pair && !match) named.company = company ? companyName(company.instance, company.orgId) : null;
      else if (k === instanceKey && pair && !match) continue;
      else if (k === 'vendorId') named.vendor = typeof v === 'number' && company ? await supplierName(company.instance, v) : v;
      else if (k === 'accountId') named.account = typeof v === 'number' ? accountName(v) : v;
      // "Angkut (82039), Packing (–)": each detail line's account id in brackets.
      else if (k === 'details' && typeof v === 'string') named.details = v.replace(/\((\d+)\)(?=, |$)/g, (_, id: string) => `(${accountName(Number(id))})`);
      else named[k] = v;
    }
    return named;
  };
}

/** The audit trail (finance only): newest first, filtered by user, entity and date. */
export async function listAuditEvents(ctx: Ctx, q: AuditListQuery, signal?: RequestSignal): Promise<AuditList> {
  const messages = validateAuditSearch(q);
  if (messages.length) throw badRequest(...messages);
  const [{ rows, total }, name] = await Promise.all([cancellable(ctx.database, signal, (own) => findAuditEvents(own, q)), namer(ctx)]);
  const items = rows.map(({ event, actor }) => ({
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
  }));
  return {
    items: await Promise.all(items.map(async (e) => ({ ...e, before: await name(e.before), after: await name(e.after) }))),
    total,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** The filters' choices: the distinct users and entities of every event recorded. */
export function listAuditFilters(ctx: Pick<Ctx, 'database'>, signal?: RequestSignal): Promise<AuditFilters> {
  return cancellable(ctx.database, signal, (own) => findAuditFilterValues(own));
}
