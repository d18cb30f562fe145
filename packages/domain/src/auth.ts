import { z } from 'zod';
import { USER_TYPES } from './roles';
import { instanceSchema, plainText, rowIdSchema } from './common';

export const LOGIN_MESSAGES = {
  usernameEmpty: "Username can't be empty",
  passwordEmpty: "Password can't be empty",
  selectInstance: 'Please select instance',
  /** One message for a wrong user or a wrong password: it must not reveal which (DESIGN §6). */
  invalidCredentials: 'Incorrect username or password',
  tooManyAttempts: 'Too many failed login attempts. Please try again later.',
  unauthorized: 'Unauthorized, Please login...',
  sessionExpired: 'Session Expired, Please Login..',
  routeUnauthorized: 'Unauthorized',
  noCompanyAccess: 'You have no access to this company',
  noStorage: 'Your browser does not support local storage. Please use a modern browser (Chrome, Firefox, Edge or Safari).',
} as const;

// Missing fields default to '' so the spec's own messages answer them, not a schema error.
export const loginRequestSchema = z.strictObject({
  username: plainText(100).default(''),
  password: z.string().max(200).default(''),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Client- and server-side check of the login form: every failure at once. */
export function validateLogin(input: { username?: string; password?: string }): string[] {
  const messages: string[] = [];
  if (!input.username?.trim()) messages.push(LOGIN_MESSAGES.usernameEmpty);
  if (!input.password) messages.push(LOGIN_MESSAGES.passwordEmpty);
  return messages;
}

export const companyOptionSchema = z.object({
  orgId: z.number().int(),
  instance: z.string(),
  name: z.string(),
  vendorId: z.number().int().nullable(),
  email: z.string().nullable(),
});
export type CompanyOption = z.infer<typeof companyOptionSchema>;

/** Select value of a company option, spec §3: orgId-instance-vendorId for a vendor, else orgId-instance. */
export function companyValue(c: Pick<CompanyOption, 'orgId' | 'instance' | 'vendorId'>): string {
  return c.vendorId ? `${c.orgId}-${c.instance}-${c.vendorId}` : `${c.orgId}-${c.instance}`;
}

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
