import {
  AUTOCOMPLETE_LIMIT,
  type IdLabel,
  type TravelOrder,
  type LookupSearchQuery,
  type NonPoFormOptions,
  type NonPoOptionsQuery,
  type TaxCodeOption,
  withholdingRateFor,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { Actor } from '../auth/index';
import { resolveNonPoCompany, resolveWorkingCompany } from './company';
import { findVendorCategories } from './repo';
import { taxIdentityOf } from '../tax-registrations/index';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

/** An account as every account field shows it: its segments, then what it is for. */
const accountText = (a: { segments: string; description: string }) => `${a.segments} ${a.description}`;

const taxOption = (t: { code: string; rate: string; description: string }): TaxCodeOption => ({ code: t.code, rate: t.rate, description: t.description });

/** Everything the non-PO / proxy form chooses from for one supplier in one company, in one answer. */
export async function nonPoFormOptions(ctx: Ctx, actor: Actor, q: NonPoOptionsQuery): Promise<NonPoFormOptions> {
  const company = await resolveNonPoCompany(ctx.database.db, actor, q);
  const { instance, orgId, vendorId } = company;
  const erp = ctx.erp;
  const accounts = new Map((await erp.listAccounts(instance, orgId)).map((a) => [a.codeCombinationId, accountText(a)]));
  const [supplier, sites, categories, wht, currencies, banks, paymentMethods, terms, costCenters, references, payee] = await Promise.all([
    erp.getSupplier(instance, vendorId),
    erp.listSupplierSites(instance, vendorId, orgId),
    findVendorCategories(ctx.database.db, company, (id) => (id === null ? null : (accounts.get(id) ?? null))),
    erp.listTaxCodes(instance, orgId, 'WHT'),
    erp.listCurrencies(instance),
    erp.listSupplierBanks(instance, vendorId, orgId),
    erp.listPaymentMethods(instance, vendorId),
    erp.listTerms(instance, vendorId),
    erp.listCostCenters(instance, orgId),
    erp.listSkReferences(instance, orgId, vendorId),
    taxIdentityOf(ctx.database.db, instance, 'SUPPLIER', vendorId),
  ]);
  return {
    vendorId,
    vendorName: supplier?.name ?? '',
    sites: sites.map((s) => ({ id: s.vendorSiteId, code: s.siteCode })),
    categories,
    // The rates the server will store (PPh 23 by the rule, from this supplier's NPWP), so the form's preview agrees to the cent.
    whtCodes: wht.map((t) => taxOption({ ...t, rate: withholdingRateFor(t.code, t.rate, (payee.npwp ?? payee.nitku) !== null)! })),
    currencies,
    banks: banks.map((b) => ({ id: b.extBankAccountId, label: b.transferTo })),
    paymentMethods,
    terms: terms.map((t) => ({ id: t.termId, label: t.name })),
    costCenters,
    references,
  };
}

/** VAT codes valid on the invoice date (changing the date reloads them). */
export async function vatCodesOn(ctx: Ctx, actor: Actor, q: NonPoOptionsQuery & { invoiceDate: string }): Promise<{ items: TaxCodeOption[] }> {
  const { instance, orgId } = await resolveWorkingCompany(ctx.database.db, actor, q);
  return { items: (await ctx.erp.listTaxCodes(instance, orgId, 'VAT', q.invoiceDate)).map(taxOption) };
}

/** COA autocomplete: the company's accounts matching what was typed. */
export async function searchAccounts(ctx: Ctx, actor: Actor, q: LookupSearchQuery): Promise<{ items: IdLabel[] }> {
  const { instance, orgId } = await resolveWorkingCompany(ctx.database.db, actor, q);
  const accounts = await ctx.erp.listAccounts(instance, orgId, q.search);
  return { items: accounts.slice(0, AUTOCOMPLETE_LIMIT).map((a) => ({ id: a.codeCombinationId, label: accountText(a) })) };
}

/** Vendor autocomplete of the Reimburse section (list-vendor-nonpo): suppliers of the company by name. */
export async function searchVendors(ctx: Ctx, actor: Actor, q: LookupSearchQuery): Promise<{ items: IdLabel[] }> {
  const { instance, orgId } = await resolveWorkingCompany(ctx.database.db, actor, q);
  const found = await ctx.erp.listSuppliers({ instance, orgId, search: q.search, limit: AUTOCOMPLETE_LIMIT });
  return { items: found.map((s) => ({ id: s.vendorId, label: s.name })) };
}

/** Travel orders of the supplier (etravel-rental-booked), for a Jasa Inklaring line's remarks in travel mode. */
export async function supplierTravelOrders(ctx: Ctx, actor: Actor, q: NonPoOptionsQuery): Promise<{ items: TravelOrder[] }> {
  const { instance, vendorId } = await resolveNonPoCompany(ctx.database.db, actor, q);
  const supplier = await ctx.erp.getSupplier(instance, vendorId);
  const orders = supplier ? await ctx.erp.listTravelOrders(supplier.name) : [];
  return { items: orders.map(({ travelOrderNo, guestName, startDate, endDate }) => ({ travelOrderNo, guestName, startDate, endDate })) };
}
