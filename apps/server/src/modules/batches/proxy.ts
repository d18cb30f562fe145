import {
  BATCH_MESSAGES,
  BATCH_STATUS,
  PROXY_BATCH_MESSAGES,
  invoiceKindOf,
  money,
  sumMoney,
  validateProxyBatch,
  type BatchDetail,
  type ProxyBatchForm,
  type ProxyInvoice,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { cancellable, type RequestSignal } from '../../lib/cancellable';
import { badRequest } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import { loadVendorScope, type Actor } from '../auth/index';
import type { InvoiceRow } from '../invoices/index';
import { findProxyInvoices } from './proxy-repo';
import * as repo from './repo';
import { getBatch } from './service';
import { changeBatchStatus } from './status';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

function companyOf(q: { orgId?: number; instance?: string }) {
  if (!q.orgId || !q.instance) throw badRequest(BATCH_MESSAGES.picSelectCompany);
  return { orgId: q.orgId, instance: q.instance };
}

const toProxyInvoice = (i: InvoiceRow): ProxyInvoice => ({
  id: i.id,
  invoiceNo: i.invoiceNo,
  invoiceDate: i.invoiceDate,
  taxNo: i.taxNo,
  taxDate: i.taxDate,
  description: i.description,
  status: i.status,
  amount: money(i.totalAmount),
  vendorId: i.vendorId,
  vendorName: i.vendorName,
});

/** The proxy invoices a PIC may batch in a company: its mapped suppliers', in no batch yet. */
export async function listProxyInvoices(ctx: Ctx, actor: Actor, q: { orgId?: number; instance?: string }, signal?: RequestSignal) {
  const company = companyOf(q);
  const scope = await loadVendorScope(ctx.database.db, actor);
  const rows = await cancellable(ctx.database, signal, (own) => findProxyInvoices(own, scope, company));
  return { items: rows.map(toProxyInvoice) };
}

/**
 * Saves the chosen proxy invoices as a batch numbered by the server (the company's counter) and
 * submits it at once: the batch's status goes through `changeBatchStatus`; the invoices' statuses
 * do not change (proxy invoices skip the batch step of the life cycle, decision 007).
 */
export async function createProxyBatch(ctx: Ctx, actor: Actor, form: ProxyBatchForm): Promise<BatchDetail> {
  const { db } = ctx.database;
  const early = validateProxyBatch(form, '1', []);
  if (early.length) throw badRequest(...early);
  const company = companyOf(form);
  const scope = await loadVendorScope(db, actor);
  const id = await db.transaction(async (tx) => {
    const ids = [...new Set(form.invoiceIds)];
    const chosen = await repo.findInvoicesByIds(tx, scope, ids);
    const byId = new Map(chosen.map((i) => [i.id, i]));
    const refused = ids.flatMap((invoiceId) => {
      const i = byId.get(invoiceId);
      const fits = i && invoiceKindOf(i.invoiceType) === 'PROXY' && i.instance === company.instance && i.orgId === company.orgId && i.batchId === null;
      return fits ? [] : [PROXY_BATCH_MESSAGES.notProxy(i?.invoiceNo ?? `#${invoiceId}`)];
    });
    if (refused.length) throw badRequest(...refused);
    const amount = sumMoney(chosen.map((i) => i.totalAmount));
    const messages = validateProxyBatch(
      form,
      amount,
      chosen.map((i) => i.vendorId),
    );
    if (messages.length) throw badRequest(...messages);
    const first = chosen[0]!;
    const batch = await repo.insertBatch(tx, {
      batchNo: await repo.nextBatchNo(tx, company.instance, company.orgId),
      ...company,
      vendorId: first.vendorId,
      vendorName: first.vendorName,
      status: BATCH_STATUS.DRAFT,
      isProxy: 'Y',
      amount,
      createdBy: actor.userId,
    });
    await recordAudit(tx, { actorUserId: actor.userId, entity: 'batch', entityId: String(batch.id), action: 'CREATE_PROXY', toStatus: BATCH_STATUS.DRAFT });
    await repo.assignInvoices(tx, batch.id, ids);
    await changeBatchStatus(tx, actor, batch, { action: 'SUBMIT', to: BATCH_STATUS.OPEN });
    return batch.id;
  });
  return getBatch(ctx, actor, id);
}
