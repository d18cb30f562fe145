import {
  INVOICE_MESSAGES,
  PO_INVOICE_MESSAGES,
  SUPPLIER_NOTICES,
  LIFECYCLE_MESSAGES,
  checkTransition,
  invoiceDetailPath,
  invoiceKindOf,
  type InvoiceAction,
  type InvoiceStatus,
  type TransitionFacts,
} from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import { badRequest, staleRevision, forbidden, notFound } from '../../lib/errors';
import { enqueueTransitionMails } from '../../mail/index';
import { recordAudit } from '../audit/index';
import type { Actor } from '../auth/index';
import { notifySuppliers, notifyUsers } from '../notifications/index';
import { enqueueErpSubmissions } from './erp-submission';
import type { InvoiceRow } from './repo';
import * as repo from './repo';
import { staffNotices } from './staff-notices';

export type TransitionRequest = {
  /** A logged-in user, or SYSTEM: the server itself (the ERP outbox worker). */
  actor: Actor | 'SYSTEM';
  action: InvoiceAction;
  /** Invoices the caller has already found in the actor's scope. */
  invoiceIds: number[];
  /** What the transition's requirements are checked against (finance fields, verification). */
  facts?: TransitionFacts;
  /** Why (a rejection's reason): checked as a requirement, stored on the invoice and in the audit. */
  reason?: string;
  /** The revision each invoice had when the caller read it: a different one now answers 409. */
  revisions?: ReadonlyMap<number, number>;
  /** RECOMMEND / DECLINE: the caller has checked that the actor is the supplier's recommender. */
  actorIsRecommender?: boolean;
  /** Extra audit detail (e.g. the batch number). */
  data?: Record<string, unknown>;
};

/**
 * The only writer of `invoices.status`, in the caller's transaction: locks the invoices, checks
 * each against the domain's transition table (all refusals at once, nothing written), bumps the
 * revision, audits who moved which invoice from what to what and why, and tells the supplier when
 * the change matters to it and the staff who act next (staff-notices.ts). Returns the invoices as they were before the change.
 */
export async function transitionInvoices(tx: DbOrTx, request: TransitionRequest): Promise<InvoiceRow[]> {
  const ids = [...new Set(request.invoiceIds)];
  const rows = await repo.lockInvoices(tx, ids);
  if (rows.length !== ids.length) throw notFound(INVOICE_MESSAGES.notFound);
  const actorType = request.actor === 'SYSTEM' ? 'SYSTEM' : request.actor.typeUser;
  const facts: TransitionFacts = { ...request.facts, reason: request.reason ?? null };
  const refusals = new Set<string>();
  const moves: Array<{ row: InvoiceRow; to: InvoiceStatus }> = [];
  for (const row of rows) {
    const expected = request.revisions?.get(row.id);
    if (expected !== undefined && expected !== row.revision) throw staleRevision(PO_INVOICE_MESSAGES.stale);
    const check = checkTransition(request.action, { kind: invoiceKindOf(row.invoiceType), status: row.status }, actorType, facts);
    if (!check.ok) check.messages.forEach((m) => refusals.add(m));
    else if (check.transition.recommenderOnly && !request.actorIsRecommender) throw forbidden(LIFECYCLE_MESSAGES.notRecommender);
    else moves.push({ row, to: check.transition.to });
  }
  if (refusals.size) throw badRequest(...refusals);

  for (const to of new Set(moves.map((m) => m.to))) {
    await repo.writeStatus(
      tx,
      moves.filter((m) => m.to === to).map((m) => m.row.id),
      to,
      request.reason,
    );
  }
  const actorUserId = request.actor === 'SYSTEM' ? null : request.actor.userId;
  await recordAudit(
    tx,
    moves.map(({ row, to }) => ({
      actorUserId,
      entity: 'invoice',
      entityId: String(row.id),
      action: request.action,
      fromStatus: row.status,
      toStatus: to,
      reason: request.reason ?? null,
      data: request.data,
    })),
  );
  const notice = SUPPLIER_NOTICES[request.action];
  if (notice) {
    await notifySuppliers(
      tx,
      moves.map(({ row }) => ({
        instance: row.instance,
        orgId: row.orgId,
        vendorId: row.vendorId,
        ...notice(row.invoiceNo, request.reason ?? null),
        link: invoiceDetailPath(row),
      })),
    );
  }
  const staff = await staffNotices(
    tx,
    request.action,
    moves.map((m) => m.row),
    request.reason ?? null,
  );
  await notifyUsers(
    tx,
    staff.map((n) => ({ userId: n.userId, title: n.title, body: n.body, link: n.link })),
  );
  // The e-mails of the change (to whoever wants them), queued with it: nothing is mailed about a change that did not commit.
  await enqueueTransitionMails(tx, {
    action: request.action,
    rows: moves.map((m) => m.row),
    reason: request.reason ?? null,
    data: request.data,
    taskUserIds: staff.flatMap((n) => (n.invoiceId === undefined ? [] : [{ invoiceId: n.invoiceId, userId: n.userId }])),
  });
  // The ERP submission: its outbox row commits with the status change or not at all (docs/architecture.md, "The ERP outbox").
  if (request.action === 'SUBMIT_TO_ERP')
    await enqueueErpSubmissions(
      tx,
      moves.map((m) => m.row.id),
    );
  return rows;
}
