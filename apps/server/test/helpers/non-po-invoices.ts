import { expect } from 'vitest';
import { nonPoFormOptionsSchema, nonPoInvoiceDetailSchema, type NonPoFormOptions, type NonPoInvoiceDetail } from '@faktura/domain';
import { injectAs } from './app';
import { bodyOf } from './body';
import { uniqueNumbers, uploadPdf } from './po-invoices';

/** The non-PO form's lookups for a user (a PIC names the supplier). */
export async function nonPoOptions(user = 'vendor', query = 'orgId=82&instance=AAM'): Promise<NonPoFormOptions> {
  const res = await injectAs(user, { method: 'GET', url: `/api/non-po-options?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, nonPoFormOptionsSchema);
}

/** The detail category named `name` of the category named `category` among the options. */
export function detailOf(options: NonPoFormOptions, category: string, name: string) {
  const found = options.categories.find((c) => c.name === category);
  const detail = found?.details.find((d) => d.name === name);
  if (!found || !detail) throw new Error(`no detail ${name} in ${category}`);
  return { categoryId: found.id, categoryDetailId: detail.id };
}

/** A complete payload for `user` in AAM/82 (DDK, one taxable line), with a fresh upload; `extra` overrides. */
export async function nonPoPayload(user = 'vendor', extra: Record<string, unknown> = {}, vendorId = 3001) {
  const options = await nonPoOptions(user, `orgId=82&instance=AAM&vendorId=${vendorId}`);
  const { categoryId, categoryDetailId } = detailOf(options, 'DDK', 'Transportasi Dalam Kota');
  const { invoiceNo, taxInvoiceNo } = uniqueNumbers();
  return {
    orgId: 82,
    instance: 'AAM',
    vendorId,
    invoiceNo,
    invoiceDate: '2026-11-10',
    taxNo: taxInvoiceNo,
    taxDate: '2026-11-10',
    description: 'Biaya transportasi',
    bankAccountId: options.banks[0]!.id,
    paymentMethod: options.paymentMethods[0]!.code,
    termId: options.terms[0]!.id,
    categoryId,
    lines: [{ categoryDetailId, description: 'Taksi bandara', amount: '1000000', vatCode: 'PPN 12%', whtCode: 'PPh 23 2%' }],
    attachmentIds: [await uploadPdf(user)],
    ...extra,
  };
}

/** Creates a DRAFT non-PO (vendor) or proxy (pic) invoice and returns it. */
export async function createNonPo(user = 'vendor', extra: Record<string, unknown> = {}, vendorId = 3001): Promise<NonPoInvoiceDetail> {
  const res = await injectAs(user, { method: 'POST', url: '/api/non-po-invoices', payload: await nonPoPayload(user, extra, vendorId) });
  expect(res.statusCode, res.body).toBe(201);
  return bodyOf(res, nonPoInvoiceDetailSchema);
}

/** The save payload of a stored invoice (what the edit screen sends back), with `changes`. */
export function updateOf(invoice: NonPoInvoiceDetail, changes: Record<string, unknown> = {}) {
  return {
    invoiceNo: invoice.invoiceNo,
    invoiceDate: invoice.invoiceDate ?? '',
    glDate: invoice.glDate ?? '',
    description: invoice.description,
    taxNo: invoice.taxNo ?? '',
    taxDate: invoice.taxDate ?? '',
    vendorSiteId: invoice.vendorSiteId,
    currencyCode: invoice.currencyCode,
    bankAccountId: invoice.bankAccountId,
    paymentMethod: invoice.paymentMethod,
    termId: invoice.termId,
    referenceNumber: invoice.referenceNumber ?? '',
    costCenter: invoice.costCenter ?? '',
    coaId: invoice.coaId,
    categoryId: invoice.categoryId,
    lines: invoice.lines.map((l) => ({
      categoryDetailId: l.categoryDetailId,
      description: l.description,
      amount: l.amount,
      vatCode: l.vatCode,
      whtCode: l.whtCode,
      coaId: l.coaId,
      remarks: l.remarks,
    })),
    reimbursements: invoice.reimbursements.map((r) => ({
      vendorId: r.vendorId,
      vendorName: r.vendorName,
      taxNo: r.taxNo,
      taxDate: r.taxDate ?? '',
      taxValue: r.taxValue,
      coaId: r.coaId,
      group: r.group,
    })),
    revision: invoice.revision,
    ...changes,
  };
}
