import { defaultGlDate, invoiceKindOf, invoiceTaxDateWarnings, money, reviewActions, type ReviewView } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { companyNamer } from '../../lib/company-names';
import type { Actor } from '../auth/index';
import { listInvoiceFiles } from '../files/index';
import { permissionsOf, type InvoiceRow } from '../invoices/index';
import { loadReviewOptions } from './options';
import * as repo from './repo';

export type ReviewCtx = Pick<AppDeps, 'database' | 'erp'>;

export const isVerified = (inv: InvoiceRow) => inv.verification === 'VERIFIED';

/**
 * The PIC's buttons, as the domain's reviewActions decides them: shown to a PIC only while its
 * decision is pending, never to finance (read-only); Submit to Rekomendator waits for Verified
 * where the life cycle requires it (non-PO, v2).
 */
export function reviewPermissions(inv: InvoiceRow, actor: Actor, counts: { fileCount: number; lineCount: number }): ReviewView['permissions'] {
  const files = permissionsOf(inv, counts, actor.typeUser);
  return {
    ...reviewActions({ kind: invoiceKindOf(inv.invoiceType), status: inv.status, verified: isVerified(inv) }, actor.typeUser),
    canUpload: files.canUpload,
    canDeleteAttachment: files.canDeleteAttachment,
  };
}

/** The review screen: the header as stored (GL date defaulting to the invoice date), lines, files, options, buttons. */
export async function buildReviewView(ctx: ReviewCtx, actor: Actor, inv: InvoiceRow): Promise<ReviewView> {
  const { db } = ctx.database;
  const [lines, reimbursements, files, batchNo, options, nameOf] = await Promise.all([
    repo.findLines(db, inv.id),
    repo.findReimbursements(db, inv.id),
    listInvoiceFiles(db, inv.id),
    repo.findBatchNo(db, inv.batchId),
    loadReviewOptions(ctx.erp, db, inv),
    companyNamer(ctx.erp),
  ]);
  const kind = invoiceKindOf(inv.invoiceType);
  return {
    id: inv.id,
    kind,
    invoiceNo: inv.invoiceNo,
    invoiceDate: inv.invoiceDate,
    glDate: defaultGlDate(inv.glDate, inv.invoiceDate),
    taxNo: inv.taxNo,
    taxDate: inv.taxDate,
    description: inv.description,
    status: inv.status,
    reason: inv.reason,
    revision: inv.revision,
    orgId: inv.orgId,
    instance: inv.instance,
    company: nameOf(inv.instance, inv.orgId),
    vendorId: inv.vendorId,
    vendorName: inv.vendorName,
    vendorSiteId: inv.vendorSiteId,
    batchNo,
    currencyCode: inv.currencyCode,
    invoiceAmount: money(inv.invoiceAmount),
    taxAmount: money(inv.taxAmount),
    totalAmount: money(inv.totalAmount),
    bankAccountId: inv.bankAccountId,
    paymentMethod: inv.paymentMethod ?? '',
    termId: inv.termId,
    chargeAccountId: inv.ccid,
    costCenter: inv.costCenter ?? '',
    serviceCharge: inv.serviceCharge,
    referenceNumber: inv.referenceNumber ?? '',
    categoryId: inv.categoryId,
    categoryName: options.categories.find((c) => c.id === inv.categoryId)?.label ?? '',
    verified: isVerified(inv),
    verifiedAt: inv.verifiedAt?.toISOString() ?? null,
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
    reimbursements: reimbursements.map((r) => ({
      id: r.id,
      vendorId: r.vendorId,
      vendorName: r.vendorName,
      taxNo: r.taxNo,
      taxDate: r.taxDate,
      taxValue: money(r.taxValue),
      group: r.groupCode,
    })),
    attachments: files,
    warnings: invoiceTaxDateWarnings(inv),
    options,
    permissions: reviewPermissions(inv, actor, { fileCount: files.length, lineCount: lines.length }),
  };
}
