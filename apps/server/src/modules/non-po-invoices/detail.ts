import { INVOICE_MESSAGES, computeNonPoTotals, invoiceKindOf, invoiceTaxDateWarnings, money, type NonPoInvoiceDetail } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { companyNamer } from '../../lib/company-names';
import { notFound } from '../../lib/errors';
import { loadVendorScope, type Actor } from '../auth/index';
import { listInvoiceFiles } from '../files/index';
import { findInvoiceLines, getInvoiceInScope, permissionsOf, type InvoiceRow } from '../invoices/index';
import { stampDutyWarnings } from '../stamp-duty/index';
import * as repo from './repo';

/** The invoice as a non-PO or proxy one; any other kind is not found here. */
export function nonPoKindOf(invoice: InvoiceRow): 'NON_PO' | 'PROXY' {
  const kind = invoiceKindOf(invoice.invoiceType);
  if (kind === 'PO') throw notFound(INVOICE_MESSAGES.notFound);
  return kind;
}

/** The non-PO / proxy invoice: header, lines, reimbursement lines, files, totals and what this viewer may do. */
export async function getNonPoInvoice(ctx: Pick<AppDeps, 'database' | 'erp'>, actor: Actor, id: number): Promise<NonPoInvoiceDetail> {
  const { db } = ctx.database;
  const invoice = await getInvoiceInScope(db, await loadVendorScope(db, actor), id);
  const kind = nonPoKindOf(invoice);
  const [lines, reimbursements, files, nameOf, stampDuty] = await Promise.all([
    findInvoiceLines(db, id),
    repo.findReimbursements(db, id),
    listInvoiceFiles(db, id),
    companyNamer(ctx.erp),
    stampDutyWarnings(db, invoice),
  ]);
  const accountIds = new Set([invoice.ccid, ...lines.map((l) => l.coaId)].filter((id) => id !== null));
  const [names, accounts] = await Promise.all([
    repo.findNames(db, {
      categoryId: invoice.categoryId,
      detailIds: lines.flatMap((l) => (l.categoryDetailId ? [l.categoryDetailId] : [])),
      batchId: invoice.batchId,
    }),
    accountIds.size ? ctx.erp.listAccounts(invoice.instance, invoice.orgId) : [],
  ]);
  const accountLabel = new Map(accounts.map((a) => [a.codeCombinationId, `${a.segments} ${a.description}`]));
  const totals = computeNonPoTotals(
    lines.map((l) => ({ amount: l.amount, vatCode: l.vatCode, vatRate: l.vatRate, whtCode: l.whtCode, whtRate: l.whtRate })),
    invoice.currencyCode,
  );
  const can = permissionsOf(invoice, { fileCount: files.length, lineCount: lines.length }, actor.typeUser);
  return {
    id: invoice.id,
    kind,
    invoiceNo: invoice.invoiceNo,
    invoiceDate: invoice.invoiceDate,
    glDate: invoice.glDate,
    description: invoice.description,
    taxNo: invoice.taxNo,
    taxDate: invoice.taxDate,
    status: invoice.status,
    reason: invoice.reason,
    revision: invoice.revision,
    verification: invoice.verification,
    verifiedAt: invoice.verifiedAt?.toISOString() ?? null,
    orgId: invoice.orgId,
    instance: invoice.instance,
    company: nameOf(invoice.instance, invoice.orgId),
    vendorId: invoice.vendorId,
    vendorName: invoice.vendorName,
    vendorSiteId: invoice.vendorSiteId,
    currencyCode: invoice.currencyCode,
    bankAccountId: invoice.bankAccountId,
    paymentMethod: invoice.paymentMethod,
    termId: invoice.termId,
    referenceNumber: invoice.referenceNumber,
    costCenter: invoice.costCenter,
    coaId: invoice.ccid,
    coaLabel: invoice.ccid ? (accountLabel.get(invoice.ccid) ?? null) : null,
    categoryId: invoice.categoryId,
    categoryName: names.categoryName,
    mappingId: invoice.mappingId,
    batchNo: names.batchNo,
    lines: lines.map((l, i) => ({
      id: l.id,
      lineNum: l.lineNum,
      categoryDetailId: l.categoryDetailId,
      categoryDetail: l.categoryDetailId ? (names.detailName.get(l.categoryDetailId) ?? '') : '',
      description: l.itemDescription,
      amount: money(l.amount),
      vatCode: l.vatCode,
      vatRate: money(l.vatRate ?? '0'),
      taxAmount: totals.lineTaxes[i]!,
      whtCode: l.whtCode,
      whtRate: money(l.whtRate ?? '0'),
      whtAmount: totals.lineWht[i]!,
      coaId: l.coaId,
      coaLabel: l.coaId ? (accountLabel.get(l.coaId) ?? null) : null,
      remarks: l.remarks ?? '',
    })),
    reimbursements: reimbursements.map((r) => ({
      id: r.id,
      vendorId: r.vendorId,
      vendorName: r.vendorName,
      taxNo: r.taxNo,
      taxDate: r.taxDate,
      taxValue: money(r.taxValue),
      coaId: r.coaId,
      group: r.groupCode,
    })),
    attachments: files,
    totals: {
      totalLine: totals.totalLine,
      ppn: totals.ppn,
      totalPpn: totals.totalPpn,
      wht: totals.wht,
      totalWht: totals.totalWht,
      totalInvoice: totals.totalInvoice,
    },
    eMeteraiSerial: invoice.eMeteraiSerial,
    warnings: [...invoiceTaxDateWarnings(invoice), ...stampDuty],
    permissions: {
      canEdit: can.canEdit,
      canDelete: can.canDelete,
      canUpload: can.canUpload,
      canDeleteAttachment: can.canDeleteAttachment,
      actions: can.actions,
    },
  };
}
