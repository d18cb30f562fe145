import { z } from 'zod';
import { idParamSchema, instanceSchema, isoDateSchema, orgIdSchema, plainText } from './common';
import { PAGE_SIZES } from './page-sizes';

/**
 * Lookups of the non-PO and proxy forms (legacy get-lov-*, category-nonpo,
 * get-detail-category, get-list-sk, list-vendor-nonpo; docs/api-map.md). A supplier asks for its own; a PIC names
 * the supplier (vendorId), which must be mapped to it.
 */
export const nonPoOptionsQuerySchema = z.strictObject({
  orgId: orgIdSchema.optional(),
  instance: instanceSchema.optional(),
  vendorId: idParamSchema.optional(),
});
export type NonPoOptionsQuery = z.infer<typeof nonPoOptionsQuerySchema>;

const idLabel = z.object({ id: z.number().int(), label: z.string() });
const codeName = z.object({ code: z.string(), name: z.string() });
const taxCode = z.object({ code: z.string(), rate: z.string(), description: z.string() });

/** A detail category and the account its lines post to by default (with the account's text, for the line's COA field). */
export const categoryDetailOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  accountId: z.number().int().nullable(),
  accountLabel: z.string().nullable(),
});
/** A category mapped to the supplier (spec "vendor category"): the mapping brings its cost centre and site. */
export const vendorCategoryOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mappingId: z.number().int(),
  costCenter: z.string().nullable(),
  vendorSiteId: z.number().int().nullable(),
  accountId: z.number().int().nullable(),
  details: z.array(categoryDetailOptionSchema),
});
export type VendorCategoryOption = z.infer<typeof vendorCategoryOptionSchema>;

/** An SK (surat keputusan / contract) reference of the supplier, for Find SK. */
export const skReferenceSchema = z.object({ referenceNumber: z.string(), description: z.string(), startDate: z.string(), endDate: z.string() });
export type SkReference = z.infer<typeof skReferenceSchema>;

export const nonPoFormOptionsSchema = z.object({
  vendorId: z.number().int(),
  vendorName: z.string(),
  sites: z.array(z.object({ id: z.number().int(), code: z.string() })),
  categories: z.array(vendorCategoryOptionSchema),
  whtCodes: z.array(taxCode),
  currencies: z.array(codeName),
  banks: z.array(idLabel),
  paymentMethods: z.array(codeName),
  terms: z.array(idLabel),
  costCenters: z.array(codeName),
  references: z.array(skReferenceSchema),
});
export type NonPoFormOptions = z.infer<typeof nonPoFormOptionsSchema>;

/** VAT codes valid on the invoice date (get-lov-vat {orgId, invoiceDate}). */
export const vatCodesQuerySchema = z.strictObject({ orgId: orgIdSchema.optional(), instance: instanceSchema.optional(), invoiceDate: isoDateSchema });
export const taxCodeListSchema = z.object({ items: z.array(taxCode) });
export type TaxCodeOption = z.infer<typeof taxCode>;

/** Autocomplete (COA, vendor): searches only with non-empty input, so `search` is required. */
export const lookupSearchQuerySchema = z.strictObject({
  orgId: orgIdSchema.optional(),
  instance: instanceSchema.optional(),
  search: plainText(100).refine((s) => s.trim().length > 0, 'Type something to search'),
});
export type LookupSearchQuery = z.infer<typeof lookupSearchQuerySchema>;
export const idLabelListSchema = z.object({ items: z.array(idLabel) });
export type IdLabel = z.infer<typeof idLabel>;

/** At most this many autocomplete answers: the user narrows by typing. */
export const AUTOCOMPLETE_LIMIT = 20;

/** Find SK pages like the PO reference modal (5 of 5/10/15/50/100). */
export const SK_MODAL_PAGE_SIZES = PAGE_SIZES.poReferenceModal;
