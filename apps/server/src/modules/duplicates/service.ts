import {
  DUPLICATE_CRITERIA,
  DUPLICATE_CRITERIA_NEEDED,
  DUPLICATE_DATE_WINDOW_DAYS,
  DUPLICATE_MESSAGES,
  duplicateCriteria,
  invoiceDetailPath,
  normaliseInvoiceNumber,
  type DuplicateClear,
  type DuplicateCriterion,
  type DuplicatePair,
  type DuplicateQueue,
  type DuplicateQueueQuery,
  type DuplicateSide,
  type DuplicateWarning,
  type DuplicateWarnings,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { cancellable, type RequestSignal } from '../../lib/cancellable';
import { badRequest } from '../../lib/errors';
import type { VendorScope } from '../../lib/actor';
import { recordAudit } from '../audit/index';
import { loadVendorScope, type Actor } from '../auth/index';
import { invoiceContentHashes, invoicesWithSameFile } from '../files/index';
import { getInvoiceInScope } from '../invoices/index';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database'>;

function shiftDays(iso: string, days: number): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

const comparable = (row: repo.CandidateRow) => row;

/**
 * The invoices likely to duplicate `invoice`, by the domain's three-of-four rule, finance's
 * clearances left out. Only two index lookups are read (decision 025): the company's invoices
 * with the same normalised number (every pair with NUMBER among three criteria) and the
 * supplier's invoices to the company within the date window (the pair without NUMBER must have
 * SUPPLIER and DATE); both are bounded.
 */
async function likelyDuplicatesOf(db: DbOrTx, invoice: repo.CandidateRow): Promise<Array<{ row: repo.CandidateRow; criteria: DuplicateCriterion[] }>> {
  const company = { instance: invoice.instance, orgId: invoice.orgId, exceptId: invoice.id };
  const [byNumber, byWindow] = await Promise.all([
    repo.findBySameNumber(db, { ...company, key: normaliseInvoiceNumber(invoice.invoiceNo) }),
    invoice.invoiceDate
      ? repo.findBySupplierWindow(db, {
          ...company,
          vendorId: invoice.vendorId,
          from: shiftDays(invoice.invoiceDate, -DUPLICATE_DATE_WINDOW_DAYS),
          to: shiftDays(invoice.invoiceDate, DUPLICATE_DATE_WINDOW_DAYS),
        })
      : Promise.resolve([]),
  ]);
  const seen = new Map<number, repo.CandidateRow>();
  for (const row of [...byNumber, ...byWindow]) seen.set(row.id, row);
  const judged = [...seen.values()]
    .map((row) => ({ row, criteria: duplicateCriteria(comparable(invoice), comparable(row)) }))
    .filter((c) => c.criteria.length >= DUPLICATE_CRITERIA_NEEDED);
  const cleared = await repo.findClearedWith(
    db,
    invoice.id,
    judged.map((c) => c.row.id),
  );
  return judged.filter((c) => !cleared.has(c.row.id)).sort((a, b) => b.row.id - a.row.id);
}

/**
 * Stores the likely-duplicate pairs of an invoice just saved (replacing those it had), for the
 * finance queue. Called inside the saving transaction; an invoice that is gone has none.
 */
export async function recordLikelyDuplicates(db: DbOrTx, invoiceId: number): Promise<void> {
  const invoice = await repo.findCandidate(db, invoiceId);
  if (!invoice) return;
  const found = await likelyDuplicatesOf(db, invoice);
  await repo.replaceSuspects(
    db,
    invoiceId,
    found.map(({ row, criteria }) => ({
      invoiceId: Math.min(invoiceId, row.id),
      otherInvoiceId: Math.max(invoiceId, row.id),
      criteria: criteria.join(','),
    })),
  );
}

/**
 * Looks at every invoice again, in id order by keyset pages (the demo seed, and after an upgrade
 * for invoices saved before the rule existed): each is two bounded index lookups.
 */
export async function rescanLikelyDuplicates(db: DbOrTx, pageSize = 500): Promise<number> {
  let after = 0;
  let scanned = 0;
  for (;;) {
    const ids = await repo.findInvoiceIdsAfter(db, after, pageSize);
    if (!ids.length) return scanned;
    for (const id of ids) await recordLikelyDuplicates(db, id);
    scanned += ids.length;
    after = ids[ids.length - 1]!;
  }
}

const inScope = (scope: VendorScope, row: { instance: string; orgId: number; vendorId: number }) =>
  scope.kind === 'all' || scope.entries.some((e) => e.vendorId === row.vendorId && e.instance === row.instance && e.orgId === row.orgId);

/**
 * An invoice's duplicate warnings for its viewer: likely duplicates and invoices holding one of
 * its files, each naming an invoice the viewer may see (a supplier: only its own — another
 * supplier's invoice is never named, not even as a count). Cleared pairs are not warned about.
 */
export async function warningsOf(ctx: Ctx, actor: Actor, invoiceId: number): Promise<DuplicateWarnings> {
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  await getInvoiceInScope(db, scope, invoiceId);
  const invoice = (await repo.findCandidate(db, invoiceId))!;
  const likely = (await likelyDuplicatesOf(db, invoice)).filter((c) => inScope(scope, c.row));
  const warnings: DuplicateWarning[] = likely.map(({ row, criteria }) => ({
    kind: 'LIKELY',
    message: DUPLICATE_MESSAGES.likely(row.invoiceNo, criteria),
    criteria,
    other: { invoiceId: row.id, invoiceNo: row.invoiceNo, path: invoiceDetailPath(row) },
  }));
  const sameFile = new Map<number, { invoiceId: number; invoiceNo: string; path: string }>();
  for (const sha of await invoiceContentHashes(db, invoiceId)) {
    for (const other of await invoicesWithSameFile(db, actor, sha, invoiceId)) sameFile.set(other.invoiceId, other);
  }
  const cleared = await repo.findClearedWith(db, invoiceId, [...sameFile.keys()]);
  for (const other of sameFile.values()) {
    if (!cleared.has(other.invoiceId)) warnings.push({ kind: 'SAME_FILE', message: DUPLICATE_MESSAGES.sameFile(other.invoiceNo), criteria: [], other });
  }
  return { warnings };
}

const criteriaOf = (stored: string): DuplicateCriterion[] => DUPLICATE_CRITERIA.filter((c) => stored.split(',').includes(c));

function side(row: repo.CandidateRow): DuplicateSide {
  return {
    invoiceId: row.id,
    invoiceNo: row.invoiceNo,
    path: invoiceDetailPath(row),
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    invoiceDate: row.invoiceDate,
    currencyCode: row.currencyCode,
    totalAmount: row.totalAmount,
    status: row.status,
  };
}

/** Finance's queue: the stored pairs not cleared, newest first, a page at a time. */
export async function queue(ctx: Ctx, query: DuplicateQueueQuery, signal?: RequestSignal): Promise<DuplicateQueue> {
  const { items, total } = await cancellable(ctx.database, signal, (own) => repo.findSuspectPage(own, query.page, query.pageSize));
  const pairs: DuplicatePair[] = items.map((item) => ({
    invoice: side(item.invoice),
    other: side(item.other),
    criteria: criteriaOf(item.criteria),
    foundAt: item.foundAt.toISOString(),
  }));
  return { items: pairs, total };
}

/**
 * Finance's "not a duplicate": both invoices must exist in its scope (404 otherwise); the pair is
 * stored lower id first, leaves the queue and stops warning; each invoice gets an audit event.
 * Clearing a pair again changes nothing and audits nothing.
 */
export async function clear(ctx: Ctx, actor: Actor, body: DuplicateClear): Promise<void> {
  if (body.invoiceId === body.otherInvoiceId) throw badRequest(DUPLICATE_MESSAGES.samePair);
  const { db } = ctx.database;
  const note = body.note?.trim() || null;
  await db.transaction(async (tx) => {
    const scope = await loadVendorScope(tx, actor);
    const [a, b] = [body.invoiceId, body.otherInvoiceId].sort((x, y) => x - y) as [number, number];
    const first = await getInvoiceInScope(tx, scope, a);
    const second = await getInvoiceInScope(tx, scope, b);
    if (!(await repo.insertClearance(tx, { invoiceId: a, otherInvoiceId: b, note, clearedBy: actor.userId }))) return;
    const event = (invoice: typeof first, other: typeof first) => ({
      actorUserId: actor.userId,
      entity: 'invoice',
      entityId: String(invoice.id),
      action: 'NOT_A_DUPLICATE',
      fromStatus: invoice.status,
      toStatus: invoice.status,
      reason: note,
      data: { otherInvoiceId: other.id, otherInvoiceNo: other.invoiceNo },
    });
    await recordAudit(tx, [event(first, second), event(second, first)]);
  });
}
