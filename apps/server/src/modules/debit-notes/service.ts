import {
  DEBIT_NOTE_MESSAGES as MSG,
  sumMoney,
  validateDebitNote,
  validateDebitNoteSearch,
  type DebitNoteDetail,
  type DebitNoteFile,
  type DebitNoteForm,
  type DebitNoteList,
  type DebitNoteListQuery,
  type DebitNoteSummary,
  type ErpDebitNote,
  type ErpDebitNoteOption,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { ErpDebitNote as PortErpDebitNote } from '../../erp/port';
import { cancellable, type RequestSignal } from '../../lib/cancellable';
import { companyNamer, type CompanyNamer } from '../../lib/company-names';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/index';
import { loadVendorScope, type Actor } from '../auth/index';
import { claimPendingUploadsForDebitNote, listDebitNoteFiles } from '../files/index';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;
type SupplierInCompany = { instance: string; orgId: number; vendorId: number };

const scopeOf = (ctx: Ctx, actor: Actor) => loadVendorScope(ctx.database.db, actor);

const summary = (n: repo.DebitNoteRow, nameOf: CompanyNamer): DebitNoteSummary => ({
  id: n.id,
  dnNo: n.dnNo,
  dnDate: n.dnDate,
  extaxNo: n.extaxNo,
  extaxDate: n.extaxDate,
  amount: n.totalAmount,
  currencyCode: n.currencyCode,
  vendorId: n.vendorId,
  vendorName: n.vendorName,
  orgId: n.orgId,
  instance: n.instance,
  company: nameOf(n.instance, n.orgId),
});

/** The debit note list: a supplier its own, a PIC its mapped suppliers', finance all. */
export async function listDebitNotes(ctx: Ctx, actor: Actor, q: DebitNoteListQuery, signal?: RequestSignal): Promise<DebitNoteList> {
  const messages = validateDebitNoteSearch(q);
  if (messages.length) throw badRequest(...messages);
  const scope = await scopeOf(ctx, actor);
  const { rows, total } = await cancellable(ctx.database, signal, (own) => repo.findDebitNotes(own, scope, q));
  const nameOf = await companyNamer(ctx.erp);
  return { items: rows.map((n) => summary(n, nameOf)), total, page: q.page, pageSize: q.pageSize };
}

export async function getDebitNote(ctx: Ctx, actor: Actor, id: number): Promise<DebitNoteDetail> {
  const { db } = ctx.database;
  const found = await repo.findDebitNote(db, await scopeOf(ctx, actor), id);
  if (!found) throw notFound(MSG.notFound);
  const { note, lines } = found;
  const files = await listDebitNoteFiles(db, id);
  return {
    ...summary(note, await companyNamer(ctx.erp)),
    erpDebitNoteId: note.erpDebitNoteId,
    description: note.description,
    invoiceAmount: note.amount,
    taxAmount: note.taxAmount,
    totalAmount: note.totalAmount,
    createdAt: note.createdAt.toISOString(),
    lines: lines.map(({ lineNumber, poNumber, itemDescription, quantity, uom, unitPrice, amount }) => ({
      lineNumber,
      poNumber,
      itemDescription,
      quantity,
      uom,
      unitPrice,
      amount,
    })),
    files: files.map((f): DebitNoteFile => ({ id: f.id, filename: f.filename, size: f.size, kind: f.kind === 'retur' ? 'retur' : 'debit' })),
  };
}

const toErpDebitNote = (d: PortErpDebitNote): ErpDebitNote => ({
  debitNoteId: d.debitNoteId,
  dnNo: d.dnNo,
  dnDate: d.dnDate,
  description: d.description,
  currencyCode: d.currencyCode,
  amount: d.amount,
  taxAmount: d.taxAmount,
  totalAmount: sumMoney([d.amount, d.taxAmount]),
  lines: d.lines.map(({ lineNumber, poNumber, itemDescription, quantity, uom, unitPrice, amount }) => ({
    lineNumber,
    poNumber,
    itemDescription,
    quantity,
    uom,
    unitPrice,
    amount,
  })),
});

/** The supplier's ERP debit notes in the company not yet made into portal ones (the Debit Note choice). */
export async function listErpDebitNotes(ctx: Ctx, q: SupplierInCompany): Promise<ErpDebitNoteOption[]> {
  const [notes, created] = await Promise.all([ctx.erp.listDebitNotes(q), repo.createdErpIds(ctx.database.db, q.instance)]);
  return notes
    .filter((d) => !created.has(d.debitNoteId))
    .map((d) => ({ debitNoteId: d.debitNoteId, dnNo: d.dnNo, dnDate: d.dnDate, amount: sumMoney([d.amount, d.taxAmount]) }));
}

/** Find: one ERP debit note of the supplier in the company, with its lines. */
export async function findErpDebitNote(ctx: Ctx, q: SupplierInCompany & { debitNoteId: number }): Promise<ErpDebitNote> {
  const found = (await ctx.erp.listDebitNotes(q)).find((d) => d.debitNoteId === q.debitNoteId);
  if (!found) throw notFound(MSG.erpNotFound);
  return toErpDebitNote(found);
}

/**
 * Create (finance): the ERP debit note must be the supplier's in the company (read through the
 * ERP port) and not made into a portal one yet; its header and lines are copied, the waiting
 * uploads become its debit and retur files, all in one transaction with its audit event.
 */
export async function createDebitNote(ctx: Ctx, actor: Actor, form: DebitNoteForm): Promise<DebitNoteDetail> {
  const messages = validateDebitNote(form);
  if (messages.length) throw badRequest(...messages);
  const company = { instance: form.instance, orgId: form.orgId, vendorId: form.vendorId };
  const erpNote = (await ctx.erp.listDebitNotes(company)).find((d) => d.debitNoteId === form.debitNoteId);
  if (!erpNote) throw badRequest(MSG.erpNotFound);
  const supplier = await ctx.erp.getSupplier(form.instance, form.vendorId);
  const { db } = ctx.database;
  const id = await db.transaction(async (tx) => {
    const created = await repo.insertDebitNote(
      tx,
      {
        ...company,
        vendorName: supplier?.name ?? '',
        erpDebitNoteId: erpNote.debitNoteId,
        dnNo: erpNote.dnNo,
        dnDate: erpNote.dnDate,
        extaxNo: form.extaxNo.trim() || null,
        extaxDate: form.extaxDate || null,
        description: erpNote.description,
        currencyCode: erpNote.currencyCode,
        amount: erpNote.amount,
        taxAmount: erpNote.taxAmount,
        totalAmount: sumMoney([erpNote.amount, erpNote.taxAmount]),
        createdBy: actor.userId,
      },
      erpNote.lines.map(({ lineNumber, poHeaderId, poLineId, poNumber, itemDescription, uom, unitPrice, quantity, amount }) => ({
        lineNumber,
        poHeaderId,
        poLineId,
        poNumber,
        itemDescription,
        uom,
        unitPrice,
        quantity,
        amount,
      })),
    );
    if (!created) throw conflict(MSG.alreadyCreated(erpNote.dnNo));
    const debit = [...new Set(form.debitFileIds)];
    const retur = [...new Set(form.returFileIds)];
    const claimed =
      (await claimPendingUploadsForDebitNote(tx, actor.userId, created, 'debit', debit)) &&
      (await claimPendingUploadsForDebitNote(tx, actor.userId, created, 'retur', retur));
    if (!claimed) throw badRequest(MSG.attachmentNotYours);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      entity: 'debit-note',
      entityId: String(created),
      action: 'CREATE',
      data: { before: null, after: { dnNo: erpNote.dnNo, vendorId: form.vendorId, extaxNo: form.extaxNo.trim() || null, extaxDate: form.extaxDate || null } },
    });
    return created;
  });
  return getDebitNote(ctx, actor, id);
}
