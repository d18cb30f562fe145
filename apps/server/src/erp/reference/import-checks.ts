import { fromScaled, toScaled } from '@faktura/domain';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  erpAccounts,
  erpApInvoices,
  erpCurrencies,
  erpGlPeriods,
  erpOrganizations,
  erpPaymentMethods,
  erpPayGroups,
  erpPoHeaders,
  erpRcvTransactions,
  erpSupplierSites,
  erpSuppliers,
  erpTerms,
} from '../../db/schema/index';
import type { ErpInvoiceSubmission, ErpRejection } from '../port';
import { int, isoDate, qty } from './format';
import { openQty } from './purchasing';
import { isIsoDate } from './write-support';

/**
 * The open interface import's validation (Oracle EBS APXIIMPT): header
 * problems reject the invoice without looking at its lines; a clean header has every line problem
 * listed. Codes are AP_INTERFACE_REJECTIONS reject lookup codes.
 */

export type Billing = { rcvTransactionId: number; quantity: string };
export type CheckedInvoice = { supplierName: string; vendorSiteId: number; dueDays: number; glDate: string; billing: Billing[] };
export type ImportCheck = { ok: true; checked: CheckedInvoice } | { ok: false; rejections: ErpRejection[] };

const DEFAULT_DUE_DAYS = 30;

function scaled(value: string, scale = 2): bigint | null {
  try {
    return toScaled(value, scale);
  } catch {
    return null;
  }
}

type Header = { rejections: ErpRejection[]; reject(code: string, message: string): void };
function collector(lineNum: number | null = null): Header {
  const rejections: ErpRejection[] = [];
  return { rejections, reject: (code, message) => void rejections.push({ code, message, lineNum }) };
}

/** Amounts, dates and numbers: what needs no lookup. */
function checkShape(s: ErpInvoiceSubmission, h: Header): void {
  if (!s.invoiceNo.trim()) h.reject('NO INVOICE NUMBER', 'Invoice number is required');
  if (!isIsoDate(s.invoiceDate)) h.reject('INVALID INVOICE DATE', `Invalid invoice date: ${s.invoiceDate}`);
  if (s.lines.length === 0) h.reject('NO INVOICE LINES', 'Invoice has no lines');
  const invoiceAmount = scaled(s.invoiceAmount);
  const taxAmount = scaled(s.taxAmount);
  const totalAmount = scaled(s.totalAmount);
  if (invoiceAmount === null || taxAmount === null || totalAmount === null) {
    h.reject('INVALID INVOICE AMOUNT', `Invoice amounts are not valid amounts: ${s.invoiceAmount}, ${s.taxAmount}, ${s.totalAmount}`);
    return;
  }
  const withholding = scaled(s.withholdingAmount);
  if (withholding === null || withholding < 0n || withholding > totalAmount) {
    h.reject('INVALID INVOICE AMOUNT', `Withholding ${s.withholdingAmount} must be an amount between 0 and the invoice total ${fromScaled(totalAmount)}`);
  }
  if (totalAmount < 0n) h.reject('INCONSISTENT INV TYPE/AMT', `A STANDARD invoice cannot have a negative amount (${fromScaled(totalAmount)})`);
  const lineAmounts = s.lines.map((l) => scaled(l.amount));
  if (lineAmounts.every((a) => a !== null)) {
    const lineSum = lineAmounts.reduce((acc, a) => acc + a, 0n);
    if (lineSum !== invoiceAmount) {
      h.reject('INVOICE AMOUNT INCORRECT', `Invoice amount ${fromScaled(invoiceAmount)} does not equal the sum of its lines ${fromScaled(lineSum)}`);
    }
  }
  if (invoiceAmount + taxAmount !== totalAmount) {
    h.reject(
      'INVOICE AMOUNT INCORRECT',
      `Total amount ${fromScaled(totalAmount)} does not equal invoice amount ${fromScaled(invoiceAmount)} plus tax ${fromScaled(taxAmount)}`,
    );
  }
}

/** Supplier, site, operating unit, currency, terms, pay group, payment method, period, duplicates. */
async function checkHeader(tx: DbOrTx, s: ErpInvoiceSubmission, h: Header): Promise<Omit<CheckedInvoice, 'billing'> | null> {
  const [org] = await tx
    .select({ orgId: erpOrganizations.orgId })
    .from(erpOrganizations)
    .where(and(eq(erpOrganizations.instance, s.instance), eq(erpOrganizations.orgId, s.orgId)));
  if (!org) h.reject('NO OPERATING UNIT', `Organization ${s.orgId} does not exist in instance ${s.instance}`);
  const [supplier] = await tx
    .select({ name: erpSuppliers.name, enabled: erpSuppliers.enabled, termId: erpSuppliers.termId })
    .from(erpSuppliers)
    .where(and(eq(erpSuppliers.instance, s.instance), eq(erpSuppliers.vendorId, s.vendorId)));
  if (!supplier) {
    h.reject('NO SUPPLIER', `Supplier ${s.vendorId} does not exist in instance ${s.instance}`);
    return null;
  }
  if (supplier.enabled !== 'Y') h.reject('INVALID SUPPLIER', `Supplier ${supplier.name} is inactive`);

  const onDay = isIsoDate(s.invoiceDate) ? s.invoiceDate : '9999-12-31';
  const site = erpSupplierSites;
  const sites = await tx
    .select({ vendorSiteId: site.vendorSiteId, inactiveDate: site.inactiveDate })
    .from(site)
    .where(
      and(
        eq(site.instance, s.instance),
        eq(site.vendorId, s.vendorId),
        eq(site.orgId, s.orgId),
        s.vendorSiteId === null ? undefined : eq(site.vendorSiteId, s.vendorSiteId),
      ),
    );
  const active = sites.filter((x) => x.inactiveDate === null || isoDate(x.inactiveDate) > onDay);
  // No site given: the supplier's one active site in the organisation, as EBS defaults it.
  if (s.vendorSiteId !== null && active.length === 0) {
    h.reject('INVALID SUPPLIER SITE', `Supplier site ${s.vendorSiteId} is not an active site of supplier ${s.vendorId} in organization ${s.orgId}`);
  } else if (s.vendorSiteId === null && active.length !== 1) {
    h.reject('NO SUPPLIER SITE', `Supplier ${s.vendorId} has no single active site in organization ${s.orgId}: name one`);
  }

  const [currency] = await tx
    .select({ enabled: erpCurrencies.enabled })
    .from(erpCurrencies)
    .where(and(eq(erpCurrencies.instance, s.instance), eq(erpCurrencies.code, s.currencyCode)));
  if (!currency) h.reject('INVALID CURRENCY CODE', `Currency ${s.currencyCode} does not exist in instance ${s.instance}`);
  else if (currency.enabled !== 'Y') h.reject('INACTIVE CURRENCY CODE', `Currency ${s.currencyCode} is not enabled in instance ${s.instance}`);

  const termId = s.termId ?? supplier.termId ?? null;
  let dueDays = DEFAULT_DUE_DAYS;
  if (termId !== null) {
    const [term] = await tx
      .select({ dueDays: erpTerms.dueDays })
      .from(erpTerms)
      .where(and(eq(erpTerms.instance, s.instance), eq(erpTerms.termId, termId)));
    if (!term) h.reject('INVALID TERMS', `Payment term ${termId} does not exist in instance ${s.instance}`);
    else dueDays = int(term.dueDays);
  }
  if (s.payGroup !== null) {
    const [group] = await tx
      .select({ code: erpPayGroups.code })
      .from(erpPayGroups)
      .where(and(eq(erpPayGroups.instance, s.instance), eq(erpPayGroups.orgId, s.orgId), eq(erpPayGroups.code, s.payGroup)));
    if (!group) h.reject('INVALID PAY GROUP', `Pay group ${s.payGroup} does not exist in organization ${s.orgId}`);
  }
  if (s.paymentMethod !== null) {
    const [method] = await tx
      .select({ code: erpPaymentMethods.code })
      .from(erpPaymentMethods)
      .where(and(eq(erpPaymentMethods.instance, s.instance), eq(erpPaymentMethods.code, s.paymentMethod)));
    if (!method) h.reject('INVALID PAY METHOD', `Payment method ${s.paymentMethod} does not exist in instance ${s.instance}`);
  }

  const glDate = s.glDate ?? s.invoiceDate;
  if (!isIsoDate(glDate)) h.reject('ACCT DATE NOT IN OPEN PD', `Invalid GL date: ${glDate}`);
  else {
    const p = erpGlPeriods;
    const [period] = await tx
      .select({ status: p.status, name: p.periodName })
      .from(p)
      .where(and(eq(p.instance, s.instance), eq(p.orgId, s.orgId), lte(p.startDate, glDate), gte(p.endDate, glDate)));
    if (period?.status !== 'O')
      h.reject('ACCT DATE NOT IN OPEN PD', `GL date ${glDate} is not in an open period${period ? ` (${period.name} is closed)` : ''}`);
  }

  const [duplicate] = await tx
    .select({ invoiceId: erpApInvoices.invoiceId })
    .from(erpApInvoices)
    .where(
      and(
        eq(erpApInvoices.instance, s.instance),
        eq(erpApInvoices.vendorId, s.vendorId),
        sql`upper(${erpApInvoices.invoiceNum}) = ${s.invoiceNo.trim().toUpperCase()}`,
      ),
    );
  if (duplicate) h.reject('DUPLICATE INVOICE NUMBER', `Invoice number ${s.invoiceNo} already exists for supplier ${supplier.name}`);
  return { supplierName: supplier.name, vendorSiteId: active[0]?.vendorSiteId ?? 0, dueDays, glDate };
}

/** One line: its amount, its account, and the receipt it bills (locked until the import commits). */
async function checkLine(tx: DbOrTx, s: ErpInvoiceSubmission, line: ErpInvoiceSubmission['lines'][number], billing: Billing[]): Promise<ErpRejection[]> {
  const h = collector(line.lineNum);
  const n = line.lineNum;
  if (scaled(line.amount) === null) h.reject('INVALID LINE AMOUNT', `Line ${n}: amount is not a valid amount: ${line.amount}`);
  if (line.ccid !== null) {
    const [account] = await tx
      .select({ enabled: erpAccounts.enabled })
      .from(erpAccounts)
      .where(and(eq(erpAccounts.instance, s.instance), eq(erpAccounts.codeCombinationId, line.ccid), eq(erpAccounts.orgId, s.orgId)));
    if (account?.enabled !== 'Y') h.reject('INVALID DISTRIBUTION ACCT', `Line ${n}: account ${line.ccid} is not a valid account of organization ${s.orgId}`);
  } else if (line.rcvTransactionId === null) {
    h.reject('ACCOUNT REQUIRED', `Line ${n}: a line not matched to a receipt needs an account`);
  }
  if (line.rcvTransactionId === null) return h.rejections;

  const q = scaled(line.quantity ?? '0', 3);
  if (q === null || q <= 0n) {
    h.reject('INVALID QUANTITY', `Line ${n}: a positive quantity is required to match receipt ${line.rcvTransactionId}`);
    return h.rejections;
  }
  const t = erpRcvTransactions;
  const [receipt] = await tx
    .select({ vendorId: t.vendorId, orgId: t.orgId, open: openQty, currency: erpPoHeaders.currencyCode })
    .from(t)
    .leftJoin(erpPoHeaders, and(eq(erpPoHeaders.instance, t.instance), eq(erpPoHeaders.poHeaderId, t.poHeaderId)))
    .where(and(eq(t.instance, s.instance), eq(t.transactionId, line.rcvTransactionId), eq(t.transactionType, 'RECEIVE')))
    .for('update', { of: t });
  if (!receipt || int(receipt.vendorId) !== s.vendorId || int(receipt.orgId) !== s.orgId) {
    h.reject('INVALID RECEIPT INFO', `Line ${n}: receipt ${line.rcvTransactionId} is not a receipt of supplier ${s.vendorId} in organization ${s.orgId}`);
    return h.rejections;
  }
  if (receipt.currency && receipt.currency !== s.currencyCode) {
    h.reject('INCONSISTENT CURR', `Line ${n}: invoice currency ${s.currencyCode} differs from the purchase order's ${receipt.currency}`);
  }
  const open = toScaled(qty(receipt.open), 3);
  if (q > open) {
    h.reject(
      'INVALID RECEIPT INFO',
      `Line ${n}: quantity ${fromScaled(q, 3)} exceeds the open quantity ${fromScaled(open, 3)} of receipt ${line.rcvTransactionId}`,
    );
  } else {
    billing.push({ rcvTransactionId: line.rcvTransactionId, quantity: fromScaled(q, 3) });
  }
  return h.rejections;
}

/** Runs the import's checks inside its transaction: the rejections, or what creating the invoice needs. */
export async function checkImport(tx: DbOrTx, s: ErpInvoiceSubmission): Promise<ImportCheck> {
  const h = collector();
  checkShape(s, h);
  const header = await checkHeader(tx, s, h);
  if (h.rejections.length || !header) return { ok: false, rejections: h.rejections };
  const lineRejections: ErpRejection[] = [];
  const seen = new Set<number>();
  const billing: Billing[] = [];
  for (const line of s.lines) {
    if (seen.has(line.lineNum))
      lineRejections.push({ code: 'DUPLICATE LINE NUMBER', message: `Line number ${line.lineNum} appears twice`, lineNum: line.lineNum });
    seen.add(line.lineNum);
    lineRejections.push(...(await checkLine(tx, s, line, billing)));
  }
  if (lineRejections.length) return { ok: false, rejections: lineRejections };
  return { ok: true, checked: { ...header, billing } };
}
