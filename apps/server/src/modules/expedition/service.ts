import {
  EXPEDITION_MESSAGES,
  expeditionAmounts,
  expeditionColumnSet,
  maskExpeditionLine,
  sumMoney,
  validateExpeditionLineUpdate,
  validateExpeditionSearch,
  formatQuantity,
  fromScaled,
  money,
  toScaled,
  type ExpeditionLine,
  type ExpeditionLineUpdate,
  type ExpeditionSearch,
  type ExpeditionSubmit,
  type ExpeditionVendorQuery,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { cancellable, type RequestSignal } from '../../lib/cancellable';
import { badRequest, HttpError, staleRevision, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import type { Actor, VendorScopeEntry } from '../auth/index';
import { loadExpeditionLines } from './lines';
import * as repo from './repo';
import { resolveFreightVendor } from './vendor';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

/** The No AWB and Branch selects of the search (legacy awb-list, branch-list). */
export async function expeditionOptions(ctx: Ctx, actor: Actor, q: ExpeditionVendorQuery) {
  const vendor = await resolveFreightVendor(ctx, actor, q);
  const [lines, branches] = await Promise.all([
    ctx.erp.listAwbLines({ instance: vendor.instance, vendorId: vendor.vendorId }),
    ctx.erp.listBranches(vendor.instance, vendor.vendorId),
  ]);
  const awbs = [...new Set(lines.filter((l) => l.orgId === vendor.orgId).map((l) => l.awb))].sort();
  return { awbs, branches };
}

/** Proses Tagihan's search, a page at a time (10 by default), in the caller's column set. */
export async function searchExpedition(ctx: Ctx, actor: Actor, q: ExpeditionSearch, signal?: RequestSignal) {
  const messages = validateExpeditionSearch(q);
  if (messages.length) throw badRequest(...messages);
  const vendor = await resolveFreightVendor(ctx, actor, q);
  const lines = await loadExpeditionLines(ctx, vendor, q, signal);
  const set = expeditionColumnSet(actor);
  const start = (q.page - 1) * q.pageSize;
  return {
    items: lines.slice(start, start + q.pageSize).map((line) => maskExpeditionLine(line, set)),
    total: lines.length,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** Every line the search finds (for the downloads), in the caller's column set. */
export async function exportExpeditionLines(ctx: Ctx, actor: Actor, q: ExpeditionSearch): Promise<ExpeditionLine[]> {
  const messages = validateExpeditionSearch(q);
  if (messages.length) throw badRequest(...messages);
  const vendor = await resolveFreightVendor(ctx, actor, q);
  const set = expeditionColumnSet(actor);
  return (await loadExpeditionLines(ctx, vendor, q)).map((line) => maskExpeditionLine(line, set));
}

/**
 * The REFERENCE modal's UPDATE (legacy update-expedition-by-ref): the line must be one of the
 * supplier's, not submitted, read at its current revision; its invoice number not submitted yet
 * and, where other lines are billed under it, on their dates. Amounts are computed here.
 */
export async function updateExpeditionLine(ctx: Ctx, actor: Actor, body: ExpeditionLineUpdate): Promise<ExpeditionLine> {
  const messages = validateExpeditionLineUpdate(body);
  if (messages.length) throw badRequest(...messages);
  const vendor = await resolveFreightVendor(ctx, actor, body);
  const line = (await loadExpeditionLines(ctx, vendor)).find((l) => l.instance === body.instance && l.awbLineId === body.awbLineId);
  if (!line) throw notFound(EXPEDITION_MESSAGES.lineNotFound);
  const charges = {
    revisedQuantity: formatQuantity(body.revisedQuantity),
    unitPrice: money(body.unitPrice),
    packing: money(body.packing),
    inap: money(body.inap),
    bongkarMuat: money(body.bongkarMuat),
    surcharge: money(body.surcharge),
    thr: money(body.thr),
    insentif: money(body.insentif),
    lain: money(body.lain),
  };
  const invoiceNo = body.invoiceNo.trim();
  await ctx.database.db.transaction(async (tx) => {
    const [current] = await repo.lockLineEdits(tx, vendor.instance, [line.awbLineId]);
    if (current?.status === 'SUBMITTED') throw badRequest(EXPEDITION_MESSAGES.lineSubmitted(line.reference));
    if ((current?.revision ?? 0) !== body.revision) throw staleRevision(EXPEDITION_MESSAGES.stale);
    if ((await repo.findSubmittedInvoiceNos(tx, vendor, [invoiceNo])).size) throw badRequest(EXPEDITION_MESSAGES.invoiceAlreadySubmitted(invoiceNo));
    const others = (await repo.findLineEdits(tx, vendor)).filter((e) => e.invoiceNo === invoiceNo && e.awbLineId !== line.awbLineId && e.status === 'SAVED');
    if (others.some((e) => e.invoiceDate !== body.invoiceDate || e.taxDate !== body.taxDate))
      throw badRequest(EXPEDITION_MESSAGES.invoiceDateDiffers(invoiceNo));
    await repo.upsertLineEdits(tx, [
      {
        ...vendor,
        awbLineId: line.awbLineId,
        reference: line.reference,
        ...charges,
        ...expeditionAmounts(charges),
        invoiceNo,
        invoiceDate: body.invoiceDate,
        taxNo: body.taxNo.trim(),
        taxDate: body.taxDate,
        updatedBy: actor.userId,
      },
    ]);
    await recordAudit(tx, { actorUserId: actor.userId, entity: 'expedition_line', entityId: `${vendor.instance}:${line.awbLineId}`, action: 'UPDATE' });
  });
  const updated = (await loadExpeditionLines(ctx, vendor)).find((l) => l.awbLineId === line.awbLineId)!;
  return maskExpeditionLine(updated, expeditionColumnSet(actor));
}

/** Summary Invoice (legacy summary-expedition): what Submit would send, per invoice number. */
export async function expeditionSummary(ctx: Ctx, actor: Actor, q: ExpeditionVendorQuery, signal?: RequestSignal) {
  const vendor = await resolveFreightVendor(ctx, actor, q);
  const rows = await cancellable(ctx.database, signal, (own) => repo.summariseSavedLines(own, vendor));
  return {
    items: rows.map((r) => ({ ...r, totalInvoice: money(r.totalInvoice), totalQuantity: formatQuantity(r.totalQuantity) })),
  };
}

/**
 * Submit (legacy submit-expedition): exactly the saved invoices the user confirmed, one
 * submission per invoice number, in one transaction; afterwards their lines no longer change.
 * Each confirmed invoice must still be a saved invoice of this supplier at the version the
 * Summary Invoice showed; otherwise nothing is submitted and every problem is named. The
 * supplier's other saved invoices stay saved. Nothing to send is the spec's "Tidak ada data yang
 * di upload".
 */
export async function submitExpedition(ctx: Ctx, actor: Actor, body: ExpeditionSubmit) {
  const vendor: VendorScopeEntry = await resolveFreightVendor(ctx, actor, body);
  const confirmed = new Map<string, Set<string>>();
  for (const { invoiceNo, version } of body.invoices) confirmed.set(invoiceNo, (confirmed.get(invoiceNo) ?? new Set()).add(version));
  if (confirmed.size === 0) throw badRequest(EXPEDITION_MESSAGES.nothingUploaded);
  const submitted = await ctx.database.db.transaction(async (tx) => {
    const saved = await repo.lockSavedLines(tx, vendor);
    const current = new Map((await repo.summariseSavedLines(tx, vendor)).map((r) => [r.invoiceNo, r.version]));
    const already = await repo.findSubmittedInvoiceNos(tx, vendor, [...confirmed.keys()]);
    const refusals: { code: 'NOT_FOUND' | 'CONFLICT' | 'STALE_REVISION'; message: string }[] = [];
    for (const [invoiceNo, versions] of confirmed) {
      if (already.has(invoiceNo)) refusals.push({ code: 'CONFLICT', message: EXPEDITION_MESSAGES.invoiceAlreadySubmitted(invoiceNo) });
      else if (!current.has(invoiceNo)) refusals.push({ code: 'NOT_FOUND', message: EXPEDITION_MESSAGES.invoiceNotSaved(invoiceNo) });
      else if (versions.size !== 1 || !versions.has(current.get(invoiceNo)!))
        refusals.push({ code: 'STALE_REVISION', message: EXPEDITION_MESSAGES.invoiceChanged(invoiceNo) });
    }
    if (refusals.length) {
      // One answer naming every problem; its code is the gravest: unknown, then already submitted, then changed.
      const code = (['NOT_FOUND', 'CONFLICT', 'STALE_REVISION'] as const).find((c) => refusals.some((r) => r.code === c))!;
      throw new HttpError(
        code,
        refusals.map((r) => r.message),
      );
    }
    const groups = new Map<string, repo.LineEditRow[]>();
    for (const line of saved) if (confirmed.has(line.invoiceNo)) groups.set(line.invoiceNo, [...(groups.get(line.invoiceNo) ?? []), line]);
    for (const [invoiceNo, lines] of groups) {
      const first = lines[0]!;
      const submissionId = await repo.insertSubmission(tx, {
        ...vendor,
        invoiceNo,
        invoiceDate: first.invoiceDate,
        taxNo: first.taxNo,
        taxDate: first.taxDate,
        totalInvoice: sumMoney(lines.map((l) => l.totalCharge)),
        totalQuantity: fromScaled(
          lines.reduce((sum, l) => sum + toScaled(l.revisedQuantity, 3), 0n),
          3,
        ),
        lineCount: lines.length,
        submittedBy: actor.userId,
      });
      await repo.markSubmitted(tx, vendor, invoiceNo, submissionId, actor.userId);
      await recordAudit(tx, {
        actorUserId: actor.userId,
        entity: 'expedition_submission',
        entityId: String(submissionId),
        action: 'SUBMIT',
        toStatus: 'SUBMITTED',
      });
    }
    return [...groups.keys()];
  });
  return { submitted, message: EXPEDITION_MESSAGES.submitted };
}
