import {
  compareFaktur,
  fakturFactsSchema,
  FAKTUR_NOT_CHECKED_REASONS,
  LOGIN_MESSAGES,
  UPLOAD_MESSAGES,
  type FakturCheckResult,
  type FakturExpected,
  type FakturPreview,
  type InvoiceFakturChecks,
} from '@faktura/domain';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { loadVendorScope, resolveVendorCompany, type Actor } from '../auth/index';
import { getInvoiceInScope, type InvoiceRow } from '../invoices/index';
import { taxIdentityOf } from '../tax-registrations/index';
import { StoredFileMissing, type FileStorage } from '../../storage/index';
import { readFaktur, type FakturRead, type FakturReadLimits } from './reader';
import * as repo from './repo';

export type FakturCtx = Pick<AppDeps, 'database' | 'config' | 'erp'> & { store: FileStorage; fakturReadLimits?: FakturReadLimits };

/** What is kept per checked file: what was read (or why nothing was), so a changed invoice is compared again without reading the PDF again. */
const storedFindingsSchema = z.object({
  facts: fakturFactsSchema.nullable(),
  failure: z.enum(FAKTUR_NOT_CHECKED_REASONS).nullable(),
  result: z.unknown().optional(),
});

const isPdf = (file: repo.CheckableFile) => file.contentType === 'application/pdf' || /\.pdf$/i.test(file.originalName);

async function bytesOf(ctx: FakturCtx, file: repo.CheckableFile): Promise<Buffer> {
  try {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of await ctx.store.read(file.storedName)) {
      const part = Buffer.from(chunk as Uint8Array);
      size += part.length;
      // Stored files are within the upload limit; one that grew behind our back is not read whole.
      if (size > ctx.config.uploadLimitBytes) break;
      chunks.push(part);
    }
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof StoredFileMissing) throw notFound(UPLOAD_MESSAGES.fileNotFound);
    throw error;
  }
}

/**
 * What recent reads found, by stored file name (a stored file never changes: a new upload gets a
 * new name): the form asks again on every typed change, and the PDF is read once.
 */
const recentReads = new Map<string, FakturRead>();
const RECENT_READS = 200;

async function readFile(ctx: FakturCtx, file: repo.CheckableFile): Promise<FakturRead> {
  if (!isPdf(file)) return { failure: 'notPdf' };
  const known = recentReads.get(file.storedName);
  if (known) return known;
  const read = await readFaktur(await bytesOf(ctx, file), ctx.fakturReadLimits);
  // A read ended by the deadline may succeed on a quieter machine: not remembered.
  if (!('failure' in read && read.failure === 'tooSlow')) {
    recentReads.set(file.storedName, read);
    if (recentReads.size > RECENT_READS) recentReads.delete(recentReads.keys().next().value!);
  }
  return read;
}

async function partiesOf(ctx: FakturCtx, db: DbOrTx, instance: string, orgId: number, vendorId: number | null) {
  const [supplier, company] = await Promise.all([
    vendorId ? taxIdentityOf(db, instance, 'SUPPLIER', vendorId) : null,
    taxIdentityOf(db, instance, 'COMPANY', orgId),
  ]);
  return { supplierNpwp: supplier?.npwp ?? null, companyNpwp: company.npwp };
}

function compareRead(read: FakturRead, expected: FakturExpected): FakturCheckResult {
  return 'facts' in read ? compareFaktur(read.facts, expected) : compareFaktur(null, expected, read.failure);
}

/**
 * POST /preview: the uploaded file (the user's own pending upload, or a file of an invoice its
 * scope covers) against the values typed so far. The supplier is the user's own mapping for a
 * supplier; a PIC or finance names it (a proxy entry), within its scope.
 */
export async function preview(ctx: FakturCtx, actor: Actor, body: FakturPreview): Promise<FakturCheckResult> {
  const { db } = ctx.database;
  const scope = await loadVendorScope(db, actor);
  const file = await repo.findCheckableFile(db, body.fileId, actor.userId, scope);
  if (!file) throw notFound(UPLOAD_MESSAGES.fileNotFound);
  let vendorId = body.vendorId;
  if (actor.typeUser === 'VENDOR') vendorId = (await resolveVendorCompany(db, actor, { instance: body.instance, orgId: body.orgId })).vendorId;
  else if (
    vendorId &&
    scope.kind === 'vendors' &&
    !scope.entries.some((e) => e.instance === body.instance && e.orgId === body.orgId && e.vendorId === vendorId)
  ) {
    throw forbidden(LOGIN_MESSAGES.noCompanyAccess);
  }
  const [parties, supplier] = await Promise.all([
    partiesOf(ctx, db, body.instance, body.orgId, vendorId),
    vendorId ? ctx.erp.getSupplier(body.instance, vendorId) : null,
  ]);
  const expected: FakturExpected = {
    taxInvoiceNo: body.taxInvoiceNo,
    taxInvoiceDate: body.taxInvoiceDate,
    dpp: body.dpp,
    ppn: body.ppn,
    lineCount: body.lineCount,
    ...parties,
    supplierName: supplier?.name ?? null,
    companyName: null,
  };
  return compareRead(await readFile(ctx, file), expected);
}

async function expectedOf(ctx: FakturCtx, db: DbOrTx, invoice: InvoiceRow): Promise<FakturExpected> {
  const [parties, lineCount] = await Promise.all([
    partiesOf(ctx, db, invoice.instance, invoice.orgId, invoice.vendorId),
    repo.countInvoiceLines(db, invoice.id),
  ]);
  return {
    taxInvoiceNo: invoice.taxNo,
    taxInvoiceDate: invoice.taxDate,
    dpp: invoice.invoiceAmount,
    ppn: invoice.taxAmount,
    lineCount,
    ...parties,
    supplierName: invoice.vendorName,
    companyName: null,
  };
}

function readOfStored(stored: repo.StoredCheck): FakturRead | null {
  const parsed = storedFindingsSchema.safeParse(stored.findings);
  if (!parsed.success) return null;
  if (parsed.data.failure) return { failure: parsed.data.failure };
  return parsed.data.facts ? { facts: parsed.data.facts } : null;
}

/**
 * Checks every PDF of an invoice against its stored values and keeps the result: a file read
 * before is compared again (the invoice may have changed since) without reading it again.
 */
export async function checkInvoice(ctx: FakturCtx, invoice: InvoiceRow): Promise<InvoiceFakturChecks> {
  const { db } = ctx.database;
  const [files, stored, expected] = await Promise.all([repo.findInvoiceFiles(db, invoice.id), repo.findChecks(db, invoice.id), expectedOf(ctx, db, invoice)]);
  const result: InvoiceFakturChecks = { invoiceId: invoice.id, files: [] };
  for (const file of files.filter(isPdf)) {
    const kept = stored.find((s) => s.attachmentId === file.id);
    const keptRead = kept ? readOfStored(kept) : null;
    const read = keptRead ?? (await readFile(ctx, file));
    const compared = compareRead(read, expected);
    const findings = { facts: 'facts' in read ? read.facts : null, failure: 'failure' in read ? read.failure : null, result: compared };
    let checkedAt = kept?.checkedAt ?? new Date();
    if (!kept || !keptRead)
      checkedAt = (await repo.saveCheck(db, { attachmentId: file.id, invoiceId: invoice.id, verdict: compared.verdict, findings })).checkedAt;
    else if (JSON.stringify(kept.findings) !== JSON.stringify(findings)) await repo.updateVerdict(db, file.id, compared.verdict, findings);
    result.files.push({ attachmentId: file.id, filename: file.originalName, checkedAt: checkedAt.toISOString(), result: compared });
  }
  return result;
}

/** GET /invoice/:id: a supplier its own invoices, a PIC its mapped suppliers', finance all (another's is 404, as if missing). */
export async function forInvoice(ctx: FakturCtx, actor: Actor, invoiceId: number): Promise<InvoiceFakturChecks> {
  const { db } = ctx.database;
  const invoice = await getInvoiceInScope(db, await loadVendorScope(db, actor), invoiceId);
  return checkInvoice(ctx, invoice);
}

/** After a save: the invoice's faktur checked and stored at once (a failure here never undoes the save). */
export async function checkAfterSave(ctx: FakturCtx, invoiceId: number, log?: (error: unknown) => void): Promise<void> {
  try {
    const invoice = await getInvoiceInScope(ctx.database.db, { kind: 'all' }, invoiceId);
    await checkInvoice(ctx, invoice);
  } catch (error) {
    log?.(error);
  }
}
