import { z } from 'zod';

/** The pages an e-mail link opens (public: no login) and what they answer. */
export const EMAIL_LINK_PATHS = {
  task: (token: string) => `/email/task/${token}`,
  invoice: (token: string) => `/email/invoice/${token}`,
} as const;

/** A task link lives 24 hours, a view code 10 minutes with 5 tries. */
export const TASK_LINK_TTL_MS = 24 * 3600_000;
export const VIEW_LINK_TTL_MS = 30 * 24 * 3600_000;
export const VIEW_CODE_TTL_MS = 10 * 60_000;
export const VIEW_CODE_MAX_TRIES = 5;

export const EMAIL_LINK_MESSAGES = {
  used: 'This link has already been used',
  expired: 'This link has expired',
  invalid: 'This link is not valid',
  logIn: 'Log in',
  codeSent: 'We sent a 6-digit code to your e-mail address. It is valid for 10 minutes.',
  codeWrong: 'The code is not correct',
  codeExpired: 'The code has expired; ask for a new one',
  codeTooManyTries: 'Too many wrong codes; ask for a new one',
  codeTooSoon: 'A code was sent less than a minute ago; check your e-mail',
  approveWill: (invoiceNo: string) => `Approving recommends invoice ${invoiceNo} to finance for payment.`,
  declineWill: (invoiceNo: string) => `Declining returns invoice ${invoiceNo} to its author with your reason.`,
  approved: (invoiceNo: string) => `Invoice ${invoiceNo} was approved.`,
  declined: (invoiceNo: string) => `Invoice ${invoiceNo} was declined.`,
  viaEmail: 'via e-mail',
} as const;

/** What an e-mail link's page shows before anything happens (GET changes nothing: mail scanners follow links). */
export const emailLinkViewSchema = z.object({
  purpose: z.enum(['TASK_DECISION', 'INVOICE_VIEW']),
  invoiceNo: z.string(),
  vendorName: z.string(),
  amount: z.string(),
  /** TASK_DECISION: what Approve and Decline will do. */
  approveText: z.string(),
  declineText: z.string(),
});
export type EmailLinkView = z.infer<typeof emailLinkViewSchema>;

export const emailLinkDeclineSchema = z.object({ reason: z.string().max(500) });
export const emailLinkCodeSchema = z.object({ code: z.string().max(20) });
export const emailLinkDoneSchema = z.object({ message: z.string() });
export type EmailLinkDone = z.infer<typeof emailLinkDoneSchema>;
export const emailLinkTokenParams = z.object({ token: z.string().min(1).max(100) });
