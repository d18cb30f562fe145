import { z } from 'zod';
import { USER_TYPES } from './roles';
import { instanceSchema, plainText, rowIdSchema } from './common';
import { LOGIN_LIMITS } from './login';
import { LANGUAGE_MESSAGES, LANGUAGES } from './i18n/languages';

// Missing fields default to '' so the spec's own messages answer them, not a schema error.
/** A language the portal speaks; anything else is refused with one plain message. */
export const languageSchema = z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.invalid });

export const loginRequestSchema = z.strictObject({
  username: plainText(LOGIN_LIMITS.username).default(''),
  password: z.string().max(LOGIN_LIMITS.password).default(''),
  /** Chosen on the login page: kept for the user when they have not chosen one yet. */
  language: languageSchema.optional(),
});

/** PUT /api/auth/language: the signed-in user's language, kept for their next logins. */
export const setLanguageRequestSchema = z.strictObject({ language: languageSchema });
export const languageResponseSchema = z.object({ language: languageSchema });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const companyOptionSchema = z.object({
  orgId: z.number().int(),
  instance: z.string(),
  name: z.string(),
  vendorId: z.number().int().nullable(),
  email: z.string().nullable(),
});
export type CompanyOption = z.infer<typeof companyOptionSchema>;

export const sessionUserSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  typeUser: z.enum(USER_TYPES),
  role: z.string(),
  userDesc: z.string(),
  vendorId: z.number().int().nullable(),
  vendorName: z.string().nullable(),
  menu: z.array(z.number().int()),
  transport: z.boolean(),
  /** The company chosen after login for this session (null until chosen). */
  company: companyOptionSchema.nullable(),
  /** DEFAULT_COMPANY of the spec: applies when its orgId > 0. */
  defaultCompany: companyOptionSchema.nullable(),
  /** The language the user chose (null: none yet, the browser's choice applies). */
  language: z.enum(LANGUAGES).nullable().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: sessionUserSchema,
  companies: z.array(companyOptionSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const selectCompanyRequestSchema = z.strictObject({ orgId: rowIdSchema, instance: instanceSchema });
export type SelectCompanyRequest = z.infer<typeof selectCompanyRequestSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema, companies: z.array(companyOptionSchema) });
export type MeResponse = z.infer<typeof meResponseSchema>;
