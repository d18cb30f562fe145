import { z } from 'zod';
import { isoDateSchema, plainText, rowIdSchema } from './common';
import { INVOICE_KINDS } from './invoice-kind';
import { LIFECYCLE_MESSAGES } from './invoice-lifecycle';
import { attachmentSchema } from './po-invoice';
import { reviewLineSchema } from './review';

/**
 * The recommender's tasks (docs/decisions/009): invoices in REVIEW whose vendor-category mapping names the
 * user as recommender, or names someone who delegated their tasks to the user for a date range
 * covering today. Approve → PROCESSED (finance told), decline with a reason → REJECTED (its author told).
 */
export const TASK_MESSAGES = {
  approved: 'Invoice has been approved',
  declined: 'Invoice has been rejected',
  reasonEmpty: LIFECYCLE_MESSAGES.reason,
  alreadyDecided: (status: string) => `This invoice is no longer waiting for a recommendation (it is ${status})`,
  approveConfirm: 'Approve this invoice? It goes to finance for submission to the ERP.',
  noTasks: 'There are no tasks waiting for you',
} as const;

export const taskSchema = z.object({
  invoiceId: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  invoiceNo: z.string(),
  invoiceDate: z.string().nullable(),
  vendorName: z.string(),
  company: z.string(),
  currencyCode: z.string(),
  totalAmount: z.string(),
  /** When the PIC sent it to the recommender. */
  sentAt: z.string(),
  /** Set when the task is the user's through a delegation: whose task it is. */
  onBehalfOf: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;
export const taskListSchema = z.object({ items: z.array(taskSchema), total: z.number().int() });
export type TaskList = z.infer<typeof taskListSchema>;

/** What the recommender opens: the invoice as reviewed, read-only, with its lines and files. */
export const taskDetailSchema = taskSchema.extend({
  status: z.string(),
  revision: z.number().int(),
  description: z.string(),
  taxNo: z.string().nullable(),
  taxDate: z.string().nullable(),
  glDate: z.string().nullable(),
  invoiceAmount: z.string(),
  taxAmount: z.string(),
  categoryName: z.string(),
  /** What the PIC chose in the review, as labels (bank account, payment method, term, charge of account, site). */
  bankAccount: z.string(),
  paymentMethod: z.string(),
  term: z.string(),
  chargeAccount: z.string(),
  supplierSite: z.string(),
  costCenter: z.string(),
  referenceNumber: z.string(),
  reason: z.string().nullable(),
  lines: z.array(reviewLineSchema),
  attachments: z.array(attachmentSchema),
});
export type TaskDetail = z.infer<typeof taskDetailSchema>;

export const TASK_LIMITS = { reason: 1000 } as const;
export const taskApproveSchema = z.strictObject({ revision: rowIdSchema });
export const taskDeclineSchema = z.strictObject({ revision: rowIdSchema, reason: plainText(TASK_LIMITS.reason).optional().default('') });
export type TaskDecline = z.infer<typeof taskDeclineSchema>;

export const DELEGATION_MESSAGES = {
  selectSubstitute: 'Please select a substitute',
  startDateEmpty: 'Start date is empty',
  endDateEmpty: 'End date is empty',
  endBeforeStart: 'End date cannot be before start date',
  endInPast: 'End date cannot be in the past',
  notSelf: 'You cannot delegate your tasks to yourself',
  substituteUnknown: 'The substitute must be an active PIC or finance user',
  overlaps: 'You already delegate your tasks for part of these dates: delete that delegation first',
  saved: 'Delegation has been saved',
  deleted: 'Delegation has been deleted',
  deleteConfirm: 'Delete this delegation? The tasks come back to you.',
  notFound: 'Delegation not found',
} as const;

const optionalDate = z
  .union([isoDateSchema, z.literal('')])
  .optional()
  .default('');

export const delegationFormSchema = z.strictObject({
  substituteUserId: rowIdSchema.nullable().optional().default(null),
  startDate: optionalDate,
  endDate: optionalDate,
});
export type DelegationForm = z.infer<typeof delegationFormSchema>;

/** Every failure of the delegation form at once; `today` is an ISO date (the server's). */
export function validateDelegation(form: Partial<DelegationForm>, selfUserId: number, today: string): string[] {
  const m: string[] = [];
  if (!form.substituteUserId) m.push(DELEGATION_MESSAGES.selectSubstitute);
  else if (form.substituteUserId === selfUserId) m.push(DELEGATION_MESSAGES.notSelf);
  if (!form.startDate) m.push(DELEGATION_MESSAGES.startDateEmpty);
  if (!form.endDate) m.push(DELEGATION_MESSAGES.endDateEmpty);
  else if (form.startDate && form.endDate < form.startDate) m.push(DELEGATION_MESSAGES.endBeforeStart);
  else if (form.endDate < today) m.push(DELEGATION_MESSAGES.endInPast);
  return m;
}

/** Whether a delegation's dates cover a day (both ends included). */
export const delegationCovers = (d: { startDate: string; endDate: string }, day: string) => d.startDate <= day && day <= d.endDate;

export const delegationSchema = z.object({
  id: z.number().int(),
  delegator: z.string(),
  substitute: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Covers today: the substitute sees the delegator's tasks now. */
  active: z.boolean(),
});
export type Delegation = z.infer<typeof delegationSchema>;
export const delegationListSchema = z.object({
  /** Tasks I hand over. */
  given: z.array(delegationSchema),
  /** Tasks handed to me. */
  received: z.array(delegationSchema),
  /** Who I may delegate to: active PIC and finance users other than me. */
  substitutes: z.array(z.object({ id: z.number().int(), label: z.string() })),
});
export type DelegationList = z.infer<typeof delegationListSchema>;

type StaffNotice = { title: string; body: string };
/**
 * What staff are told when an invoice moves through review (the supplier's notices are
 * SUPPLIER_NOTICES): the recommender and their substitutes when it arrives, finance when it is
 * approved, the PIC who entered a proxy invoice when it is declined.
 */
export const STAFF_NOTICES = {
  SEND_TO_RECOMMENDER: (no: string, vendor: string): StaffNotice => ({
    title: `Invoice ${no} waits for your recommendation`,
    body: `${vendor}: approve or reject it in your tasks.`,
  }),
  RECOMMEND: (no: string, vendor: string): StaffNotice => ({
    title: `Invoice ${no} was approved by the recommender`,
    body: `${vendor}: complete it and submit it to the ERP.`,
  }),
  DECLINE: (no: string, reason: string): StaffNotice => ({
    title: `Invoice ${no} was rejected`,
    body: `Reason: ${reason}. Correct it and submit it again.`,
  }),
} as const;

/** The tasks page and one task's page (a route of their own: the legacy route table has none). */
export const TASK_PATHS = { list: '/tasks', delegation: '/tasks/delegation', task: (invoiceId: number) => `/tasks/${invoiceId}` } as const;
