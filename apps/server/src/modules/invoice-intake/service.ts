import fs from 'node:fs';
import { INTAKE_LIMITS, INTAKE_MESSAGES, extensionOf, type IntakeDocument, type IntakeResult } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { companyNamer } from '../../lib/company-names';
import { badRequest } from '../../lib/errors';
import type { FileStorage } from '../../storage/index';
import { loadVendorScope, type Actor, type VendorScopeEntry } from '../auth/index';
import { keepPendingUpload, proveContentType, readPendingUpload, withReceivedUpload, type IncomingFile } from '../files/index';
import { tolerancesFor } from '../match-tolerances/index';
import { entriesOfSeller, findCompany, matchLines } from './match';
import { readIntakeDocument } from './read';
import * as repo from './repo';

export type IntakeCtx = Pick<AppDeps, 'database' | 'erp' | 'config'> & { store: FileStorage };

const KINDS = { xml: 'application/xml', pdf: 'application/pdf' } as const;
type Kind = keyof typeof KINDS;
const kindOf = (name: string): Kind | null => (extensionOf(name) in KINDS ? (extensionOf(name) as Kind) : null);

/** The user's (company, supplier) pairs: only the session's company once one is chosen (the form is that company's). */
async function entriesOf(db: DbOrTx, actor: Actor): Promise<VendorScopeEntry[]> {
  const scope = await loadVendorScope(db, actor);
  return scope.kind === 'vendors' ? scope.entries : [];
}

/** The file's bytes, checked to be what its name says (a PDF proves it by its content; an XML by being read). */
async function bytesOf(tempPath: string, originalName: string, kind: Kind, size: number): Promise<Buffer> {
  if (kind === 'xml' && size > INTAKE_LIMITS.xmlBytes) throw badRequest(INTAKE_MESSAGES.xmlTooLarge(INTAKE_LIMITS.xmlBytes / (1024 * 1024)));
  if (kind === 'pdf') await proveContentType(tempPath, originalName);
  return fs.promises.readFile(tempPath);
}

/**
 * Reads an uploaded UBL / Factur-X file into a PO invoice form: the seller must be the user's
 * supplier, the company is the buyer whose PO the file references, the lines are matched to
 * that supplier's open received PO lines. The file is kept as a pending upload (the invoice's
 * attachment once saved) only when it was read; no invoice is saved here.
 */
export async function readIntake(ctx: IntakeCtx, actor: Actor, file: IncomingFile): Promise<IntakeResult> {
  const refusalOf = (name: string) => (kindOf(name) ? null : INTAKE_MESSAGES.extension);
  return withReceivedUpload(ctx.config, file, refusalOf, async (received) => {
    const kind = kindOf(received.originalName)!;
    const doc = await readIntakeDocument(await bytesOf(received.tempPath, received.originalName, kind, received.size), kind);
    const entries = await entriesOfSeller(ctx, await entriesOf(ctx.database.db, actor), doc);
    const nameOf = await companyNamer(ctx.erp);
    const { entry, company, receipts } = await findCompany(ctx, entries, doc, nameOf);
    const currency = doc.currency ?? 'IDR';
    const { lines, mismatches } = matchLines(doc, receipts, await tolerancesFor(ctx.database.db, entry.instance, entry.orgId), currency);
    const attachment = await keepPendingUpload(ctx, actor, received, KINDS[kind]);
    return {
      attachment,
      format: doc.format,
      prefill: {
        orgId: entry.orgId,
        instance: entry.instance,
        company,
        invoiceNo: doc.documentId,
        invoiceDate: doc.issueDate ?? '',
        taxInvoiceNo: doc.taxInvoiceNo ?? '',
        taxInvoiceDate: doc.taxInvoiceDate ?? '',
        currency: doc.currency,
        lines,
      },
      mismatches,
    };
  });
}

/**
 * For the PO invoice save: the intake file the form names, read again from storage (the
 * client's copy of what it said is never trusted), its seller checked to be the invoice's
 * supplier. Returns what to record once the invoice exists.
 */
export async function rereadIntake(
  ctx: Pick<IntakeCtx, 'database' | 'erp' | 'store'>,
  actor: Actor,
  attachmentId: number,
  supplier: VendorScopeEntry,
): Promise<(invoiceId: number) => repo.IntakeRecord> {
  const pending = await readPendingUpload(ctx, actor.userId, attachmentId);
  const kind = pending ? kindOf(pending.originalName) : null;
  if (!pending || !kind) throw badRequest(INTAKE_MESSAGES.intakeNotPending);
  const doc: IntakeDocument = await readIntakeDocument(pending.bytes, kind);
  await entriesOfSeller(ctx, [supplier], doc);
  return (invoiceId) => ({
    invoiceId,
    format: doc.format,
    documentId: doc.documentId.slice(0, 200),
    issueDate: doc.issueDate,
    senderEndpointId: doc.seller.endpointId?.slice(0, 200) ?? null,
    senderEndpointScheme: doc.seller.endpointScheme?.slice(0, 10) ?? null,
    attachmentId,
    receivedBy: actor.userId,
  });
}

/** Writes the intake row in the caller's transaction (the invoice's own). */
export async function recordIntake(tx: DbOrTx, record: repo.IntakeRecord) {
  await repo.insertIntake(tx, record);
}
