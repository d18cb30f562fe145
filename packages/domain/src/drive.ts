import { z } from 'zod';
import { plainText, rowIdSchema } from './common';
import { parseCompanyValue } from './users';

/** The drive screen's texts, and the server's own. */
export const DRIVE_MESSAGES = {
  selectCompany: 'Select Company',
  noUrl: 'No url provided',
  saved: 'Setup has been saved',
  codeRequired: 'Code is required',
  codeRefused: 'The drive refused this code: generate a new URL and try again',
  noTokenKey: 'Drive tokens cannot be stored: DRIVE_TOKEN_KEY is not configured',
  notConfigured: 'Google Drive is not configured (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_REDIRECT_URI)',
  urlExpired: 'This URL is no longer valid: generate a new one',
  noDriveLinked: 'No drive is linked to this company (nor to ITD)',
  uploadNotFailed: 'Only a failed upload can be retried',
} as const;

/** The fixed company option of the drive screen (`/drive/code`): the IT department's own drive. */
export const ITD_COMPANY = 'ITD';

/** A drive company is "orgId-instance" or the fixed ITD option. */
export const driveCompanySchema = plainText(32)
  .default('')
  .refine((value) => value === '' || value === ITD_COMPANY || parseCompanyValue(value) !== null, DRIVE_MESSAGES.selectCompany);

export const driveUrlRequestSchema = z.strictObject({ company: driveCompanySchema });
export const driveUrlSchema = z.object({ url: z.string() });

export const driveCodeRequestSchema = z.strictObject({
  company: driveCompanySchema,
  /** The URL generated for this company: saving without one is "No url provided". */
  url: plainText(2000).default(''),
  code: plainText(2000).default(''),
});
export type DriveCodeRequest = z.infer<typeof driveCodeRequestSchema>;

export function validateDriveUrlRequest(form: { company: string }): string[] {
  return form.company ? [] : [DRIVE_MESSAGES.selectCompany];
}

/** Drive code: every failure at once. */
export function validateDriveCode(form: DriveCodeRequest): string[] {
  const m = validateDriveUrlRequest(form);
  if (!form.url.trim()) m.push(DRIVE_MESSAGES.noUrl);
  if (!form.code.trim()) m.push(DRIVE_MESSAGES.codeRequired);
  return m;
}

export const DRIVE_UPLOAD_STATUSES = ['PENDING', 'DONE', 'FAILED'] as const;

export const driveStatusSchema = z.object({
  provider: z.enum(['local', 'google']),
  companies: z.array(z.object({ value: z.string(), name: z.string() })),
  links: z.array(z.object({ company: z.string(), companyName: z.string(), linkedAt: z.string(), linkedBy: z.string() })),
  uploads: z.array(
    z.object({
      id: z.number().int(),
      batchNo: z.string(),
      company: z.string(),
      status: z.enum(DRIVE_UPLOAD_STATUSES),
      attempts: z.number().int(),
      lastError: z.string().nullable(),
      folder: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
});
export type DriveStatus = z.infer<typeof driveStatusSchema>;

/** Retry on the drive screen: a failed upload made due again. */
export const driveRetrySchema = z.strictObject({ id: rowIdSchema });
