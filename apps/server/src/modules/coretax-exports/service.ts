import {
  bppuRows,
  bppuXmlModel,
  CORETAX_MESSAGES,
  coretaxFileName,
  fileProblems,
  money,
  parseTaxPeriod,
  returRows,
  returXmlModel,
  taxPeriodRange,
  toScaled,
  type BppuInvoice,
  type BppuRow,
  type CoretaxParty,
  type CoretaxPreview,
  type CoretaxQuery,
  type ReturDebitNote,
  type ReturRow,
  type WithholdingPart,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { DbOrTx } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { taxIdentityOf } from '../tax-registrations/index';
import * as repo from './repo';
import { writeCoretaxXml } from './xml';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

type Built = { company: CoretaxParty; bppu?: BppuRow[]; retur?: ReturRow[] };

/** Each supplier's identity read once per export. */
function supplierIdentities(db: DbOrTx, instance: string) {
  const cache = new Map<number, Promise<CoretaxParty>>();
  return (vendorId: number) => {
    let found = cache.get(vendorId);
    if (!found) {
      found = taxIdentityOf(db, instance, 'SUPPLIER', vendorId).then(({ npwp, nitku }) => ({ npwp, nitku }));
      cache.set(vendorId, found);
    }
    return found;
  };
}

/** What an invoice withholds: its lines' WHT (non-PO), else the header's PPh on its service amount (PO). */
function partsOf(
  head: Awaited<ReturnType<typeof repo.findWithholdingInvoices>>['heads'][number],
  lines: Array<{ whtCode: string | null; whtRate: string | null; whtAmount: string; amount: string }>,
): WithholdingPart[] {
  const withholding = lines.filter((l) => l.whtCode);
  if (withholding.length) return withholding.map((l) => ({ whtCode: l.whtCode!, base: money(l.amount), rate: l.whtRate, amount: money(l.whtAmount) }));
  if (!head.pphCode) return [];
  const base = toScaled(head.serviceAmount) > 0n ? head.serviceAmount : head.invoiceAmount;
  return [{ whtCode: head.pphCode, base: money(base), rate: head.taxRate, amount: money(head.pphAmount) }];
}

async function build(deps: Ctx, q: CoretaxQuery): Promise<Built> {
  const { db } = deps.database;
  const period = parseTaxPeriod(q.period);
  if (!period) throw badRequest(CORETAX_MESSAGES.periodShape);
  const { from, to } = taxPeriodRange(period);
  const identity = await taxIdentityOf(db, q.instance, 'COMPANY', q.orgId);
  const company = { npwp: identity.npwp, nitku: identity.nitku };
  const supplier = supplierIdentities(db, q.instance);
  if (q.kind === 'bppu') {
    // Paid is the ERP's word: the invoices whose first payment falls in the period.
    const paid = await deps.erp.listPortalInvoicesFirstPaid({ instance: q.instance, orgId: q.orgId, fromDate: from, toDate: to });
    const { heads, lines } = await repo.findWithholdingInvoices(
      db,
      paid.map((p) => p.portalInvoiceId),
    );
    const paidDate = new Map(paid.map((p) => [p.portalInvoiceId, p.firstPaymentDate]));
    const byId = new Map(heads.map((h) => [h.id, h]));
    const invoices: BppuInvoice[] = [];
    for (const p of paid) {
      const head = byId.get(p.portalInvoiceId);
      if (!head) continue;
      const parts = partsOf(
        head,
        lines.filter((l) => l.invoiceId === head.id),
      );
      if (!parts.length) continue;
      invoices.push({
        invoiceId: head.id,
        invoiceNo: head.invoiceNo,
        invoiceDate: head.invoiceDate,
        fakturDigits: head.taxNoDigits || null,
        vendorId: head.vendorId,
        vendorName: head.vendorName,
        currencyCode: head.currencyCode,
        paidDate: paidDate.get(head.id)!,
        payee: await supplier(head.vendorId),
        parts,
      });
    }
    return { company, bppu: bppuRows(company, period, invoices) };
  }
  const { notes, lines } = await repo.findVatDebitNotes(db, { instance: q.instance, orgId: q.orgId, from, to });
  const sources: ReturDebitNote[] = [];
  for (const n of notes) {
    sources.push({
      debitNoteId: n.id,
      dnNo: n.dnNo,
      dnDate: n.dnDate,
      extaxNo: n.extaxNo,
      vendorId: n.vendorId,
      vendorName: n.vendorName,
      currencyCode: n.currencyCode,
      amount: money(n.amount),
      taxAmount: money(n.taxAmount),
      seller: await supplier(n.vendorId),
      lines: lines.filter((l) => l.debitNoteId === n.id).map((l) => ({ quantity: l.quantity, amount: money(l.amount) })),
    });
  }
  return { company, retur: returRows(company, sources) };
}

/** The rows a file would hold and the refused ones with their reasons. */
export async function previewCoretax(deps: Ctx, q: CoretaxQuery): Promise<CoretaxPreview> {
  const built = await build(deps, q);
  const head = { kind: q.kind, instance: q.instance, orgId: q.orgId, period: q.period };
  if (built.bppu) {
    const ok = built.bppu.filter((r) => r.slip);
    return {
      ...head,
      fileProblems: fileProblems(built.company, q.kind, ok.length),
      exportable: ok.map((r) => ({
        sourceId: r.invoiceId,
        documentNo: r.invoiceNo,
        vendorName: r.vendorName,
        counterpartTin: r.slip!.CounterpartTin,
        taxObjectCode: r.taxObjectCode,
        reference: r.slip!.DocumentNumber,
        base: r.base,
        rate: r.slip!.Rate,
        tax: r.amount,
        date: r.slip!.WithholdingDate,
      })),
      refused: built.bppu
        .filter((r) => !r.slip)
        .map((r) => ({ sourceId: r.invoiceId, documentNo: r.invoiceNo, vendorName: r.vendorName, whtCode: r.whtCode, base: r.base, reasons: r.problems })),
    };
  }
  const rows = built.retur ?? [];
  const ok = rows.filter((r) => r.data);
  return {
    ...head,
    fileProblems: fileProblems(built.company, q.kind, ok.length),
    exportable: ok.map((r) => ({
      sourceId: r.debitNoteId,
      documentNo: r.dnNo,
      vendorName: r.vendorName,
      counterpartTin: r.data!.document.SellerTIN,
      taxObjectCode: null,
      reference: r.data!.document.InvoiceNumber,
      base: r.base,
      rate: null,
      tax: r.vat,
      date: r.dnDate,
    })),
    refused: rows
      .filter((r) => !r.data)
      .map((r) => ({ sourceId: r.debitNoteId, documentNo: r.dnNo, vendorName: r.vendorName, whtCode: null, base: r.base, reasons: r.problems })),
  };
}

/** The file: only exportable rows; none, a company without its registration, or more than the limit → 400 with the reason. */
export async function downloadCoretax(deps: Ctx, q: CoretaxQuery): Promise<{ fileName: string; xml: string }> {
  const built = await build(deps, q);
  const slips = (built.bppu ?? []).flatMap((r) => (r.slip ? [r.slip] : []));
  const returns = (built.retur ?? []).flatMap((r) => (r.data ? [r.data] : []));
  const count = q.kind === 'bppu' ? slips.length : returns.length;
  const problems = fileProblems(built.company, q.kind, count);
  if (problems.length) throw badRequest(...problems);
  if (!count) throw badRequest(CORETAX_MESSAGES.nothingToExport);
  const model = q.kind === 'bppu' ? bppuXmlModel(built.company.npwp!, slips) : returXmlModel(built.company.npwp!, returns);
  return { fileName: coretaxFileName(q.kind, q.instance, q.orgId, q.period), xml: writeCoretaxXml(model) };
}
