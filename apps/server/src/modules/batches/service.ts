import {
  BATCH_MESSAGES,
  BATCH_STATUS,
  canJoinBatch,
  invoiceKindOf,
  money,
  sumMoney,
  validateBatch,
  type BatchDetail,
  type BatchForm,
  type BatchInvoice,
  type BatchSummary,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { cancellable, type RequestSignal } from '../../lib/cancellable';
import { companyNamer, type CompanyNamer } from '../../lib/company-names';
import { badRequest, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import { loadVendorScope, resolveVendorCompany, type Actor, type VendorScope } from '../auth/index';
import { transitionInvoices, type InvoiceRow } from '../invoices/index';
import * as repo from './repo';
import { changeBatchStatus } from './status';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

/** An invoice may join a batch when the domain's canJoinBatch allows (a DRAFT PO or non-PO invoice), of the batch's supplier and company, in no other batch. */
function assertBatchable(
  actor: Actor,
  invoices: InvoiceRow[],
  ids: number[],
  company: { instance: string; orgId: number; vendorId: number },
  batchId: number | null,
) {
  const byId = new Map(invoices.map((i) => [i.id, i]));
  const problems = ids.flatMap((id) => {
    const invoice = byId.get(id);
    if (!invoice) return [BATCH_MESSAGES.invoiceNotBatchable(`#${id}`)];
    const fits =
      canJoinBatch({ kind: invoiceKindOf(invoice.invoiceType), status: invoice.status }, actor.typeUser) &&
      invoice.instance === company.instance &&
      invoice.orgId === company.orgId &&
      invoice.vendorId === company.vendorId &&
      (invoice.batchId === null || invoice.batchId === batchId);
    return fits ? [] : [BATCH_MESSAGES.invoiceNotBatchable(invoice.invoiceNo)];
  });
  if (problems.length) throw badRequest(...problems);
}

/** Puts the chosen invoices in the batch; on submit the batch and its invoices become OPEN together. */
async function fillBatch(tx: DbOrTx, actor: Actor, batch: repo.BatchRow, invoices: InvoiceRow[], submit: boolean) {
  const previous = await repo.batchInvoices(tx, batch.id);
  const keep = new Set(invoices.map((i) => i.id));
  await repo.assignInvoices(
    tx,
    null,
    previous.filter((i) => !keep.has(i.id)).map((i) => i.id),
  );
  await repo.assignInvoices(tx, batch.id, [...keep]);
  await repo.updateBatch(tx, batch.id, { amount: sumMoney(invoices.map((i) => i.totalAmount)) });
  if (!submit) return;
  await transitionInvoices(tx, { actor, action: 'SUBMIT_BATCH', invoiceIds: [...keep], data: { batchNo: batch.batchNo } });
  await changeBatchStatus(tx, actor, batch, { action: 'SUBMIT', to: BATCH_STATUS.OPEN });
}

async function loadChosen(tx: DbOrTx, scope: VendorScope, form: Pick<BatchForm, 'invoiceIds'>) {
  const ids = [...new Set(form.invoiceIds)];
  return { ids, invoices: await repo.findInvoicesByIds(tx, scope, ids) };
}

export async function createBatch(ctx: Ctx, actor: Actor, form: BatchForm): Promise<BatchDetail> {
  const { db } = ctx.database;
  if (!form.orgId || !form.instance) throw badRequest(...validateBatch(form, '0'));
  const company = await resolveVendorCompany(db, actor, form);
  const scope = await loadVendorScope(db, actor);
  const supplier = await ctx.erp.getSupplier(company.instance, company.vendorId);
  const id = await db.transaction(async (tx) => {
    const { ids, invoices } = await loadChosen(tx, scope, form);
    const messages = validateBatch(form, sumMoney(invoices.map((i) => i.totalAmount)));
    if (messages.length) throw badRequest(...messages);
    assertBatchable(actor, invoices, ids, company, null);
    const batch = await repo.insertBatch(tx, {
      batchNo: await repo.nextBatchNo(tx, company.instance, company.orgId),
      ...company,
      vendorName: supplier?.name ?? invoices[0]?.vendorName ?? '',
      status: BATCH_STATUS.DRAFT,
      createdBy: actor.userId,
    });
    await recordAudit(tx, { actorUserId: actor.userId, entity: 'batch', entityId: String(batch.id), action: 'CREATE', toStatus: BATCH_STATUS.DRAFT });
    await fillBatch(tx, actor, batch, invoices, form.submit);
    return batch.id;
  });
  return getBatch(ctx, actor, id);
}

/** Changes a DRAFT batch's invoices (Add Invoice / remove) and optionally submits it. */
export async function updateBatch(ctx: Ctx, actor: Actor, batchId: number, form: Pick<BatchForm, 'invoiceIds' | 'submit'>): Promise<BatchDetail> {
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  await db.transaction(async (tx) => {
    const batch = await repo.getBatchInScope(tx, scope, batchId, true);
    if (!batch) throw notFound(BATCH_MESSAGES.notFound);
    if (batch.status !== BATCH_STATUS.DRAFT) throw badRequest(BATCH_MESSAGES.notDraft(batch.batchNo));
    const { ids, invoices } = await loadChosen(tx, scope, form);
    const messages = validateBatch({ ...batch, invoiceIds: ids }, sumMoney(invoices.map((i) => i.totalAmount)));
    if (messages.length) throw badRequest(...messages);
    assertBatchable(actor, invoices, ids, batch, batch.id);
    await fillBatch(tx, actor, batch, invoices, form.submit);
  });
  return getBatch(ctx, actor, batchId);
}

/**
 * "Add To Batch" from the invoice screen: one DRAFT invoice into an open (DRAFT) batch. One
 * transaction with the batch row locked, adding just this invoice: concurrent adds to the same
 * batch wait for each other instead of each replacing the set it read.
 */
export async function addInvoiceToBatch(ctx: Ctx, actor: Actor, invoiceId: number, batchId: number): Promise<BatchDetail> {
  if (!batchId) throw badRequest(BATCH_MESSAGES.selectBatch);
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  await db.transaction(async (tx) => {
    const batch = await repo.getBatchInScope(tx, scope, batchId, true);
    if (!batch) throw notFound(BATCH_MESSAGES.notFound);
    if (batch.status !== BATCH_STATUS.DRAFT) throw badRequest(BATCH_MESSAGES.notDraft(batch.batchNo));
    const { ids, invoices } = await loadChosen(tx, scope, { invoiceIds: [invoiceId] });
    assertBatchable(actor, invoices, ids, batch, batch.id);
    await repo.assignInvoices(tx, batch.id, ids);
    const members = await repo.batchInvoices(tx, batch.id);
    const amount = sumMoney(members.map((i) => i.totalAmount));
    const messages = validateBatch({ ...batch, invoiceIds: members.map((i) => i.id) }, amount);
    if (messages.length) throw badRequest(...messages);
    await repo.updateBatch(tx, batch.id, { amount });
  });
  return getBatch(ctx, actor, batchId);
}

function toSummary(batch: repo.BatchRow, invoiceCount: number, nameOf: CompanyNamer): BatchSummary {
  return {
    id: batch.id,
    batchNo: batch.batchNo,
    status: batch.status,
    orgId: batch.orgId,
    instance: batch.instance,
    company: nameOf(batch.instance, batch.orgId),
    vendorId: batch.vendorId,
    vendorName: batch.vendorName,
    amount: money(batch.amount),
    invoiceCount,
    createdAt: batch.createdAt.toISOString(),
    submittedAt: batch.submittedAt?.toISOString() ?? null,
  };
}

/** One invoice as a batch screen lists it (the batch detail and the Find Invoice modal). */
function toBatchInvoice(i: InvoiceRow): BatchInvoice {
  return {
    id: i.id,
    invoiceNo: i.invoiceNo,
    invoiceDate: i.invoiceDate,
    taxNo: i.taxNo,
    taxDate: i.taxDate,
    description: i.description,
    status: i.status,
    amount: money(i.totalAmount),
  };
}

export async function getBatch(ctx: Ctx, actor: Actor, id: number): Promise<BatchDetail> {
  const { db } = ctx.database;
  const batch = await repo.getBatchInScope(db, await loadVendorScope(db, actor), id);
  if (!batch) throw notFound(BATCH_MESSAGES.notFound);
  const [invoices, nameOf] = await Promise.all([repo.batchInvoices(db, id), companyNamer(ctx.erp)]);
  return {
    ...toSummary(batch, invoices.length, nameOf),
    invoices: invoices.map(toBatchInvoice),
  };
}

export async function listBatches(ctx: Ctx, actor: Actor, q: Parameters<typeof repo.findBatches>[2], signal?: RequestSignal) {
  const scope = await loadVendorScope(ctx.database.db, actor);
  const [{ items, total, totalCapped }, nameOf] = await Promise.all([
    cancellable(ctx.database, signal, (own) => repo.findBatches(own, scope, q)),
    companyNamer(ctx.erp),
  ]);
  return { items: items.map((r) => toSummary(r.batch, r.invoiceCount, nameOf)), total, totalCapped, page: q.page, pageSize: q.pageSize };
}

export async function listBatchableInvoices(ctx: Ctx, actor: Actor, q: { orgId?: number; instance?: string }, signal?: RequestSignal) {
  const company = await resolveVendorCompany(ctx.database.db, actor, q);
  const rows = await cancellable(ctx.database, signal, (own) => repo.findBatchableInvoices(own, company));
  return {
    items: rows.map(toBatchInvoice),
  };
}

export async function listDraftBatches(ctx: Ctx, actor: Actor, q: { orgId?: number; instance?: string }, signal?: RequestSignal) {
  const company = await resolveVendorCompany(ctx.database.db, actor, q);
  const rows = await cancellable(ctx.database, signal, (own) => repo.findDraftBatches(own, company));
  return { items: rows.map((b) => ({ id: b.id, batchNo: b.batchNo, amount: money(b.amount) })) };
}
