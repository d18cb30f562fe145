import { z } from 'zod';
import { expectedPayDate, type PaymentRunDays } from './expected-payment';
import { supplierStatusSchema } from './invoice-responses';
import { formatDate } from './format';
import { formatMoney } from './money';
import { erpRejectionMeaning, erpRejectionsOf } from './supplier-status';

/**
 * An invoice's timeline: every step it took, who took it, when and why. It is derived from what the
 * portal already records (the audit events of the invoice, its ERP outbox rows) and what the ERP
 * says (its payment schedule and payments), never kept in a store of its own
 * (docs/decisions/016-timeline-and-expected-pay-date.md).
 */
export const TIMELINE_STEP_KINDS = [
  'CREATED',
  'EDITED',
  'SUBMITTED',
  'RESUBMITTED',
  'VERIFIED',
  'SENT_TO_RECOMMENDER',
  'APPROVED',
  'REJECTED',
  'SENT_TO_ERP',
  'ERP_RETRYING',
  'IMPORTED',
  'ERP_REJECTED',
  'SCHEDULED',
  'PAID',
  'OTHER',
] as const;
export type TimelineStepKind = (typeof TIMELINE_STEP_KINDS)[number];

export const TIMELINE_LABELS = {
  created: 'Created',
  edited: 'Edited',
  fileAttached: (name: string | null) => (name ? `File attached: ${name}` : 'File attached'),
  fileRemoved: (name: string | null) => (name ? `File removed: ${name}` : 'File removed'),
  lineRemoved: 'Line removed',
  reviewSaved: 'Review details saved',
  deleted: 'Deleted',
  submitted: (batchNo: string | null) => (batchNo ? `Submitted in batch ${batchNo}` : 'Submitted'),
  resubmitted: 'Submitted again',
  verified: 'Verified',
  sentToRecommender: 'Sent to the recommender',
  approvedByRecommender: 'Approved by the recommender',
  approvedByFinance: 'Approved by finance',
  rejected: 'Rejected',
  declined: 'Declined by the recommender',
  sentToErp: 'Sent to the ERP',
  erpRetrying: (attempts: number) => `Waiting for the ERP (delivery tried ${attempts} time${attempts === 1 ? '' : 's'}, retrying)`,
  imported: (erpId: string | null) => (erpId ? `Imported into the ERP (ERP id ${erpId})` : 'Imported into the ERP'),
  erpRejected: 'Rejected by the ERP',
  scheduled: (dueDate: string, expectedDate: string) =>
    dueDate === expectedDate
      ? `Scheduled for payment: due and expected on ${formatDate(dueDate)}`
      : `Scheduled for payment: due on ${formatDate(dueDate)}, expected on the payment run of ${formatDate(expectedDate)}`,
  paid: (currency: string, amount: string) => `Paid ${currency} ${formatMoney(amount)}`,
  paidDetail: (checkNum: string, bank: string | null) => (bank ? `Cheque/reference ${checkNum}, ${bank}` : `Cheque/reference ${checkNum}`),
  /** An action this table does not know yet: still shown, in words made from its name. */
  other: (action: string) => {
    const words = action.replace(/[_-]+/g, ' ').trim().toLowerCase();
    return words ? words[0]!.toUpperCase() + words.slice(1) : 'Changed';
  },
  system: 'Portal',
  erp: 'ERP',
  title: 'Invoice timeline',
  empty: 'Nothing has happened to this invoice yet',
  loadError: 'The timeline could not be loaded',
} as const;

/** One audit event of the invoice, its actor already resolved to a name (null: the server itself). */
export type TimelineAuditEvent = {
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  reason?: string | null;
  data?: unknown;
  /** ISO timestamp. */
  at: string;
  actor: string | null;
};

/** One ERP outbox row of the invoice (a delivery to the ERP). */
export type TimelineOutboxRow = { status: string; attempts: number; createdAt: string; lastAttemptAt?: string | null; lastError?: string | null };

/** What the ERP knows of the imported invoice: its installments and the payments on it. */
export type TimelineErpFacts = {
  currency: string;
  schedules: ReadonlyArray<{ dueDate: string; grossAmount: string; amountRemaining: string }>;
  payments: ReadonlyArray<{ date: string; amount: string; checkNum: string; bank: string | null }>;
};

export type TimelineStep = {
  kind: TimelineStepKind;
  /** The audit action it comes from (null for the ERP's facts). */
  action: string | null;
  label: string;
  /** ISO timestamp, or an ISO date for the ERP's dated facts (dateOnly). */
  at: string;
  dateOnly: boolean;
  actor: string | null;
  reason: string | null;
  detail: string | null;
};

export type TimelineInput = {
  events: readonly TimelineAuditEvent[];
  outbox?: readonly TimelineOutboxRow[];
  erp?: TimelineErpFacts | null;
  runs?: PaymentRunDays | null;
};

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null);
const field = (data: unknown, key: string): string | null => (data && typeof data === 'object' ? text((data as Record<string, unknown>)[key]) : null);

function auditStep(e: TimelineAuditEvent): TimelineStep {
  // How the step was taken when not in the portal itself (a recommender's decision from an e-mail link: "via e-mail").
  const base = { action: e.action, at: e.at, dateOnly: false, actor: e.actor, reason: e.reason?.trim() || null, detail: field(e.data, 'via') };
  const step = (kind: TimelineStepKind, label: string, extra: Partial<TimelineStep> = {}): TimelineStep => ({ ...base, kind, label, ...extra });
  switch (e.action) {
    case 'CREATE':
      return step('CREATED', TIMELINE_LABELS.created);
    case 'UPDATE':
      return step('EDITED', TIMELINE_LABELS.edited);
    case 'ATTACH':
      return step('EDITED', TIMELINE_LABELS.fileAttached(field(e.data, 'file')));
    case 'DETACH':
      return step('EDITED', TIMELINE_LABELS.fileRemoved(field(e.data, 'file')));
    case 'REMOVE_LINE':
      return step('EDITED', TIMELINE_LABELS.lineRemoved);
    case 'REVIEW_SAVE':
      return step('EDITED', TIMELINE_LABELS.reviewSaved);
    case 'DELETE':
      return step('OTHER', TIMELINE_LABELS.deleted);
    case 'SUBMIT_BATCH':
      return step('SUBMITTED', TIMELINE_LABELS.submitted(field(e.data, 'batchNo')));
    case 'RESUBMIT':
      return step('RESUBMITTED', TIMELINE_LABELS.resubmitted);
    case 'VERIFY':
      return step('VERIFIED', TIMELINE_LABELS.verified);
    case 'SEND_TO_RECOMMENDER':
      return step('SENT_TO_RECOMMENDER', TIMELINE_LABELS.sentToRecommender);
    case 'RECOMMEND':
      return step('APPROVED', TIMELINE_LABELS.approvedByRecommender);
    case 'COMPLETE':
      return step('APPROVED', TIMELINE_LABELS.approvedByFinance);
    case 'REJECT':
      return step('REJECTED', TIMELINE_LABELS.rejected);
    case 'DECLINE':
      return step('REJECTED', TIMELINE_LABELS.declined);
    case 'SUBMIT_TO_ERP':
      return step('SENT_TO_ERP', TIMELINE_LABELS.sentToErp);
    case 'ERP_IMPORTED':
      return step('IMPORTED', TIMELINE_LABELS.imported(field(e.data, 'erpId')), { actor: e.actor ?? TIMELINE_LABELS.erp });
    case 'ERP_REJECTED': {
      // The ERP's codes in words the supplier can act on, never the raw code.
      const meanings = erpRejectionsOf(e.data, e.reason).map((r) => erpRejectionMeaning(r.code, r.message).text);
      const reason = meanings.length ? [...new Set(meanings)].join('; ') : base.reason;
      return step('ERP_REJECTED', TIMELINE_LABELS.erpRejected, { actor: e.actor ?? TIMELINE_LABELS.erp, reason });
    }
    default:
      return step('OTHER', TIMELINE_LABELS.other(e.action));
  }
}

const byTime = (a: { at: string }, b: { at: string }) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0);

/**
 * The invoice's steps in order: its audit events by time (a delivery the ERP has not answered yet
 * shows as waiting), then what the ERP says happened after the import: the installments scheduled
 * (due date, and the payment run that pays it) and each payment. Unknown actions still show.
 */
export function buildTimeline(input: TimelineInput): TimelineStep[] {
  const steps = [...input.events].sort(byTime).map(auditStep);
  for (const row of input.outbox ?? []) {
    if ((row.status === 'PENDING' || row.status === 'SENDING') && row.attempts > 0) {
      steps.push({
        kind: 'ERP_RETRYING',
        action: null,
        label: TIMELINE_LABELS.erpRetrying(row.attempts),
        at: row.lastAttemptAt ?? row.createdAt,
        dateOnly: false,
        actor: TIMELINE_LABELS.system,
        reason: row.lastError?.trim() || null,
        detail: null,
      });
    }
  }
  steps.sort(byTime);
  const erp = input.erp;
  if (!erp) return steps;
  const importedAt = [...steps].reverse().find((s) => s.kind === 'IMPORTED')?.at ?? steps.at(-1)?.at ?? '';
  for (const s of [...erp.schedules].sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0))) {
    steps.push({
      kind: 'SCHEDULED',
      action: null,
      label: TIMELINE_LABELS.scheduled(s.dueDate, expectedPayDate(s.dueDate, input.runs)),
      at: importedAt,
      dateOnly: false,
      actor: TIMELINE_LABELS.erp,
      reason: null,
      detail: `${erp.currency} ${formatMoney(s.grossAmount)}`,
    });
  }
  for (const p of [...erp.payments].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
    steps.push({
      kind: 'PAID',
      action: null,
      label: TIMELINE_LABELS.paid(erp.currency, p.amount),
      at: p.date,
      dateOnly: true,
      actor: TIMELINE_LABELS.erp,
      reason: null,
      detail: TIMELINE_LABELS.paidDetail(p.checkNum, p.bank),
    });
  }
  return steps;
}

/** What GET /api/timeline/:id answers. */
export const timelineStepSchema = z.object({
  kind: z.enum(TIMELINE_STEP_KINDS),
  action: z.string().nullable(),
  label: z.string(),
  /** ISO timestamp, or an ISO date when dateOnly (the ERP's payment date). */
  at: z.string(),
  dateOnly: z.boolean(),
  actor: z.string().nullable(),
  reason: z.string().nullable(),
  detail: z.string().nullable(),
});

export const expectedPaymentSchema = z.object({ dueDate: z.string(), expectedDate: z.string(), amount: z.string(), currency: z.string() });
export const paidSchema = z.object({ date: z.string(), amount: z.string(), checkNum: z.string(), bank: z.string().nullable(), currency: z.string() });

export const invoiceTimelineSchema = z.object({
  invoiceId: z.number().int(),
  invoiceNo: z.string(),
  /** The supplier status now (null for a draft). */
  status: supplierStatusSchema.nullable(),
  /** Approved or on its way, and not fully paid: when the buyer is expected to pay what is still open. */
  expected: expectedPaymentSchema.nullable(),
  /** Paid (in part or in full): the latest payment, with the sum paid so far. */
  paid: paidSchema.nullable(),
  steps: z.array(timelineStepSchema),
});
export type InvoiceTimeline = z.infer<typeof invoiceTimelineSchema>;
export type TimelineStepView = z.infer<typeof timelineStepSchema>;
export type ExpectedPaymentView = z.infer<typeof expectedPaymentSchema>;

/** One upcoming payment on the dashboard: the invoice and when the buyer is expected to pay it. */
export const upcomingPaymentSchema = expectedPaymentSchema.extend({
  invoiceId: z.number().int(),
  invoiceNo: z.string(),
  invoiceType: z.string(),
  instance: z.string(),
  orgId: z.number().int(),
  vendorId: z.number().int(),
  status: z.string(),
});
export type UpcomingPayment = z.infer<typeof upcomingPaymentSchema>;
export const upcomingPaymentsSchema = z.object({ items: z.array(upcomingPaymentSchema) });
