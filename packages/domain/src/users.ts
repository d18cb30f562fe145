import { z } from 'zod';
import { INT4_MAX, instanceSchema, isoDateSchema, pagedSchema, plainText, queryInt, rowIdSchema } from './common';
import { PAGE } from './menu';
import { USER_TYPES } from './roles';

/** The user form's validation and result texts, plus the server's own refusals (the legacy portal had none). */
export const USER_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  userCodeRequired: 'User Code is required',
  roleRequired: 'Role is required',
  activeRequired: 'Active is required',
  companyRequired: 'Company is required',
  created: 'User has been created successfully!',
  saved: 'Data has been saved successfully',
  usernameTaken: 'Username is already taken',
  notFound: 'User not found',
  unknownRole: 'Role not found',
  unknownCompany: 'Company not found',
  endBeforeStart: 'End Date must not be before Start Date',
  emailInvalid: 'Email is not valid',
  vendorRequired: 'Vendor is required',
  unknownVendor: 'Vendor not found in this company',
  mappingExists: 'This user is already mapped to this vendor in this company',
  mappingNotFound: 'Mapping not found',
  mappingSaved: 'Mapping has been saved!',
  menusSaved: 'Data has been saved successfully',
  unknownPage: 'Unknown menu page',
} as const;

export const USER_LIMITS = { username: 100, password: 200, userCode: 50, description: 500, email: 200 } as const;
export const ACTIVE_FLAGS = ['Y', 'N'] as const;

/** Reads the user form's company value, "orgId-instance" (login's companyValue without a vendor), e.g. "82-AAM". */
export function parseCompanyValue(value: string): { orgId: number; instance: string } | null {
  const match = /^([1-9]\d{0,9})-([A-Z][A-Z0-9_]{0,19})$/.exec(value);
  if (!match || Number(match[1]) > INT4_MAX) return null;
  return { orgId: Number(match[1]), instance: match[2]! };
}

const optionalDate = z.union([isoDateSchema, z.literal('')]).default('');

// Missing fields default to '' so the spec's own messages answer them, not a schema error.
export const userFormSchema = z.strictObject({
  username: plainText(USER_LIMITS.username).default(''),
  /** Blank on update keeps the current password. */
  password: plainText(USER_LIMITS.password).default(''),
  typeUser: z.enum(USER_TYPES).default('VENDOR'),
  role: plainText(30).default(''),
  company: plainText(32).default(''),
  startDate: optionalDate,
  endDate: optionalDate,
  userCode: plainText(USER_LIMITS.userCode).default(''),
  description: plainText(USER_LIMITS.description).default(''),
  email: plainText(USER_LIMITS.email).default(''),
  active: z.enum([...ACTIVE_FLAGS, '']).default('Y'),
});
export type UserForm = z.infer<typeof userFormSchema>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** User form: every failure at once (username, user code, role, active, company). Password only on create; the username is fixed on update. */
export function validateUserForm(form: UserForm, mode: 'create' | 'update'): string[] {
  const m: string[] = [];
  if (!form.username.trim()) m.push(USER_MESSAGES.usernameRequired);
  if (mode === 'create' && !form.password) m.push(USER_MESSAGES.passwordRequired);
  if (!form.userCode.trim()) m.push(USER_MESSAGES.userCodeRequired);
  if (!form.role.trim()) m.push(USER_MESSAGES.roleRequired);
  if (!form.active) m.push(USER_MESSAGES.activeRequired);
  if (!form.company) m.push(USER_MESSAGES.companyRequired);
  else if (!parseCompanyValue(form.company)) m.push(USER_MESSAGES.unknownCompany);
  if (form.startDate && form.endDate && form.endDate < form.startDate) m.push(USER_MESSAGES.endBeforeStart);
  if (form.email.trim() && !EMAIL.test(form.email.trim())) m.push(USER_MESSAGES.emailInvalid);
  return m;
}

/** A user as the list and the edit form show it: never a password or its hash. */
export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  typeUser: z.enum(USER_TYPES),
  role: z.string(),
  roleDescription: z.string(),
  company: z.string(),
  companyName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  userCode: z.string(),
  description: z.string(),
  email: z.string(),
  active: z.enum(ACTIVE_FLAGS),
  transport: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const userListQuerySchema = z.strictObject({
  page: queryInt(1, 100000).default(1),
  pageSize: queryInt(1, 50).default(10),
  /** The user select of the list: one username (exact, any case), or a part of names to search. */
  username: plainText(USER_LIMITS.username).optional(),
  search: plainText(USER_LIMITS.username).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;
export const userListSchema = pagedSchema(userSchema);
export const userLookupQuerySchema = z.strictObject({ username: plainText(USER_LIMITS.username).min(1) });

export const roleOptionSchema = z.object({ code: z.string(), description: z.string(), pageNos: z.array(z.number().int()) });
export type RoleOption = z.infer<typeof roleOptionSchema>;
export const userFormOptionsSchema = z.object({
  roles: z.array(roleOptionSchema),
  companies: z.array(z.object({ value: z.string(), name: z.string() })),
});
export type UserFormOptions = z.infer<typeof userFormOptionsSchema>;

/** What a role's menu can hold: the legacy PAGE_NO codes (menu.ts) with the screen each opens. */
export const MENU_PAGES: ReadonlyArray<{ pageNo: number; label: string }> = [
  { pageNo: PAGE.CREATE_PO, label: 'Create invoice with PO' },
  { pageNo: PAGE.CREATE_NONPO, label: 'Create invoice non-PO' },
  { pageNo: PAGE.CREATE_NONPO_PIC, label: 'Create invoice non-PO (PIC)' },
  { pageNo: PAGE.FINANCE_LIST, label: 'Invoice list finance' },
  { pageNo: PAGE.EXPEDITION, label: 'Expedition (Proses Tagihan)' },
  { pageNo: PAGE.BATCH_CREATE, label: 'Create batch' },
  { pageNo: PAGE.BATCH_LIST, label: 'Batch list' },
  { pageNo: PAGE.DEBIT_NOTE_CREATE, label: 'Create debit note' },
  { pageNo: PAGE.DEBIT_NOTE_LIST, label: 'Debit note list' },
  { pageNo: PAGE.PAYMENT_REPORT, label: 'Payment report' },
  { pageNo: PAGE.PAYMENT_SCHEDULE, label: 'Payment schedule' },
  { pageNo: PAGE.FIND, label: 'Find invoice' },
  { pageNo: PAGE.FINANCE_LIST_ALT, label: 'Invoice list finance (alternative code)' },
  { pageNo: PAGE.FIND_V2, label: 'Find invoice v2' },
  { pageNo: PAGE.CREATE_PROXY, label: 'Create proxy invoice' },
  { pageNo: PAGE.PROXY_LIST, label: 'Proxy invoice list' },
  { pageNo: PAGE.BATCH_PROXY, label: 'Batch proxy' },
  { pageNo: PAGE.BATCH_PROXY_LIST, label: 'Batch proxy list' },
];
const KNOWN_PAGES = new Set(MENU_PAGES.map((p) => p.pageNo));

export const roleMenusFormSchema = z.strictObject({
  code: plainText(30).min(1),
  pageNos: z
    .array(z.number().int().min(0).max(INT4_MAX))
    .max(MENU_PAGES.length * 2)
    .refine((codes) => codes.every((c) => KNOWN_PAGES.has(c)), USER_MESSAGES.unknownPage),
});
export type RoleMenusForm = z.infer<typeof roleMenusFormSchema>;
export const roleListSchema = z.object({ items: z.array(roleOptionSchema) });

/** User–vendor mapping (the legacy MAP_OU): which supplier, in which company, a user acts for. */
export const userMappingFormSchema = z.strictObject({
  /** Present on update (the mid of the edit URL). */
  id: rowIdSchema.optional(),
  userId: z.number().int().min(0).max(INT4_MAX).default(0),
  company: plainText(32).default(''),
  vendorId: z.number().int().min(0).max(INT4_MAX).default(0),
  active: z.enum([...ACTIVE_FLAGS, '']).default('Y'),
  email: plainText(USER_LIMITS.email).default(''),
});
export type UserMappingForm = z.infer<typeof userMappingFormSchema>;

export function validateUserMapping(form: UserMappingForm): string[] {
  const m: string[] = [];
  if (!form.userId) m.push(USER_MESSAGES.usernameRequired);
  if (!form.company) m.push(USER_MESSAGES.companyRequired);
  else if (!parseCompanyValue(form.company)) m.push(USER_MESSAGES.unknownCompany);
  if (!form.vendorId) m.push(USER_MESSAGES.vendorRequired);
  if (!form.active) m.push(USER_MESSAGES.activeRequired);
  if (form.email.trim() && !EMAIL.test(form.email.trim())) m.push(USER_MESSAGES.emailInvalid);
  return m;
}

export const userMappingSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  vendorId: z.number().int(),
  vendorName: z.string(),
  orgId: z.number().int(),
  instance: z.string(),
  company: z.string(),
  companyName: z.string(),
  active: z.enum(ACTIVE_FLAGS),
  email: z.string(),
});
export type UserMapping = z.infer<typeof userMappingSchema>;

export const userMappingListQuerySchema = z.strictObject({
  page: queryInt(1, 100000).default(1),
  pageSize: queryInt(1, 50).default(5),
  userId: queryInt(1, INT4_MAX).optional(),
  vendorId: queryInt(1, INT4_MAX).optional(),
  instance: instanceSchema.optional(),
});
export type UserMappingListQuery = z.infer<typeof userMappingListQuerySchema>;
export const userMappingListSchema = pagedSchema(userMappingSchema);

export const userMappingLookupQuerySchema = z.strictObject({ id: queryInt(1, INT4_MAX) });
