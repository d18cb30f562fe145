import { z } from 'zod';
import { instanceSchema, INT4_MAX, isoDateSchema, orgIdSchema, pagedSchema, plainText, queryInt } from './common';
import { LIST_PAGE_SIZES } from './invoices';

/**
 * Master data kept by finance (`/master/category`, `/master/vendor`, `/master/vendor-proxy`): categories with their detail lines,
 * vendor ↔ category mappings (MAPING_ID) and PIC ↔ supplier proxy mappings with a validity window.
 * Finance (ORACLE) writes; PIC reads; suppliers never see them.
 */

export const CATEGORY_MESSAGES = {
  selectCompany: 'Pilih Company!',
  fillCategory: 'Isi Category!',
  selectAccount: 'Pilih Account!',
  detailEmpty: 'Detail category is empty',
  detailIncomplete: 'Isi Category Detail dan COA!',
  saveFailed: 'Gagal menyimpan category',
  deleteFailed: 'Gagal delete category',
  saved: 'Data has been saved successfully',
  deleted: 'Category has been deleted',
  notFound: 'Category not found',
  confirmUpdate: 'Update this category?',
  confirmDelete: 'Delete this category?',
  unknownAccount: (id: number) => `Account ${id} is not an enabled account of this company`,
  duplicateName: (name: string) => `Category ${name} already exists in this company`,
  usedByMappings: (n: number) => `The category is used by ${n} vendor mapping(s)`,
  usedByInvoices: (n: number) => `The category is used by ${n} invoice(s)`,
  unknownCompany: 'The company is not one of the ERP',
  tooManyDetails: (max: number) => `A category holds at most ${max} detail lines`,
} as const;

export const VENDOR_MAPPING_MESSAGES = {
  selectCompany: 'Pilih Company!',
  selectCategory: 'Pilih Category!',
  selectFinanceUser: 'Pilih User Finance!',
  fillRecommender: 'Isi Rekomendator!',
  selectVendor: 'Pilih Vendor!',
  selectCostCenter: 'Pilih Cost Center!',
  selectVendorSite: 'Pilih Vendor Site!',
  saveFailed: 'Gagal menyimpan mapping vendor',
  deleteFailed: 'Gagal delete mapping vendor',
  saved: 'Data has been saved successfully',
  deleted: 'Mapping vendor has been deleted',
  notFound: 'Vendor mapping not found',
  confirmUpdate: 'Update this vendor mapping?',
  confirmDelete: 'Delete this vendor mapping?',
  unknownCompany: 'The company is not one of the ERP',
  unknownCategory: 'The category does not belong to this company',
  unknownFinanceUser: 'The finance user is not an active finance user',
  unknownRecommender: 'The recommender is not an active user',
  unknownVendor: 'The vendor is not a supplier of this company',
  unknownCostCenter: 'The cost center is not one of this company',
  unknownVendorSite: 'The vendor site is not a site of this vendor in this company',
  duplicate: 'This vendor is already mapped to this category in this company',
  usedByInvoices: (n: number) => `The mapping is used by ${n} invoice(s)`,
} as const;

export const PROXY_MAPPING_MESSAGES = {
  selectCompany: 'Please select company',
  selectUser: 'Please select user',
  selectSupplier: 'Please select supplier',
  endBeforeStart: 'End date cannot be before start date',
  saved: 'Mapping has been saved!',
  failed: 'Something went wrong',
  deleted: 'Mapping has been deleted',
  notFound: 'Proxy mapping not found',
  confirmDelete: 'Delete this proxy mapping?',
  unknownCompany: 'The company is not one of the ERP',
  unknownUser: 'The user is not an active PIC user',
  unknownSupplier: 'The supplier is not a supplier of this company',
  overlap: 'This PIC is already mapped to this supplier for an overlapping period',
} as const;

/** Column sizes of the master tables (schema/portal.ts): longer input is refused, not cut. */
export const MASTER_LIMITS = { categoryName: 100, detailName: 100, details: 100, costCenter: 20, search: 100 } as const;

/** An id a form may leave unchosen (0), as the legacy screens send it. */
const optionalId = z.number().int().min(0).max(INT4_MAX).optional().default(0);
const optionalInstance = z
  .union([instanceSchema, z.literal('')])
  .optional()
  .default('');

const masterListQuery = {
  page: queryInt(1, 100000).default(1),
  pageSize: queryInt(1, 50).default(LIST_PAGE_SIZES[0]),
  orgId: orgIdSchema.optional(),
  instance: instanceSchema.optional(),
};

/* ----- categories ----- */

export const categoryDetailFormSchema = z.strictObject({
  id: optionalId,
  name: plainText(MASTER_LIMITS.detailName).optional().default(''),
  accountId: optionalId,
});
export type CategoryDetailForm = z.infer<typeof categoryDetailFormSchema>;

export const categoryFormSchema = z.strictObject({
  orgId: optionalId,
  instance: optionalInstance,
  name: plainText(MASTER_LIMITS.categoryName).optional().default(''),
  accountId: optionalId,
  details: z.array(categoryDetailFormSchema).max(MASTER_LIMITS.details).optional().default([]),
});
export type CategoryForm = z.infer<typeof categoryFormSchema>;

/** Category master: every failure at once. */
export function validateCategory(form: Pick<CategoryForm, 'orgId' | 'instance' | 'name' | 'accountId' | 'details'>): string[] {
  const m: string[] = [];
  if (!form.orgId || !form.instance) m.push(CATEGORY_MESSAGES.selectCompany);
  if (!form.name.trim()) m.push(CATEGORY_MESSAGES.fillCategory);
  if (!form.accountId) m.push(CATEGORY_MESSAGES.selectAccount);
  if (form.details.length === 0) m.push(CATEGORY_MESSAGES.detailEmpty);
  else if (form.details.some((d) => !d.name.trim() || !d.accountId)) m.push(CATEGORY_MESSAGES.detailIncomplete);
  return m;
}

export const accountOptionSchema = z.object({ accountId: z.number().int(), segments: z.string(), description: z.string() });
export type AccountOption = z.infer<typeof accountOptionSchema>;

export const categoryDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  accountId: z.number().int().nullable(),
  account: z.string().nullable(),
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

export const categorySummarySchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  instance: z.string(),
  company: z.string(),
  name: z.string(),
  accountId: z.number().int().nullable(),
  account: z.string().nullable(),
  detailCount: z.number().int(),
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;
export const categoryListSchema = pagedSchema(categorySummarySchema);
export type CategoryList = z.infer<typeof categoryListSchema>;

export const categoryRecordSchema = categorySummarySchema.extend({ details: z.array(categoryDetailSchema) });
export type CategoryRecord = z.infer<typeof categoryRecordSchema>;

export const categoryListQuerySchema = z.strictObject({ ...masterListQuery, search: plainText(MASTER_LIMITS.search).optional() });
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;

/** A company named in a query: the lookups of a master form. */
export const masterCompanyQuerySchema = z.strictObject({ orgId: orgIdSchema, instance: instanceSchema });
export const accountOptionsSchema = z.object({ items: z.array(accountOptionSchema) });

/* ----- vendor mappings ----- */

export const vendorMappingFormSchema = z.strictObject({
  orgId: optionalId,
  instance: optionalInstance,
  categoryId: optionalId,
  financeUserId: optionalId,
  recommenderUserId: optionalId,
  vendorId: optionalId,
  costCenter: plainText(MASTER_LIMITS.costCenter).optional().default(''),
  vendorSiteId: optionalId,
});
export type VendorMappingForm = z.infer<typeof vendorMappingFormSchema>;

/** Vendor mapping: every failure at once. */
export function validateVendorMapping(form: VendorMappingForm): string[] {
  const m: string[] = [];
  if (!form.orgId || !form.instance) m.push(VENDOR_MAPPING_MESSAGES.selectCompany);
  if (!form.categoryId) m.push(VENDOR_MAPPING_MESSAGES.selectCategory);
  if (!form.financeUserId) m.push(VENDOR_MAPPING_MESSAGES.selectFinanceUser);
  if (!form.recommenderUserId) m.push(VENDOR_MAPPING_MESSAGES.fillRecommender);
  if (!form.vendorId) m.push(VENDOR_MAPPING_MESSAGES.selectVendor);
  if (!form.costCenter.trim()) m.push(VENDOR_MAPPING_MESSAGES.selectCostCenter);
  if (!form.vendorSiteId) m.push(VENDOR_MAPPING_MESSAGES.selectVendorSite);
  return m;
}

export const vendorMappingSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  instance: z.string(),
  company: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  financeUserId: z.number().int().nullable(),
  financeUser: z.string().nullable(),
  recommenderUserId: z.number().int().nullable(),
  recommender: z.string().nullable(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  costCenter: z.string().nullable(),
  vendorSiteId: z.number().int().nullable(),
  vendorSiteCode: z.string().nullable(),
});
export type VendorMapping = z.infer<typeof vendorMappingSchema>;
export const vendorMappingListSchema = pagedSchema(vendorMappingSchema);
export type VendorMappingList = z.infer<typeof vendorMappingListSchema>;

export const vendorMappingListQuerySchema = z.strictObject({
  ...masterListQuery,
  categoryId: queryInt(1, INT4_MAX).optional(),
  search: plainText(MASTER_LIMITS.search).optional(),
});
export type VendorMappingListQuery = z.infer<typeof vendorMappingListQuerySchema>;

const userOptionSchema = z.object({ userId: z.number().int(), username: z.string(), description: z.string() });
export type UserOption = z.infer<typeof userOptionSchema>;

/** The choices of the vendor mapping form in one company. */
export const vendorMappingOptionsSchema = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  financeUsers: z.array(userOptionSchema),
  recommenders: z.array(userOptionSchema),
  costCenters: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type VendorMappingOptions = z.infer<typeof vendorMappingOptionsSchema>;

export const vendorSiteQuerySchema = z.strictObject({ orgId: orgIdSchema, instance: instanceSchema, vendorId: queryInt(1, INT4_MAX) });
export const vendorSiteOptionsSchema = z.object({ items: z.array(z.object({ vendorSiteId: z.number().int(), siteCode: z.string() })) });

/* ----- PIC ↔ supplier proxy mappings ----- */

const optionalDate = z
  .union([isoDateSchema, z.literal('')])
  .optional()
  .default('');

export const proxyMappingFormSchema = z.strictObject({
  orgId: optionalId,
  instance: optionalInstance,
  userId: optionalId,
  vendorId: optionalId,
  /** Empty: from today. */
  startDate: optionalDate,
  /** Empty: no end. */
  endDate: optionalDate,
});
export type ProxyMappingForm = z.infer<typeof proxyMappingFormSchema>;

/** Proxy mapping: every failure at once. */
export function validateProxyMapping(form: ProxyMappingForm): string[] {
  const m: string[] = [];
  if (!form.orgId || !form.instance) m.push(PROXY_MAPPING_MESSAGES.selectCompany);
  if (!form.userId) m.push(PROXY_MAPPING_MESSAGES.selectUser);
  if (!form.vendorId) m.push(PROXY_MAPPING_MESSAGES.selectSupplier);
  if (form.startDate && form.endDate && form.endDate < form.startDate) m.push(PROXY_MAPPING_MESSAGES.endBeforeStart);
  return m;
}

export const proxyMappingSchema = z.object({
  id: z.number().int(),
  orgId: z.number().int(),
  instance: z.string(),
  company: z.string(),
  userId: z.number().int(),
  username: z.string(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** Whether the window holds today: the PIC sees the supplier now. */
  current: z.boolean(),
});
export type ProxyMapping = z.infer<typeof proxyMappingSchema>;
export const proxyMappingListSchema = pagedSchema(proxyMappingSchema);
export type ProxyMappingList = z.infer<typeof proxyMappingListSchema>;

export const proxyMappingListQuerySchema = z.strictObject({ ...masterListQuery, userId: queryInt(1, INT4_MAX).optional() });
export type ProxyMappingListQuery = z.infer<typeof proxyMappingListQuerySchema>;

export const picUserOptionsSchema = z.object({ items: z.array(userOptionSchema) });

/**
 * Today's date where the portal's users are (Indonesia, WIB = UTC+7): a proxy mapping's window
 * opens and closes at their midnight, not the server's UTC one.
 */
export function jakartaDate(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** Whether a proxy mapping's window holds on a day (open ends reach forever). */
export function proxyWindowHolds(w: { startDate: string | null; endDate: string | null }, day: string): boolean {
  return (!w.startDate || w.startDate <= day) && (!w.endDate || w.endDate >= day);
}
