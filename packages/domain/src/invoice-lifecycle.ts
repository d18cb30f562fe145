import { INVOICE_KINDS, authorTypeOf, type InvoiceKind } from './invoice-kind';
import { INVOICE_STATUSES, parseInvoiceStatus, type InvoiceStatus } from './invoice-status';
import type { UserType } from './roles';

/**
 * The one invoice life cycle (DESIGN §4) for every kind. The server's status writer is the only
 * code that applies it; screens only read `invoicePermissions` to decide what to show.
 */
export const INVOICE_ACTIONS = [
  'SUBMIT_BATCH',
  'RESUBMIT',
  'SEND_TO_RECOMMENDER',
  'RECOMMEND',
  'DECLINE',
  'REJECT',
  'COMPLETE',
  'SUBMIT_TO_ERP',
  'ERP_IMPORTED',
  'ERP_REJECTED',
] as const;
export type InvoiceAction = (typeof INVOICE_ACTIONS)[number];

/** Facts a transition may require before it is allowed (each has the spec's message). */
export type TransitionRequirement = 'reason' | 'verified' | 'bankAccount' | 'paymentMethod' | 'term' | 'chargeAccount' | 'payGroup';

/** SYSTEM: the server itself (the ERP outbox worker), never a logged-in user. */
export type TransitionActor = UserType | 'SYSTEM';

export type Transition = {
  action: InvoiceAction;
  kinds: readonly InvoiceKind[];
  from: readonly InvoiceStatus[];
  to: InvoiceStatus;
  actors: readonly TransitionActor[];
  requires: readonly TransitionRequirement[];
  /** RECOMMEND / DECLINE: only the recommender named on the supplier's category mapping, checked by the server. */
  recommenderOnly?: boolean;
};

const ALL_KINDS: readonly InvoiceKind[] = ['PO', 'NON_PO', 'PROXY'];
const REVIEWED_KINDS: readonly InvoiceKind[] = ['NON_PO', 'PROXY'];
const FINANCE_FIELDS: readonly TransitionRequirement[] = ['bankAccount', 'paymentMethod', 'term'];

export const INVOICE_TRANSITIONS: readonly Transition[] = [
  // A supplier's invoices (PO and non-PO alike) become OPEN when the batch holding them is submitted.
  { action: 'SUBMIT_BATCH', kinds: ['PO', 'NON_PO'], from: ['DRAFT'], to: 'OPEN', actors: ['VENDOR'], requires: [] },
  // Its author corrects a rejected invoice and sends it again.
  { action: 'RESUBMIT', kinds: ['PO', 'NON_PO'], from: ['REJECTED'], to: 'OPEN', actors: ['VENDOR'], requires: [] },
  { action: 'RESUBMIT', kinds: ['PROXY'], from: ['REJECTED'], to: 'OPEN', actors: ['PIC'], requires: [] },
  // PIC review: a verified non-PO invoice, or the PIC's own proxy invoice, goes to the recommender.
  {
    action: 'SEND_TO_RECOMMENDER',
    kinds: ['NON_PO'],
    from: ['OPEN'],
    to: 'REVIEW',
    actors: ['PIC'],
    requires: ['verified', ...FINANCE_FIELDS, 'chargeAccount'],
  },
  { action: 'SEND_TO_RECOMMENDER', kinds: ['PROXY'], from: ['DRAFT', 'OPEN'], to: 'REVIEW', actors: ['PIC'], requires: [...FINANCE_FIELDS, 'chargeAccount'] },
  { action: 'RECOMMEND', kinds: REVIEWED_KINDS, from: ['REVIEW'], to: 'PROCESSED', actors: ['PIC', 'ORACLE'], requires: [], recommenderOnly: true },
  { action: 'DECLINE', kinds: REVIEWED_KINDS, from: ['REVIEW'], to: 'REJECTED', actors: ['PIC', 'ORACLE'], requires: ['reason'], recommenderOnly: true },
  { action: 'REJECT', kinds: REVIEWED_KINDS, from: ['OPEN'], to: 'REJECTED', actors: ['PIC'], requires: ['reason'] },
  // Finance completes a PO invoice, rejects any invoice before it reaches the ERP, and submits it.
  { action: 'COMPLETE', kinds: ['PO'], from: ['OPEN'], to: 'PROCESSED', actors: ['ORACLE'], requires: FINANCE_FIELDS },
  { action: 'REJECT', kinds: ALL_KINDS, from: ['OPEN', 'PROCESSED'], to: 'REJECTED', actors: ['ORACLE'], requires: ['reason'] },
  { action: 'SUBMIT_TO_ERP', kinds: ALL_KINDS, from: ['PROCESSED'], to: 'PROCESSING', actors: ['ORACLE'], requires: [...FINANCE_FIELDS, 'payGroup'] },
  // The ERP's answer, delivered by the outbox worker: imported, or returned for correction with its reasons.
  { action: 'ERP_IMPORTED', kinds: ALL_KINDS, from: ['PROCESSING'], to: 'POSTED', actors: ['SYSTEM'], requires: [] },
  { action: 'ERP_REJECTED', kinds: ALL_KINDS, from: ['PROCESSING'], to: 'PROCESSED', actors: ['SYSTEM'], requires: ['reason'] },
];

export const LIFECYCLE_MESSAGES = {
  reason: 'Reason must be filled',
  verified: 'Please verify the invoice before submitting it to the recommender',
  bankAccount: 'Choose Bank Account',
  paymentMethod: 'Choose Payment Method',
  term: 'Choose Term',
  chargeAccount: 'Choose Charge of Account',
  payGroup: 'Choose PayGroup',
  notAllowed: (action: InvoiceAction, status: string) => `Action ${action} is not allowed on an invoice in status ${status}`,
  notRecommender: 'Only the recommender of this supplier can decide on this invoice',
} as const satisfies Record<TransitionRequirement, string> & Record<string, unknown>;

/** What a transition's requirements are checked against (absent or empty = not given). */
export type TransitionFacts = Partial<{
  reason: string | null;
  verified: boolean;
  bankAccountId: number | null;
  paymentMethod: string | null;
  termId: number | null;
  chargeAccountId: number | null;
  payGroup: string | null;
}>;

const MET: Record<TransitionRequirement, (f: TransitionFacts) => boolean> = {
  reason: (f) => !!f.reason?.trim(),
  verified: (f) => f.verified === true,
  bankAccount: (f) => !!f.bankAccountId,
  paymentMethod: (f) => !!f.paymentMethod?.trim(),
  term: (f) => !!f.termId,
  chargeAccount: (f) => !!f.chargeAccountId,
  payGroup: (f) => !!f.payGroup?.trim(),
};

/** The transition `action` takes from this invoice's state for this actor, if the table has one. */
export function findTransition(action: InvoiceAction, kind: InvoiceKind, status: string, actor: TransitionActor): Transition | undefined {
  const from = parseInvoiceStatus(status);
  if (!from) return undefined;
  return INVOICE_TRANSITIONS.find((t) => t.action === action && t.kinds.includes(kind) && t.from.includes(from) && t.actors.includes(actor));
}

export type TransitionCheck = { ok: true; transition: Transition } | { ok: false; messages: string[] };

/** Whether the action may run now: allowed from this state by this actor, and every requirement met (all messages at once). */
export function checkTransition(
  action: InvoiceAction,
  invoice: { kind: InvoiceKind; status: string },
  actor: TransitionActor,
  facts: TransitionFacts = {},
): TransitionCheck {
  const transition = findTransition(action, invoice.kind, invoice.status, actor);
  if (!transition) return { ok: false, messages: [LIFECYCLE_MESSAGES.notAllowed(action, invoice.status)] };
  const missing = transition.requires.filter((r) => !MET[r](facts)).map((r) => LIFECYCLE_MESSAGES[r]);
  return missing.length ? { ok: false, messages: missing } : { ok: true, transition };
}

/** Why the table refuses an action: the status never allows it, allows it to another actor, or only to the invoice's recommender. */
export type Refusal = 'status' | 'actor' | 'recommender';

export type Permission = { allowed: true; transition: Transition } | { allowed: false; refusal: Refusal; message: string };

const TRANSITION_ACTORS: readonly TransitionActor[] = ['VENDOR', 'PIC', 'ORACLE', 'SYSTEM'];

/**
 * The one question every screen and service asks of the life cycle: may `actor` take `action` on
 * this invoice now? Answered from the transition table alone; a transition's requirements (a
 * reason, finance fields) are checked when it runs (checkTransition). `recommender`: the actor is
 * the recommender of the invoice's supplier (the server checks the mapping).
 */
export function can(
  action: InvoiceAction,
  invoice: { kind: InvoiceKind; status: string },
  actor: TransitionActor,
  options: { recommender?: boolean } = {},
): Permission {
  const transition = findTransition(action, invoice.kind, invoice.status, actor);
  if (!transition) {
    const anyone = TRANSITION_ACTORS.some((a) => findTransition(action, invoice.kind, invoice.status, a));
    return { allowed: false, refusal: anyone ? 'actor' : 'status', message: LIFECYCLE_MESSAGES.notAllowed(action, invoice.status) };
  }
  if (transition.recommenderOnly && !options.recommender) return { allowed: false, refusal: 'recommender', message: LIFECYCLE_MESSAGES.notRecommender };
  return { allowed: true, transition };
}

const transitionsOf = (action: InvoiceAction, kind?: InvoiceKind, actor?: TransitionActor) =>
  INVOICE_TRANSITIONS.filter((t) => t.action === action && (!kind || t.kinds.includes(kind)) && (!actor || t.actors.includes(actor)));

/** The statuses `action` starts from (for one kind and actor when given): what a query for "invoices awaiting X" selects. */
export function statusesAllowing(action: InvoiceAction, kind?: InvoiceKind, actor?: TransitionActor): InvoiceStatus[] {
  const from = new Set(transitionsOf(action, kind, actor).flatMap((t) => t.from));
  return INVOICE_STATUSES.filter((s) => from.has(s));
}

/** The kinds of invoice `action` applies to at all. */
export function kindsAllowing(action: InvoiceAction): InvoiceKind[] {
  const kinds = new Set(transitionsOf(action).flatMap((t) => t.kinds));
  return INVOICE_KINDS.filter((k) => kinds.has(k));
}

/** Everything about an invoice the screen permissions depend on. */
export type InvoiceFacts = { kind: InvoiceKind; status: string; fileCount: number; lineCount: number; inBatch: boolean };

export type InvoicePermissions = {
  canEdit: boolean;
  canDelete: boolean;
  canUpload: boolean;
  canDeleteAttachment: boolean;
  canPrintGoodsReceipt: boolean;
  canAddToBatch: boolean;
  /** Life-cycle actions this viewer may start from here (requirements are checked when it does). */
  actions: InvoiceAction[];
};

/** Statuses in which an invoice's author may still change it: before it is sent, and after it is sent back. */
const EDITABLE: readonly InvoiceStatus[] = ['DRAFT', 'REJECTED'];

/** Whether an invoice in this status is still its author's to change (and so shows why it was sent back). */
export function isEditableStatus(status: string): boolean {
  const s = parseInvoiceStatus(status);
  return s !== null && EDITABLE.includes(s);
}

/** Whether `actor` may put an invoice in a batch: submitting the batch must be able to move it. */
export function canJoinBatch(invoice: { kind: InvoiceKind; status: string }, actor: TransitionActor): boolean {
  return can('SUBMIT_BATCH', invoice, actor).allowed;
}

/**
 * What a viewer may do with an invoice (spec screens 5, 7, 9): edit, line removal and goods
 * receipt print in DRAFT or REJECTED by its author; delete in DRAFT; upload when no file exists
 * yet, while editable, or as finance on any status; a PIC attaches to or removes files of the
 * non-PO invoices it reviews while OPEN or in REVIEW.
 */
export function invoicePermissions(invoice: InvoiceFacts, viewer: UserType): InvoicePermissions {
  const status = parseInvoiceStatus(invoice.status);
  const isAuthor = viewer === authorTypeOf(invoice.kind);
  const editable = isEditableStatus(invoice.status);
  const reviewing = viewer === 'PIC' && invoice.kind === 'NON_PO' && (status === 'OPEN' || status === 'REVIEW');
  const attachmentEditable = invoice.kind === 'PO' ? editable : status === 'DRAFT';
  return {
    canEdit: isAuthor && editable,
    canDelete: isAuthor && status === 'DRAFT',
    canUpload: (isAuthor && (invoice.fileCount === 0 || editable)) || viewer === 'ORACLE' || reviewing,
    canDeleteAttachment: (isAuthor && attachmentEditable) || reviewing,
    canPrintGoodsReceipt: invoice.kind === 'PO' && editable && invoice.lineCount > 0,
    canAddToBatch: isAuthor && canJoinBatch(invoice, viewer) && !invoice.inBatch,
    actions: INVOICE_ACTIONS.filter((a) => findTransition(a, invoice.kind, invoice.status, viewer)),
  };
}
