import type { ReviewForm, ReviewView } from '@faktura/domain';
import { REVIEW_MESSAGES } from '@faktura/domain';
import type { DbOrTx } from '../../db/client';
import type { ErpPort } from '../../erp/port';
import { badRequest } from '../../lib/errors';
import type { InvoiceRow } from '../invoices/index';
import { findSupplierCategories } from './repo';

export type ReviewOptions = ReviewView['options'];

/**
 * What the review's selects offer, for this invoice's supplier and company: its bank accounts,
 * payment methods and terms, the company's accounts and cost centres, the supplier's sites and
 * the categories it is mapped to. The same lists are what a saved review may name.
 */
export async function loadReviewOptions(erp: ErpPort, db: DbOrTx, inv: InvoiceRow): Promise<ReviewOptions> {
  const { instance, orgId, vendorId } = inv;
  const [banks, methods, terms, accounts, centres, sites, categories] = await Promise.all([
    erp.listSupplierBanks(instance, vendorId, orgId),
    erp.listPaymentMethods(instance, vendorId, inv.vendorSiteId ?? undefined),
    erp.listTerms(instance, vendorId),
    erp.listAccounts(instance, orgId),
    erp.listCostCenters(instance, orgId),
    erp.listSupplierSites(instance, vendorId, orgId),
    findSupplierCategories(db, { instance, orgId, vendorId }),
  ]);
  return {
    banks: banks.map((b) => ({ id: b.extBankAccountId, label: b.transferTo || `${b.bankName} ${b.accountNum}` })),
    paymentMethods: methods.map((m) => ({ code: m.code, label: m.name })),
    terms: terms.map((t) => ({ id: t.termId, label: t.name })),
    accounts: accounts.map((a) => ({ id: a.codeCombinationId, label: `${a.segments} ${a.description}`.trim() })),
    costCenters: centres.map((c) => ({ code: c.code, label: `${c.code} ${c.name}`.trim() })),
    sites: sites.map((s) => ({ id: s.vendorSiteId, label: s.siteCode })),
    categories: categories.map((c) => ({ id: c.id, label: c.name })),
  };
}

/** Every id the review form names must be one of the invoice's options (all refusals at once). */
export function checkReviewReferences(options: ReviewOptions, form: ReviewForm): void {
  const has = (list: Array<{ id: number }>, id: number | null) => id === null || list.some((o) => o.id === id);
  const hasCode = (list: Array<{ code: string }>, code: string) => !code || list.some((o) => o.code === code);
  const m: string[] = [];
  if (!has(options.banks, form.bankAccountId)) m.push(REVIEW_MESSAGES.bankAccountUnknown);
  if (!hasCode(options.paymentMethods, form.paymentMethod)) m.push(REVIEW_MESSAGES.paymentMethodUnknown);
  if (!has(options.terms, form.termId)) m.push(REVIEW_MESSAGES.termUnknown);
  if (!has(options.accounts, form.chargeAccountId)) m.push(REVIEW_MESSAGES.chargeAccountUnknown);
  if (!hasCode(options.costCenters, form.costCenter)) m.push(REVIEW_MESSAGES.costCenterUnknown);
  if (!has(options.sites, form.vendorSiteId)) m.push(REVIEW_MESSAGES.siteUnknown);
  if (!has(options.categories, form.categoryId)) m.push(REVIEW_MESSAGES.categoryUnknown);
  form.lines.forEach((l, i) => {
    if (!has(options.accounts, l.coaId)) m.push(REVIEW_MESSAGES.lineAccountUnknown(i + 1));
  });
  if (m.length) throw badRequest(...m);
}
