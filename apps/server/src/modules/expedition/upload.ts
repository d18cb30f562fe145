import {
  canUploadExpedition,
  checkUploadRows,
  EXPEDITION_LIMITS,
  EXPEDITION_MESSAGES,
  extensionOf,
  locateUploadColumns,
  UPLOAD_ROW_MESSAGES,
  type ExpeditionVendorQuery,
  type KnownLine,
  type UploadRow,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { badRequest, staleRevision, forbidden } from '../../lib/errors';
import { readFirstSheet, refuseEncryptedWorkbook, type SheetRow } from '../../lib/spreadsheet-import/index';
import { recordAudit } from '../audit/index';
import type { Actor } from '../auth/index';
import { discardIncomingFile, proveContentType, withReceivedUpload, type IncomingFile } from '../files/index';
import { loadUploadTargets } from './lines';
import * as repo from './repo';
import { resolveFreightVendor } from './vendor';

/**
 * Far above a month of one supplier's freight lines, far below what would hold the server: a
 * 20,000-row sheet of the Download's columns unpacks to ~50 MB of XML and parses in seconds;
 * a parse still running after 30 s is a file built to hold the server, not a month of freight.
 */
export const UPLOAD_SHEET_LIMITS = { maxRows: 20_000, maxUnpackedBytes: 64 * 1024 * 1024, parseDeadlineMs: 30_000 };
/** The header row may sit under a title (merged cells over the columns): it is looked for in the first rows. */
const HEADER_SEARCH_ROWS = 10;

type Ctx = Pick<AppDeps, 'database' | 'erp' | 'config'>;

/** The spec's .xls, and .xlsx too: anything else is "Jenis file bukan .xls". */
const refusalOf = (name: string) => (['xls', 'xlsx'].includes(extensionOf(name)) ? null : EXPEDITION_MESSAGES.notXls);

/** The sheet's data rows by upload column, below the first row that names the columns. */
function toUploadRows(sheet: SheetRow[]): UploadRow[] {
  const headerAt = sheet.slice(0, HEADER_SEARCH_ROWS).findIndex((row) => locateUploadColumns(row.cells.map((c) => String(c ?? ''))).positions.has('reference'));
  const header = sheet[Math.max(headerAt, 0)];
  const { positions, missing } = locateUploadColumns((header?.cells ?? []).map((c) => String(c ?? '')));
  if (sheet.length === 0) return [];
  if (missing.length) throw badRequest(UPLOAD_ROW_MESSAGES.missingColumns(missing));
  const columns = [...positions];
  return sheet.slice(Math.max(headerAt, 0) + 1).map((row) => {
    const cells: UploadRow['cells'] = {};
    for (const [key, index] of columns) cells[key] = row.cells[index] ?? null;
    return { line: row.line, cells };
  });
}

/**
 * Upload: the file passes the upload intake, is read within bounds, every row is
 * checked and every error listed at once; any error changes nothing, and a valid file updates
 * its lines in one transaction. Refused in transport mode, where the input is hidden.
 */
export async function uploadExpedition(ctx: Ctx, actor: Actor, q: ExpeditionVendorQuery, file: IncomingFile) {
  if (!canUploadExpedition(actor)) {
    discardIncomingFile(file);
    throw forbidden(EXPEDITION_MESSAGES.uploadHiddenForTransport);
  }
  const vendor = await resolveFreightVendor(ctx, actor, q).catch((error: unknown) => {
    discardIncomingFile(file);
    throw error;
  });
  return withReceivedUpload(ctx.config, file, refusalOf, async ({ tempPath, originalName }) => {
    await refuseEncryptedWorkbook(tempPath);
    await proveContentType(tempPath, originalName);
    const rows = toUploadRows(await readFirstSheet(tempPath, extensionOf(originalName) as 'xls' | 'xlsx', UPLOAD_SHEET_LIMITS));

    const lines = await loadUploadTargets(ctx, vendor);
    const byReference = new Map(lines.map((l) => [l.reference, l]));
    const inFile = new Set(rows.map((r) => String(r.cells.reference ?? '').trim()));
    // Lines billed before and not in this file keep their invoice's date: the file must agree with it.
    const savedDates = new Map(lines.filter((l) => l.status === 'SAVED' && !inFile.has(l.reference)).map((l) => [l.invoiceNo!, l.invoiceDate!]));
    const fileInvoiceNos = [...new Set(rows.map((r) => String(r.cells.invoiceNo ?? '').trim()).filter(Boolean))];
    const submittedInvoices = await repo.findSubmittedInvoiceNos(ctx.database.db, vendor, fileInvoiceNos);
    // The values an empty cell keeps are formatted only when a row asks for them.
    const known = (reference: string): KnownLine | undefined => {
      const line = byReference.get(reference);
      return (
        line && {
          awbLineId: line.awbLineId,
          submitted: line.status === 'SUBMITTED',
          get revisedQuantity() {
            return line.revisedQuantity();
          },
          get unitPrice() {
            return line.unitPrice();
          },
        }
      );
    };
    const { changes, messages } = checkUploadRows(rows, known, EXPEDITION_LIMITS, { invoiceDates: savedDates, submittedInvoices });
    if (messages.length) throw badRequest(...messages);

    await ctx.database.db.transaction(async (tx) => {
      const submitted = await repo.lockLinesCountSubmitted(
        tx,
        vendor.instance,
        changes.map((c) => c.awbLineId),
      );
      // Submitted by someone else since the file was checked: nothing of the file is applied.
      if (submitted > 0) throw staleRevision(EXPEDITION_MESSAGES.stale);
      const referenceOf = new Map(lines.map((l) => [l.awbLineId, l.reference]));
      const { instance, orgId, vendorId } = vendor;
      const updatedBy = actor.userId;
      const rowsToWrite = changes.map((c) => ({
        instance,
        orgId,
        vendorId,
        awbLineId: c.awbLineId,
        reference: referenceOf.get(c.awbLineId)!,
        revisedQuantity: c.revisedQuantity,
        unitPrice: c.unitPrice,
        freightCharge: c.freightCharge,
        packing: c.packing,
        inap: c.inap,
        bongkarMuat: c.bongkarMuat,
        surcharge: c.surcharge,
        thr: c.thr,
        insentif: c.insentif,
        lain: c.lain,
        totalCharge: c.totalCharge,
        invoiceNo: c.invoiceNo,
        invoiceDate: c.invoiceDate,
        taxNo: c.taxNo,
        taxDate: c.taxDate,
        updatedBy,
      }));
      await repo.upsertLineEdits(tx, rowsToWrite);
      await repo.insertUpload(tx, { ...vendor, fileName: originalName.slice(0, 255), lineCount: changes.length, uploadedBy: actor.userId });
      await recordAudit(tx, {
        actorUserId: actor.userId,
        entity: 'expedition_upload',
        entityId: `${vendor.instance}:${vendor.vendorId}`,
        action: 'UPLOAD',
        data: { lines: changes.length },
      });
    });
    return { updated: changes.length, message: EXPEDITION_MESSAGES.uploaded(changes.length) };
  });
}
