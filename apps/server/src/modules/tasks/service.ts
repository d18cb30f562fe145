import {
  DELEGATION_MESSAGES,
  INVOICE_MESSAGES,
  PO_INVOICE_MESSAGES,
  TASK_MESSAGES,
  can,
  delegationCovers,
  invoiceKindOf,
  money,
  validateDelegation,
  validateRejectReason,
  type DelegationForm,
  type DelegationList,
  type Task,
  type TaskDetail,
  type TaskList,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { cancellable, type RequestSignal } from '../../lib/cancellable';
import { companyNamer, type CompanyNamer } from '../../lib/company-names';
import { badRequest, conflict, staleRevision, notFound } from '../../lib/errors';
import { enqueueDelegationMail } from '../../mail/index';
import { recordAudit } from '../audit/index';
import type { Actor } from '../auth/index';
import { listInvoiceFiles } from '../files/index';
import { transitionInvoices } from '../invoices/index';
import { findLines, loadReviewOptions } from '../reviews/index';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;
type TaskRow = NonNullable<Awaited<ReturnType<typeof repo.findTask>>>;

const today = () => new Date().toISOString().slice(0, 10);
/** At most this many tasks are listed: a recommender with more has a mapping problem, not a reading one. */
const TASK_LIMIT = 500;

function toTask(row: TaskRow, actor: Actor, nameOf: CompanyNamer): Task {
  const inv = row.invoice;
  return {
    invoiceId: inv.id,
    kind: invoiceKindOf(inv.invoiceType),
    invoiceNo: inv.invoiceNo,
    invoiceDate: inv.invoiceDate,
    vendorName: inv.vendorName,
    company: nameOf(inv.instance, inv.orgId),
    currencyCode: inv.currencyCode,
    totalAmount: money(inv.totalAmount),
    sentAt: inv.updatedAt.toISOString(),
    onBehalfOf: row.recommenderId === actor.userId ? null : row.recommender,
  };
}

export async function listTasks(ctx: Ctx, actor: Actor, signal?: RequestSignal): Promise<TaskList> {
  const [rows, nameOf] = await Promise.all([cancellable(ctx.database, signal, (own) => repo.findTasks(own, actor.userId, TASK_LIMIT)), companyNamer(ctx.erp)]);
  return { items: rows.map((r) => toTask(r, actor, nameOf)), total: rows.length };
}

/** A task the actor decides (theirs or a delegator's); anyone else's is "not found". */
async function taskOf(ctx: Ctx, actor: Actor, invoiceId: number): Promise<TaskRow> {
  const row = await repo.findTask(ctx.database.db, actor.userId, invoiceId);
  if (!row) throw notFound(INVOICE_MESSAGES.notFound);
  return row;
}

export async function getTask(ctx: Ctx, actor: Actor, invoiceId: number): Promise<TaskDetail> {
  const { db } = ctx.database;
  const row = await taskOf(ctx, actor, invoiceId);
  const inv = row.invoice;
  const [lines, files, nameOf, categoryName, options] = await Promise.all([
    findLines(db, inv.id),
    listInvoiceFiles(db, inv.id),
    companyNamer(ctx.erp),
    repo.findCategoryName(db, inv.categoryId),
    loadReviewOptions(ctx.erp, db, inv),
  ]);
  const labelOf = (list: Array<{ id: number; label: string }>, id: number | null) => list.find((o) => o.id === id)?.label ?? '';
  return {
    ...toTask(row, actor, nameOf),
    status: inv.status,
    revision: inv.revision,
    description: inv.description,
    taxNo: inv.taxNo,
    taxDate: inv.taxDate,
    glDate: inv.glDate ?? inv.invoiceDate,
    invoiceAmount: money(inv.invoiceAmount),
    taxAmount: money(inv.taxAmount),
    categoryName,
    bankAccount: labelOf(options.banks, inv.bankAccountId),
    paymentMethod: options.paymentMethods.find((m) => m.code === inv.paymentMethod)?.label ?? inv.paymentMethod ?? '',
    term: labelOf(options.terms, inv.termId),
    chargeAccount: labelOf(options.accounts, inv.ccid),
    supplierSite: labelOf(options.sites, inv.vendorSiteId),
    costCenter: inv.costCenter ?? '',
    referenceNumber: inv.referenceNumber ?? '',
    reason: inv.reason,
    lines: lines.map(({ line, detailCategory }) => ({
      id: line.id,
      lineNum: line.lineNum,
      detailCategory: detailCategory ?? '',
      description: line.itemDescription,
      amount: money(line.amount),
      vatCode: line.vatCode,
      vatRate: line.vatRate,
      taxAmount: money(line.taxAmount),
      whtCode: line.whtCode,
      coaId: line.coaId,
      remarks: line.remarks ?? '',
    })),
    attachments: files,
  };
}

/**
 * Approve (RECOMMEND → PROCESSED) or decline with a reason (DECLINE → REJECTED) through the
 * life cycle, which tells finance or the invoice's author. A decided invoice answers 409 and
 * nothing is written twice; a substitute's decision is audited with whose task it was.
 */
async function decide(
  ctx: Ctx,
  actor: Actor,
  invoiceId: number,
  revision: number,
  decision: { action: 'RECOMMEND' | 'DECLINE'; reason?: string; via?: string },
) {
  await taskOf(ctx, actor, invoiceId);
  await ctx.database.db.transaction(async (tx) => {
    const row = await repo.findTask(tx, actor.userId, invoiceId, true);
    if (!row) throw notFound(INVOICE_MESSAGES.notFound);
    const decidable = can(decision.action, { kind: invoiceKindOf(row.invoice.invoiceType), status: row.invoice.status }, actor.typeUser, { recommender: true });
    // The status no longer allows a decision: someone decided first. Any other refusal is the life cycle's to answer.
    if (!decidable.allowed && decidable.refusal === 'status') throw conflict(TASK_MESSAGES.alreadyDecided(row.invoice.status));
    if (row.invoice.revision !== revision) throw staleRevision(PO_INVOICE_MESSAGES.stale);
    const onBehalfOf = row.recommenderId === actor.userId ? undefined : { onBehalfOf: row.recommender, onBehalfOfUserId: row.recommenderId };
    await transitionInvoices(tx, {
      actor,
      action: decision.action,
      invoiceIds: [invoiceId],
      reason: decision.reason,
      revisions: new Map([[invoiceId, revision]]),
      actorIsRecommender: true,
      // via: how the decision came (an e-mail link), so the audit tells it from one made in the portal.
      data: decision.via ? { ...onBehalfOf, via: decision.via } : onBehalfOf,
    });
  });
  return getTask(ctx, actor, invoiceId);
}

export const approveTask = (ctx: Ctx, actor: Actor, invoiceId: number, revision: number, via?: string) =>
  decide(ctx, actor, invoiceId, revision, { action: 'RECOMMEND', via });

export function declineTask(ctx: Ctx, actor: Actor, invoiceId: number, revision: number, reason: string, via?: string) {
  const messages = validateRejectReason(reason);
  if (messages.length) throw badRequest(...messages);
  return decide(ctx, actor, invoiceId, revision, { action: 'DECLINE', reason: reason.trim(), via });
}

export async function listDelegations(ctx: Ctx, actor: Actor, signal?: RequestSignal): Promise<DelegationList> {
  const day = today();
  const [given, received, substitutes] = await cancellable(ctx.database, signal, (own) =>
    Promise.all([
      repo.findDelegations(own, actor.userId, day, 'given'),
      repo.findDelegations(own, actor.userId, day, 'received'),
      repo.findSubstitutes(own, actor.userId),
    ]),
  );
  const withActive = (d: repo.DelegationRow) => ({ ...d, active: delegationCovers(d, day) });
  return {
    given: given.map(withActive),
    received: received.map(withActive),
    substitutes: substitutes.map((u) => ({ id: u.id, label: u.description ? `${u.username} (${u.description})` : u.username })),
  };
}

/** A user hands their tasks to a substitute for a date range; audited with both names. */
export async function createDelegation(ctx: Ctx, actor: Actor, form: DelegationForm): Promise<DelegationList> {
  const day = today();
  const messages = validateDelegation(form, actor.userId, day);
  if (messages.length) throw badRequest(...messages);
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    // One delegation at a time per delegator: concurrent saves of the same user queue here.
    await repo.lockUser(tx, actor.userId);
    const substitutes = await repo.findSubstitutes(tx, actor.userId);
    const substitute = substitutes.find((u) => u.id === form.substituteUserId);
    if (!substitute) throw badRequest(DELEGATION_MESSAGES.substituteUnknown);
    if (await repo.overlapsGiven(tx, actor.userId, form.startDate, form.endDate)) throw badRequest(DELEGATION_MESSAGES.overlaps);
    const id = await repo.insertDelegation(tx, {
      delegatorUserId: actor.userId,
      substituteUserId: substitute.id,
      startDate: form.startDate,
      endDate: form.endDate,
    });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      entity: 'delegation',
      entityId: String(id),
      action: 'DELEGATE',
      data: { delegator: actor.username, substitute: substitute.username, startDate: form.startDate, endDate: form.endDate },
    });
    await enqueueDelegationMail(tx, {
      delegationId: id,
      delegator: actor.username,
      substituteUserId: substitute.id,
      startDate: form.startDate,
      endDate: form.endDate,
    });
  });
  return listDelegations(ctx, actor);
}

export async function deleteDelegation(ctx: Ctx, actor: Actor, id: number): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    if (!(await repo.deleteDelegation(tx, actor.userId, id))) throw notFound(DELEGATION_MESSAGES.notFound);
    await recordAudit(tx, { actorUserId: actor.userId, entity: 'delegation', entityId: String(id), action: 'DELEGATION_DELETE' });
  });
}
