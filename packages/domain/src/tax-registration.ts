import { z } from 'zod';
import { INT4_MAX, instanceSchema, pagedSchema, plainText, queryInt } from './common';
import { LIST_PAGE_SIZES } from './invoices';
import { formatNpwp, normalizeNitku, normalizeNpwp, TAX_IDENTITY_MESSAGES } from './tax-identity';

/**
 * Master Tax Registrations (`/master/tax-registrations`): finance keeps each supplier's and
 * company's NPWP and NITKU as Coretax writes them. A party with no record falls back to the ERP's
 * NPWP (suppliers only; the ERP keeps no NITKU). The shapes and their messages are those of
 * tax-identity.ts, so the form and the server refuse the same input with the same words.
 */

export const TAX_PARTY_KINDS = ['SUPPLIER', 'COMPANY'] as const;
export type TaxPartyKind = (typeof TAX_PARTY_KINDS)[number];

/** Where a party's NPWP comes from: finance's record, the ERP's supplier master, or nowhere. */
export const TAX_REGISTRATION_SOURCES = ['PORTAL', 'ERP', 'NONE'] as const;
export type TaxRegistrationSource = (typeof TAX_REGISTRATION_SOURCES)[number];

export const TAX_REGISTRATION_MESSAGES = {
  partyNotFound: 'Supplier or company not found',
  saved: 'Tax registration saved',
  cleared: 'Tax registration removed: the ERP’s NPWP applies again, if it has one',
  converted: (npwp16: string) => `The legacy 15-digit NPWP was converted to ${formatNpwp(npwp16)}`,
  /** Under the NPWP field, before saving. */
  willConvert: (npwp16: string) => `Legacy 15-digit NPWP: it will be saved as ${formatNpwp(npwp16)}`,
} as const;

/**
 * What a typed NPWP or NITKU may hold before it is read (printed forms carry dots, dashes and
 * spaces); a search is read as NPWP/NITKU digits from 6 digits on, so a 4-digit supplier number
 * does not also find every NPWP that happens to contain it.
 */
export const TAX_REGISTRATION_LIMITS = { field: 40, search: 100, digitSearchMin: 6 } as const;

/** The digits of a search that is an NPWP or NITKU (or a part of one), else null. */
export function taxNumberSearch(search: string | undefined): string | null {
  const digits = (search ?? '').trim().replace(/[\s.\-/]/g, '');
  return /^\d+$/.test(digits) && digits.length >= TAX_REGISTRATION_LIMITS.digitSearchMin ? digits : null;
}

/** The NPWP and NITKU as typed; empty clears it. */
export type TaxRegistrationInput = { npwp: string; nitku: string };

/** What a typed NPWP and NITKU mean: the digits to store (null: empty), a message per refused field, and whether a legacy 15-digit NPWP was converted. */
export type TaxRegistrationCheck = {
  npwp: string | null;
  nitku: string | null;
  errors: { npwp?: string; nitku?: string };
  convertedFrom15: boolean;
};

const digitCount = (value: string) => value.replace(/\D/g, '').length;

/** The one rule of the form and the server: NPWP 16 digits (15 converted), NITKU 22 digits beginning with that NPWP. */
export function checkTaxRegistration(input: TaxRegistrationInput): TaxRegistrationCheck {
  const errors: TaxRegistrationCheck['errors'] = {};
  const typedNpwp = input.npwp.trim();
  const typedNitku = input.nitku.trim();
  const npwp = typedNpwp ? normalizeNpwp(typedNpwp) : null;
  if (typedNpwp && !npwp) errors.npwp = TAX_IDENTITY_MESSAGES.npwpShape;
  const nitku = typedNitku ? normalizeNitku(typedNitku) : null;
  if (typedNitku && !nitku) errors.nitku = TAX_IDENTITY_MESSAGES.nitkuShape;
  // A NITKU is a place of business of one NPWP: without that NPWP (or with another) it belongs to no one.
  else if (nitku && !errors.npwp && (!npwp || !nitku.startsWith(npwp))) errors.nitku = TAX_IDENTITY_MESSAGES.nitkuNotOfNpwp;
  return { npwp, nitku, errors, convertedFrom15: npwp !== null && digitCount(typedNpwp) === 15 };
}

/** The server's messages of a check, NPWP first. */
export function taxRegistrationMessages(check: TaxRegistrationCheck): string[] {
  return [check.errors.npwp, check.errors.nitku].filter((m): m is string => !!m);
}

export const taxRegistrationListQuerySchema = z.strictObject({
  page: queryInt(1, 100000).default(1),
  pageSize: queryInt(1, 50).default(LIST_PAGE_SIZES[0]),
  /** Name, supplier number or company code, or NPWP/NITKU digits (printed or not). */
  search: plainText(TAX_REGISTRATION_LIMITS.search).optional(),
  partyKind: z.enum(TAX_PARTY_KINDS).optional(),
  instance: instanceSchema.optional(),
});
export type TaxRegistrationListQuery = z.infer<typeof taxRegistrationListQuerySchema>;

export const taxRegistrationSchema = z.object({
  instance: z.string(),
  partyKind: z.enum(TAX_PARTY_KINDS),
  /** The ERP vendor id (supplier) or org id (company). */
  partyId: z.number().int(),
  /** The supplier number or the company's short code. */
  partyNumber: z.string(),
  name: z.string(),
  /** 16 digits, from finance's record or else the ERP's, converted. */
  npwp: z.string().nullable(),
  npwpPrinted: z.string().nullable(),
  nitku: z.string().nullable(),
  nitkuPrinted: z.string().nullable(),
  source: z.enum(TAX_REGISTRATION_SOURCES),
  /** The NPWP as the ERP's supplier master writes it (companies: null). */
  erpNpwp: z.string().nullable(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TaxRegistration = z.infer<typeof taxRegistrationSchema>;

export const taxRegistrationListSchema = pagedSchema(taxRegistrationSchema);
export type TaxRegistrationList = z.infer<typeof taxRegistrationListSchema>;

export const taxRegistrationParamsSchema = z.strictObject({
  instance: instanceSchema,
  partyKind: z.enum(TAX_PARTY_KINDS),
  partyId: queryInt(1, INT4_MAX),
});

export const taxRegistrationFormSchema = z.strictObject({
  npwp: plainText(TAX_REGISTRATION_LIMITS.field),
  nitku: plainText(TAX_REGISTRATION_LIMITS.field),
});

/** The saved registration and what the server did with the input (a converted NPWP). */
export const taxRegistrationSavedSchema = taxRegistrationSchema.extend({ notes: z.array(z.string()) });
export type TaxRegistrationSaved = z.infer<typeof taxRegistrationSavedSchema>;
