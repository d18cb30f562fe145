import { z } from 'zod';
import { EMAIL_LINK_MESSAGES } from './mail/links';

/**
 * A step's words as a key of the catalogue's `reports.timeline.steps` and the values it takes (dates
 * as ISO dates, amounts as decimal strings): the screens say them in the reader's language; `label`
 * and `detail` stay the English texts built from TIMELINE_LABELS.
 */
export const TIMELINE_TEXT_KEYS = [
  'created',
  'edited',
  'fileAttached',
  'fileAttachedNamed',
  'fileRemoved',
  'fileRemovedNamed',
  'lineRemoved',
  'reviewSaved',
  'deleted',
  'submitted',
  'submittedInBatch',
  'resubmitted',
  'verified',
  'sentToRecommender',
  'approvedByRecommender',
  'approvedByFinance',
  'rejected',
  'declined',
  'sentToErp',
  'erpRetryingOne',
  'erpRetrying',
  'imported',
  'importedWithId',
  'erpRejected',
  'scheduledSameDay',
  'scheduled',
  'paid',
  'amount',
  'paidBy',
  'paidByNoBank',
  'viaEmail',
  'other',
] as const;
export type TimelineTextKey = (typeof TIMELINE_TEXT_KEYS)[number];
export type TimelineText = { key: TimelineTextKey; values: Record<string, string> };

/** One step's text: its key and values. */
export const timelineText = (key: TimelineTextKey, values: Record<string, string> = {}): TimelineText => ({ key, values });

/** The structured form of each TIMELINE_LABELS text (the same choices: a name or not, one attempt or more). */
export const TIMELINE_TEXTS = {
  fileAttached: (name: string | null) => (name ? timelineText('fileAttachedNamed', { name }) : timelineText('fileAttached')),
  fileRemoved: (name: string | null) => (name ? timelineText('fileRemovedNamed', { name }) : timelineText('fileRemoved')),
  submitted: (batchNo: string | null) => (batchNo ? timelineText('submittedInBatch', { batchNo }) : timelineText('submitted')),
  erpRetrying: (attempts: number) => timelineText(attempts === 1 ? 'erpRetryingOne' : 'erpRetrying', { attempts: String(attempts) }),
  imported: (erpId: string | null) => (erpId ? timelineText('importedWithId', { erpId }) : timelineText('imported')),
  scheduled: (dueDate: string, expectedDate: string) =>
    dueDate === expectedDate ? timelineText('scheduledSameDay', { dueDate }) : timelineText('scheduled', { dueDate, expectedDate }),
  paid: (currency: string, amount: string) => timelineText('paid', { currency, amount }),
  amount: (currency: string, amount: string) => timelineText('amount', { currency, amount }),
  paidDetail: (checkNum: string, bank: string | null) => (bank ? timelineText('paidBy', { checkNum, bank }) : timelineText('paidByNoBank', { checkNum })),
  /** How the step was taken (the audit's `via`): only the e-mail link's "via e-mail" is the portal's words. */
  via: (via: string | null) => (via === EMAIL_LINK_MESSAGES.viaEmail ? timelineText('viaEmail') : null),
  /** An action the portal does not name: its words as TIMELINE_LABELS.other made them. */
  other: (text: string) => timelineText('other', { text }),
} as const;

/** A step's text as GET /api/timeline/:id answers it. */
export const timelineTextSchema = z.object({ key: z.enum(TIMELINE_TEXT_KEYS), values: z.record(z.string(), z.string()) });
