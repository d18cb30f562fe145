/**
 * The events that can send a user an e-mail. Each is on unless the user turned it off
 * (mail_preferences); finance users may take one daily digest instead of single mails.
 */
export const MAIL_EVENTS = [
  'INVOICE_REJECTED',
  'INVOICE_APPROVED',
  'SENT_TO_ERP',
  'ERP_REJECTED',
  'INVOICE_SCHEDULED',
  'INVOICE_PAID',
  'TASK_ASSIGNED',
  'DELEGATION_STARTED',
] as const;
export type MailEvent = (typeof MAIL_EVENTS)[number];

/** The preference row that turns single mails into one digest a day (finance users only). */
export const DAILY_DIGEST = 'DAILY_DIGEST' as const;

export const MAIL_EVENT_LABELS: Record<MailEvent, string> = {
  INVOICE_REJECTED: 'An invoice is rejected or declined',
  INVOICE_APPROVED: 'An invoice is approved',
  SENT_TO_ERP: 'An invoice is sent to the ERP',
  ERP_REJECTED: 'The ERP rejects an invoice',
  INVOICE_SCHEDULED: 'An invoice is scheduled for payment',
  INVOICE_PAID: 'An invoice is paid',
  TASK_ASSIGNED: 'An invoice waits for my recommendation',
  DELEGATION_STARTED: "Someone's tasks are delegated to me",
};

export const isMailEvent = (value: string): value is MailEvent => (MAIL_EVENTS as readonly string[]).includes(value);
