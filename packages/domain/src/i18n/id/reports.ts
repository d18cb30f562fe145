import type { Widen } from '../widen';
import type { reports as en, reportsMessages as enMessages } from '../en/reports';

/** Bahasa Indonesia for reports, remittance advice, statements of account, the invoice timeline's steps, status tags: the same keys as ../en/reports.ts. */
export const reports: Widen<typeof en> = {};

export const reportsMessages: Widen<typeof enMessages> = {};
