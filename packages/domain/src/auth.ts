import { z } from 'zod';
import { USER_TYPES } from './roles';
import { instanceSchema, plainText, rowIdSchema } from './common';
import { LOGIN_LIMITS } from './login';

// Missing fields default to '' so the spec's own messages answer them, not a schema error.
export const loginRequestSchema = z.strictObject({
  username: plainText(LOGIN_LIMITS.username).default(''),
  password: z.string().max(LOGIN_LIMITS.password).default(''),
});
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
