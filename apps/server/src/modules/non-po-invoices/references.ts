import {
  NON_PO_MESSAGES,
  isForwarderCategory,
  lineCategoryProblems,
  needsReimbursement,
  type NonPoInvoiceForm,
  withholdingRateFor,
  type VendorCategoryOption,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/errors';
import type { VendorScopeEntry } from '../auth/index';
import { findVendorCategories } from '../non-po-options/index';
import { taxIdentityOf } from '../tax-registrations/index';

/** What the checks found: the category mapped to the supplier and each line's VAT and WHT rates. */
export type CheckedReferences = { category: VendorCategoryOption | null; rates: Array<{ vatRate: string | null; whtRate: string | null }> };

const unique = <T>(values: (T | null | undefined)[]) => [...new Set(values.filter((v): v is T => v !== null && v !== undefined && v !== ''))];

/**
 * Every id and code the form names must exist and belong to this supplier and company
 * (docs/architecture.md, "Ownership"): site, mapped category and its details (one category for all lines), VAT codes
 * valid on the invoice date, WHT codes, accounts, cost centre, currency, bank, payment method,
 * term, the FORWARDER's SK number and reimbursement vendors. All refusals at once, before the
 * transaction: the ERP is another system.
 */
export async function checkReferences(ctx: Pick<AppDeps, 'database' | 'erp'>, company: VendorScopeEntry, form: NonPoInvoiceForm): Promise<CheckedReferences> {
  const { erp } = ctx;
  const { instance, orgId, vendorId } = company;
  const accountIds = unique([form.coaId, ...form.lines.map((l) => l.coaId), ...form.reimbursements.map((r) => r.coaId)]);
  const reimbursedVendors = unique(form.reimbursements.map((r) => r.vendorId));
  const [categories, vat, wht, accounts, sites, costCenters, currencies, banks, methods, terms, references, vendors, payee] = await Promise.all([
    findVendorCategories(ctx.database.db, company),
    form.invoiceDate ? erp.listTaxCodes(instance, orgId, 'VAT', form.invoiceDate) : [],
    erp.listTaxCodes(instance, orgId, 'WHT'),
    accountIds.length ? erp.listAccounts(instance, orgId) : [],
    form.vendorSiteId ? erp.listSupplierSites(instance, vendorId, orgId) : [],
    form.costCenter.trim() ? erp.listCostCenters(instance, orgId) : [],
    erp.listCurrencies(instance),
    form.bankAccountId ? erp.listSupplierBanks(instance, vendorId, orgId) : [],
    form.paymentMethod ? erp.listPaymentMethods(instance, vendorId) : [],
    form.termId ? erp.listTerms(instance, vendorId) : [],
    form.referenceNumber.trim() ? erp.listSkReferences(instance, orgId, vendorId) : [],
    Promise.all(reimbursedVendors.map((id) => erp.getSupplier(instance, id))),
    taxIdentityOf(ctx.database.db, instance, 'SUPPLIER', vendorId),
  ]);
  const m: string[] = [];
  const category = categories.find((c) => c.id === form.categoryId) ?? null;
  if (form.categoryId && !category) m.push(NON_PO_MESSAGES.categoryUnknown);
  const detailOwner = new Map(categories.flatMap((c) => c.details.map((d) => [d.id, c.id] as const)));
  m.push(...lineCategoryProblems(category ? category.id : null, form.lines, (id) => detailOwner.get(id)));
  const vatRate = new Map(vat.map((t) => [t.code, t.rate]));
  // A PPh 23 code withholds at the rule's rate for this payee (doubled without NPWP), whatever
  // rate the ERP's code states: the server corrects, it never takes a withheld amount from the form.
  const whtRate = new Map(wht.map((t) => [t.code, withholdingRateFor(t.code, t.rate, (payee.npwp ?? payee.nitku) !== null)!]));
  for (const code of unique(form.lines.map((l) => l.vatCode))) if (!vatRate.has(code)) m.push(NON_PO_MESSAGES.vatUnknown(code));
  for (const code of unique(form.lines.map((l) => l.whtCode))) if (!whtRate.has(code)) m.push(NON_PO_MESSAGES.whtUnknown(code));
  if (accountIds.some((id) => !accounts.some((a) => a.codeCombinationId === id))) m.push(NON_PO_MESSAGES.accountUnknown);
  if (form.vendorSiteId && !sites.some((s) => s.vendorSiteId === form.vendorSiteId)) m.push(NON_PO_MESSAGES.siteUnknown);
  if (form.costCenter.trim() && !costCenters.some((c) => c.code === form.costCenter.trim())) m.push(NON_PO_MESSAGES.costCenterUnknown);
  if (!currencies.some((c) => c.code === form.currencyCode)) m.push(NON_PO_MESSAGES.currencyUnknown);
  if (form.bankAccountId && !banks.some((b) => b.extBankAccountId === form.bankAccountId)) m.push(NON_PO_MESSAGES.bankAccountUnknown);
  if (form.paymentMethod && !methods.some((p) => p.code === form.paymentMethod)) m.push(NON_PO_MESSAGES.paymentMethodUnknown);
  if (form.termId && !terms.some((t) => t.termId === form.termId)) m.push(NON_PO_MESSAGES.termUnknown);
  if (isForwarderCategory(category?.name) && form.referenceNumber.trim() && !references.some((r) => r.referenceNumber === form.referenceNumber.trim())) {
    m.push(NON_PO_MESSAGES.referenceUnknown);
  }
  const detailName = new Map(categories.flatMap((c) => c.details.map((d) => [d.id, d.name] as const)));
  if (form.reimbursements.length && !needsReimbursement(form.lines.map((l) => (l.categoryDetailId ? detailName.get(l.categoryDetailId) : null)))) {
    m.push(NON_PO_MESSAGES.reimbursementWithoutLine);
  }
  vendors.forEach((v, i) => v || m.push(NON_PO_MESSAGES.reimbursementVendorUnknown(`#${reimbursedVendors[i]}`)));
  if (m.length) throw badRequest(...new Set(m));
  return {
    category,
    rates: form.lines.map((l) => ({ vatRate: l.vatCode ? vatRate.get(l.vatCode)! : null, whtRate: l.whtCode ? whtRate.get(l.whtCode)! : null })),
  };
}
