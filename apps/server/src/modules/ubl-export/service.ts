import {
  floorToWholeRupiah,
  jakartaDate,
  percentOf,
  toEInvoice,
  toScaled,
  periodProblem,
  UBL_EXPORT_LIMITS,
  UBL_EXPORT_MESSAGES,
  UBL_TEXTS,
  type PortalDocument,
  type PortalDocumentLine,
  type PortalParty,
  type PortalVat,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { ErpTaxCode, ErpTerm } from '../../erp/port';
import { badRequest, notFound } from '../../lib/errors';
import { loadVendorScope, type Actor } from '../auth/index';
import { taxIdentityOf } from '../tax-registrations/index';
import * as repo from './repo';
import { writeUbl } from './xml';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

/** A written file: its name in a download or a zip, and its text. */
export type UblFile = { number: string; xml: string };

/**
 * ERP look-ups shared by every document of one export: a zip of a thousand invoices of a few
 * suppliers asks the ERP for each supplier, company, term list and tax list once.
 */
export class PartyLookups {
  private readonly memo = new Map<string, Promise<unknown>>();
  constructor(private readonly ctx: Ctx) {}

  private once<T>(key: string, load: () => Promise<T>): Promise<T> {
    let found = this.memo.get(key) as Promise<T> | undefined;
    if (!found) {
      found = load();
      this.memo.set(key, found);
    }
    return found;
  }

  async seller(row: { instance: string; orgId: number; vendorId: number; vendorName: string; vendorSiteId?: number | null }): Promise<PortalParty> {
    const [supplier, sites, identity] = await Promise.all([
      this.once(`s:${row.instance}:${row.vendorId}`, () => this.ctx.erp.getSupplier(row.instance, row.vendorId)),
      this.once(`site:${row.instance}:${row.vendorId}:${row.orgId}`, () => this.ctx.erp.listSupplierSites(row.instance, row.vendorId, row.orgId)),
      this.once(`tax:S:${row.instance}:${row.vendorId}`, () => taxIdentityOf(this.ctx.database.db, row.instance, 'SUPPLIER', row.vendorId)),
    ]);
    const site = sites.find((s) => s.vendorSiteId === row.vendorSiteId) ?? sites[0];
    return {
      name: supplier?.name ?? row.vendorName,
      identifier: supplier?.vendorNumber ?? null,
      // Finance's record (Coretax's 16 digits) before the ERP's legacy printed NPWP.
      npwp: identity.npwp ?? supplier?.npwp ?? null,
      address: site?.address ?? null,
      email: supplier?.email ?? null,
      endpointKey: { role: 1, id: row.vendorId },
    };
  }

  async buyer(row: { instance: string; orgId: number }): Promise<PortalParty> {
    const [org, identity] = await Promise.all([
      this.once(`o:${row.instance}:${row.orgId}`, () => this.ctx.erp.getOrganization(row.instance, row.orgId)),
      this.once(`tax:C:${row.instance}:${row.orgId}`, () => taxIdentityOf(this.ctx.database.db, row.instance, 'COMPANY', row.orgId)),
    ]);
    return {
      name: org?.name ?? `${row.instance} ${row.orgId}`,
      identifier: org?.shortCode ?? null,
      // The company's NPWP as finance recorded it (the ERP keeps none for companies).
      npwp: identity.npwp,
      address: null,
      email: null,
      endpointKey: { role: 2, id: row.orgId },
    };
  }

  terms(instance: string): Promise<ErpTerm[]> {
    return this.once(`t:${instance}`, () => this.ctx.erp.listTerms(instance));
  }

  vatCodes(instance: string, orgId: number): Promise<ErpTaxCode[]> {
    return this.once(`v:${instance}:${orgId}`, () => this.ctx.erp.listTaxCodes(instance, orgId, 'VAT'));
  }
}

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const isZero = (value: string | null) => value === null || toScaled(value, 4) === 0n;

/** Whether a stored tax is `rate`% of the amount, to the cent or rounded down to whole rupiah. */
const taxIsRateOf = (amount: string, tax: string, rate: string) => {
  const exact = percentOf(amount, rate);
  return toScaled(exact) === toScaled(tax) || toScaled(floorToWholeRupiah(exact)) === toScaled(tax);
};

/**
 * How a line's PPN was charged: no code → nothing charged (exempt, with that reason); a 0 % code
 * → exempt with the code's own description; 12 % whose stored tax is 11 % of the amount → 12 %
 * on DPP nilai lain (11/12); any other rate → that rate on the full DPP.
 */
export function lineVat(
  line: { vatCode: string | null; vatRate: string | null; amount: string; taxAmount: string },
  headerRate: string | null,
  codes: ErpTaxCode[],
): PortalVat {
  const rate = line.vatRate ?? (line.vatCode ? headerRate : null);
  if (!line.vatCode && rate === null) return { kind: 'exempt', reason: UBL_TEXTS.noPpn };
  if (isZero(rate)) {
    const description = codes.find((c) => c.code === line.vatCode)?.description;
    return { kind: 'exempt', reason: description ?? line.vatCode ?? UBL_TEXTS.exemptDefault };
  }
  const r = rate ?? '0';
  if (
    toScaled(r, 4) === toScaled('12', 4) &&
    !isZero(line.taxAmount) &&
    taxIsRateOf(line.amount, line.taxAmount, '11') &&
    !taxIsRateOf(line.amount, line.taxAmount, '12')
  ) {
    return { kind: 'other-base', statutoryRate: '12', baseNumerator: 11, baseDenominator: 12 };
  }
  return { kind: 'standard', rate: r };
}

/** A debit note keeps one tax figure: the rate is the usual one that gives it, else its ratio to the amount. */
export function debitNoteVat(amount: string, tax: string): PortalVat {
  if (isZero(tax)) return { kind: 'exempt', reason: UBL_TEXTS.noPpn };
  for (const rate of ['11', '12', '1.1', '10']) if (taxIsRateOf(amount, tax, rate)) return { kind: 'standard', rate };
  // Neither: the ratio to two places (the rounding amount carries the rest).
  const ratio = isZero(amount) ? 0n : (toScaled(tax) * 10_000n * 2n + toScaled(amount)) / (2n * toScaled(amount));
  return { kind: 'standard', rate: (Number(ratio) / 100).toFixed(2) };
}

export async function invoiceDocument(ctx: Ctx, lookups: PartyLookups, row: repo.InvoiceRow): Promise<UblFile> {
  const lines = await repo.invoiceLinesOf(ctx.database.db, row.id);
  const [seller, buyer, terms, codes] = await Promise.all([
    lookups.seller(row),
    lookups.buyer(row),
    lookups.terms(row.instance),
    lookups.vatCodes(row.instance, row.orgId),
  ]);
  const issueDate = row.invoiceDate ?? jakartaDate(row.createdAt);
  const term = row.termId === null ? undefined : terms.find((t) => t.termId === row.termId);
  const whtCodes = [...new Set(lines.map((l) => l.whtCode).filter((c): c is string => !!c))];
  const doc: PortalDocument = {
    type: 'invoice',
    number: row.invoiceNo,
    issueDate,
    dueDate: term ? addDays(issueDate, term.dueDays) : null,
    paymentTermName: term?.name ?? null,
    currency: row.currencyCode,
    description: row.description,
    reference: row.referenceNumber,
    faktur: row.taxNo ? { number: row.taxNo, date: row.taxDate } : null,
    seller,
    buyer,
    withholding: { code: row.pphCode ?? (whtCodes.join(', ') || null), amount: row.pphAmount },
    statedTax: row.taxAmount,
    lines: lines.map((l): PortalDocumentLine => ({
      lineNo: l.lineNum,
      description: l.itemDescription,
      itemCode: l.itemCode,
      uom: l.uom,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: l.amount,
      vat: lineVat(l, row.taxRate, codes),
      poNumber: l.poNumber,
      poLineNum: l.poLineNum === null ? null : String(l.poLineNum),
    })),
  };
  return { number: row.invoiceNo, xml: writeUbl(toEInvoice(doc)) };
}

export async function debitNoteDocument(ctx: Ctx, lookups: PartyLookups, found: { note: repo.DebitNoteRow; lines: repo.DebitNoteLineRow[] }): Promise<UblFile> {
  const { note, lines } = found;
  const [seller, buyer] = await Promise.all([lookups.seller(note), lookups.buyer(note)]);
  const vat = debitNoteVat(note.amount, note.taxAmount);
  const doc: PortalDocument = {
    type: 'credit-note',
    number: note.dnNo,
    issueDate: note.dnDate,
    dueDate: null,
    paymentTermName: null,
    currency: note.currencyCode,
    description: note.description,
    reference: null,
    faktur: note.extaxNo ? { number: note.extaxNo, date: note.extaxDate } : null,
    seller,
    buyer,
    withholding: null,
    statedTax: note.taxAmount,
    lines: lines.map((l): PortalDocumentLine => ({
      lineNo: l.lineNumber,
      description: l.itemDescription,
      itemCode: null,
      uom: l.uom,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: l.amount,
      vat,
      poNumber: l.poNumber,
      poLineNum: null,
    })),
  };
  return { number: note.dnNo, xml: writeUbl(toEInvoice(doc)) };
}

export async function exportInvoice(ctx: Ctx, actor: Actor, id: number): Promise<UblFile> {
  const { db } = ctx.database;
  const row = await repo.findInvoice(db, await loadVendorScope(db, actor), id);
  if (!row) throw notFound(UBL_EXPORT_MESSAGES.invoiceNotFound);
  return invoiceDocument(ctx, new PartyLookups(ctx), row);
}

export async function exportDebitNote(ctx: Ctx, actor: Actor, id: number): Promise<UblFile> {
  const { db } = ctx.database;
  const found = await repo.findDebitNote(db, await loadVendorScope(db, actor), id);
  if (!found) throw notFound(UBL_EXPORT_MESSAGES.debitNoteNotFound);
  return debitNoteDocument(ctx, new PartyLookups(ctx), found);
}

/** One invoice of a zip, written when the zip reaches it (finance's scope: every supplier). */
export async function invoiceXmlById(ctx: Ctx, lookups: PartyLookups, id: number): Promise<string> {
  const row = await repo.findInvoice(ctx.database.db, { kind: 'all' }, id);
  if (!row) throw notFound(UBL_EXPORT_MESSAGES.invoiceNotFound);
  return (await invoiceDocument(ctx, lookups, row)).xml;
}

/** Finance: a batch's invoices (the batch must exist and hold some). */
export async function batchRefs(ctx: Ctx, id: number): Promise<{ batchNo: string; refs: repo.InvoiceRef[] }> {
  const { db } = ctx.database;
  const batch = await repo.findBatch(db, id);
  if (!batch) throw notFound(UBL_EXPORT_MESSAGES.batchNotFound);
  const refs = await repo.batchInvoiceRefs(db, id);
  if (!refs.length) throw badRequest(UBL_EXPORT_MESSAGES.emptyBatch);
  return { batchNo: batch.batchNo, refs };
}

/** Finance: the invoices of a period, refused when the period or its count is above the cap. */
export async function periodRefs(ctx: Ctx, from: string, to: string): Promise<repo.InvoiceRef[]> {
  const problem = periodProblem(from, to);
  if (problem) throw badRequest(problem);
  const { db } = ctx.database;
  const total = await repo.countPeriodInvoices(db, from, to);
  if (total === 0) throw badRequest(UBL_EXPORT_MESSAGES.emptyPeriod);
  if (total > UBL_EXPORT_LIMITS.periodInvoices) throw badRequest(UBL_EXPORT_MESSAGES.tooManyInvoices(total));
  return repo.periodInvoiceRefs(db, from, to, UBL_EXPORT_LIMITS.periodInvoices);
}
