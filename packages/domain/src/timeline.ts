import { z } from 'zod';
import { expectedPayDate, type PaymentRunDays } from './expected-payment';
import { supplierStatusSchema } from './invoice-responses';
import { formatDate } from './format';
import { formatMoney } from './money';
import { erpRejectionMeaning, erpRejectionsOf } from './supplier-status';
import { timelineText as say, TIMELINE_TEXTS, timelineTextSchema, type TimelineText, type TimelineTextKey } from './timeline-texts';

export * from './timeline-texts';

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
  /** `label` as a catalogue key and values. */
  labelText: TimelineText;
  /** `detail` as a catalogue key and values; null when the detail is not the portal's words. */
  detailText: TimelineText | null;
};

export type TimelineInput = {
  events: readonly TimelineAuditEvent[];
  outbox?: readonly TimelineOutboxRow[];
  erp?: TimelineErpFacts | null;
  runs?: PaymentRunDays | null;
};

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null);
const field = (data: unknown, key: string): string | null => (data && typeof data === 'object' ? text((data as Record<string, unknown>)[key]) : null);

/** Audit actions whose label is always the same: their step kind and TIMELINE_LABELS key (which is the text key too). */
const FIXED_STEPS: Readonly<Record<string, readonly [TimelineStepKind, TimelineTextKey & keyof typeof TIMELINE_LABELS]>> = {
  CREATE: ['CREATED', 'created'],
  UPDATE: ['EDITED', 'edited'],
  REMOVE_LINE: ['EDITED', 'lineRemoved'],
  REVIEW_SAVE: ['EDITED', 'reviewSaved'],
  DELETE: ['OTHER', 'deleted'],
  RESUBMIT: ['RESUBMITTED', 'resubmitted'],
  VERIFY: ['VERIFIED', 'verified'],
  SEND_TO_RECOMMENDER: ['SENT_TO_RECOMMENDER', 'sentToRecommender'],
  RECOMMEND: ['APPROVED', 'approvedByRecommender'],
  COMPLETE: ['APPROVED', 'approvedByFinance'],
  REJECT: ['REJECTED', 'rejected'],
  DECLINE: ['REJECTED', 'declined'],
  SUBMIT_TO_ERP: ['SENT_TO_ERP', 'sentToErp'],
};

function auditStep(e: TimelineAuditEvent): TimelineStep {
  // How the step was taken when not in the portal itself (a recommender's decision from an e-mail link: "via e-mail").
  const via = field(e.data, 'via');
  const base = {
    action: e.action,
    at: e.at,
    dateOnly: false,
    actor: e.actor,
    reason: e.reason?.trim() || null,
    detail: via,
    detailText: TIMELINE_TEXTS.via(via),
  };
  const step = (kind: TimelineStepKind, label: string, labelText: TimelineText, extra: Partial<TimelineStep> = {}): TimelineStep => ({
    ...base,
    kind,
    label,
    labelText,
    ...extra,
  });
  const fixed = FIXED_STEPS[e.action];
  if (fixed) return step(fixed[0], TIMELINE_LABELS[fixed[1]] as string, say(fixed[1]));
  const file = field(e.data, 'file');
  switch (e.action) {
    case 'ATTACH':
      return step('EDITED', TIMELINE_LABELS.fileAttached(file), TIMELINE_TEXTS.fileAttached(file));
    case 'DETACH':
      return step('EDITED', TIMELINE_LABELS.fileRemoved(file), TIMELINE_TEXTS.fileRemoved(file));
    case 'SUBMIT_BATCH': {
      const batchNo = field(e.data, 'batchNo');
      return step('SUBMITTED', TIMELINE_LABELS.submitted(batchNo), TIMELINE_TEXTS.submitted(batchNo));
    }
    case 'ERP_IMPORTED': {
      const erpId = field(e.data, 'erpId');
      return step('IMPORTED', TIMELINE_LABELS.imported(erpId), TIMELINE_TEXTS.imported(erpId), { actor: e.actor ?? TIMELINE_LABELS.erp });
    }
    case 'ERP_REJECTED': {
      // The ERP's codes in words the supplier can act on, never the raw code.
      const meanings = erpRejectionsOf(e.data, e.reason).map((r) => erpRejectionMeaning(r.code, r.message).text);
      const reason = meanings.length ? [...new Set(meanings)].join('; ') : base.reason;
      return step('ERP_REJECTED', TIMELINE_LABELS.erpRejected, say('erpRejected'), { actor: e.actor ?? TIMELINE_LABELS.erp, reason });
    }
    default:
      return step('OTHER', TIMELINE_LABELS.other(e.action), TIMELINE_TEXTS.other(TIMELINE_LABELS.other(e.action)));
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
        labelText: TIMELINE_TEXTS.erpRetrying(row.attempts),
        at: row.lastAttemptAt ?? row.createdAt,
        dateOnly: false,
        actor: TIMELINE_LABELS.system,
        reason: row.lastError?.trim() || null,
        detail: null,
        detailText: null,
      });
    }
  }
  steps.sort(byTime);
  const erp = input.erp;
  if (!erp) return steps;
  const importedAt = [...steps].reverse().find((s) => s.kind === 'IMPORTED')?.at ?? steps.at(-1)?.at ?? '';
  for (const s of [...erp.schedules].sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0))) {
    const expected = expectedPayDate(s.dueDate, input.runs);
    steps.push({
      kind: 'SCHEDULED',
      action: null,
      label: TIMELINE_LABELS.scheduled(s.dueDate, expected),
      labelText: TIMELINE_TEXTS.scheduled(s.dueDate, expected),
      at: importedAt,
      dateOnly: false,
      actor: TIMELINE_LABELS.erp,
      reason: null,
      detail: `${erp.currency} ${formatMoney(s.grossAmount)}`,
      detailText: TIMELINE_TEXTS.amount(erp.currency, s.grossAmount),
    });
  }
  for (const p of [...erp.payments].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
    steps.push({
      kind: 'PAID',
      action: null,
      label: TIMELINE_LABELS.paid(erp.currency, p.amount),
      labelText: TIMELINE_TEXTS.paid(erp.currency, p.amount),
      at: p.date,
      dateOnly: true,
      actor: TIMELINE_LABELS.erp,
      reason: null,
      detail: TIMELINE_LABELS.paidDetail(p.checkNum, p.bank),
      detailText: TIMELINE_TEXTS.paidDetail(p.checkNum, p.bank),
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
  /** Optional: a client reads `label` and `detail` when these are missing. */
  labelText: timelineTextSchema.optional(),
  detailText: timelineTextSchema.nullable().optional(),
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
