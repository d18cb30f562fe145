import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  EMAIL_LINK_MESSAGES,
  VIEW_CODE_MAX_TRIES,
  VIEW_CODE_TTL_MS,
  formatMoney,
  validateRejectReason,
  type EmailLinkDone,
  type EmailLinkView,
  type UserType,
  type InvoiceTimeline,
} from '@faktura/domain';
import type { AppDeps } from '../../deps';
import { HttpError, badRequest, conflict, notFound, tooManyRequests } from '../../lib/errors';
import { enqueueMails, hashToken } from '../../mail/index';
import { mailIn } from '../../mail/texts';
import type { Actor } from '../auth/index';
import { getTimeline } from '../invoice-timeline/index';
import { approveTask, declineTask } from '../tasks/index';
import * as repo from './repo';

type Ctx = Pick<AppDeps, 'database' | 'erp'>;

/** A wait between two code mails for one link: one mailbox is not flooded by someone holding the link. */
const CODE_RESEND_MS = 60_000;

/** The link behind a token, or the refusal its page shows (never which part of a forged token was wrong). */
async function openLink(ctx: Ctx, token: string, purpose: 'TASK_DECISION' | 'INVOICE_VIEW', now: Date): Promise<repo.LinkRow> {
  const row = /^[A-Za-z0-9_-]{43}$/.test(token) ? await repo.findLink(ctx.database.db, hashToken(token)) : null;
  if (!row || row.link.purpose !== purpose || row.user.active !== 'Y') throw notFound(EMAIL_LINK_MESSAGES.invalid);
  if (purpose === 'TASK_DECISION' && row.link.usedAt) throw conflict(EMAIL_LINK_MESSAGES.used);
  if (row.link.expiresAt.getTime() <= now.getTime()) throw conflict(EMAIL_LINK_MESSAGES.expired);
  return row;
}

/** The link's user as the actor of what it does (no session: the token stands for the login). */
function actorOf(row: repo.LinkRow): Actor {
  const u = row.user;
  return {
    sessionId: 0,
    userId: u.id,
    username: u.username,
    typeUser: u.typeUser as UserType,
    role: u.roleCode,
    description: u.description,
    vendorId: u.vendorId,
    defaultOrgId: u.defaultOrgId,
    defaultInstance: u.defaultInstance,
    company: null,
  };
}

export async function describeLink(ctx: Ctx, token: string, now = new Date()): Promise<EmailLinkView> {
  const row = /^[A-Za-z0-9_-]{43}$/.test(token) ? await repo.findLink(ctx.database.db, hashToken(token)) : null;
  if (!row || row.user.active !== 'Y') throw notFound(EMAIL_LINK_MESSAGES.invalid);
  await openLink(ctx, token, row.link.purpose as 'TASK_DECISION' | 'INVOICE_VIEW', now);
  const inv = row.invoice;
  return {
    purpose: row.link.purpose as EmailLinkView['purpose'],
    invoiceNo: inv.invoiceNo,
    vendorName: inv.vendorName,
    amount: `${inv.currencyCode} ${formatMoney(inv.totalAmount)}`,
    approveText: EMAIL_LINK_MESSAGES.approveWill(inv.invoiceNo),
    declineText: EMAIL_LINK_MESSAGES.declineWill(inv.invoiceNo),
  };
}

/**
 * Decides the link's task as its user, through the task service (the same checks, audit and mails
 * as in the portal, marked "via e-mail"). The link is claimed first, so two clicks act once; a
 * refusal that is not about the link (the task went to someone else, a server error) gives it back.
 */
async function decideByLink(
  ctx: Ctx,
  token: string,
  decision: { action: 'approve' } | { action: 'decline'; reason: string },
  now: Date,
): Promise<EmailLinkDone> {
  const row = await openLink(ctx, token, 'TASK_DECISION', now);
  if (decision.action === 'decline') {
    const messages = validateRejectReason(decision.reason);
    if (messages.length) throw badRequest(...messages);
  }
  if (!(await repo.claimLink(ctx.database.db, row.link.id))) throw conflict(EMAIL_LINK_MESSAGES.used);
  const actor = actorOf(row);
  try {
    if (decision.action === 'approve') await approveTask(ctx, actor, row.invoice.id, row.invoice.revision, EMAIL_LINK_MESSAGES.viaEmail);
    else await declineTask(ctx, actor, row.invoice.id, row.invoice.revision, decision.reason, EMAIL_LINK_MESSAGES.viaEmail);
  } catch (error) {
    // Decided already (here or in the portal): the link has nothing left to do and stays used.
    if (!(error instanceof HttpError && error.code === 'CONFLICT')) await repo.releaseLink(ctx.database.db, row.link.id);
    throw error;
  }
  return { message: decision.action === 'approve' ? EMAIL_LINK_MESSAGES.approved(row.invoice.invoiceNo) : EMAIL_LINK_MESSAGES.declined(row.invoice.invoiceNo) };
}

export const approveByLink = (ctx: Ctx, token: string, now = new Date()) => decideByLink(ctx, token, { action: 'approve' }, now);
export const declineByLink = (ctx: Ctx, token: string, reason: string, now = new Date()) => decideByLink(ctx, token, { action: 'decline', reason }, now);

/** Mails a 6-digit code to the link's own user (never to an address the caller names). */
export async function sendViewCode(ctx: Ctx, token: string, now = new Date()): Promise<EmailLinkDone> {
  const row = await openLink(ctx, token, 'INVOICE_VIEW', now);
  const sentAt = row.link.codeExpiresAt ? row.link.codeExpiresAt.getTime() - VIEW_CODE_TTL_MS : null;
  if (sentAt !== null && now.getTime() - sentAt < CODE_RESEND_MS) throw tooManyRequests(EMAIL_LINK_MESSAGES.codeTooSoon);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.database.db.transaction(async (tx) => {
    await repo.setCode(tx, row.link.id, hashToken(code), new Date(now.getTime() + VIEW_CODE_TTL_MS));
    await enqueueMails(tx, [
      {
        dedupeKey: `VIEW_CODE:${row.link.id}:${now.getTime()}`,
        event: 'VIEW_CODE',
        userId: row.user.id,
        content: (lng) => mailIn(lng).viewCode(row.invoice.invoiceNo, code),
      },
    ]);
  });
  return { message: EMAIL_LINK_MESSAGES.codeSent };
}

/** The invoice's timeline as its supplier user sees it, with the right code (5 tries, 10 minutes). */
export async function viewByLink(ctx: Ctx, token: string, code: string, now = new Date()): Promise<InvoiceTimeline> {
  const row = await openLink(ctx, token, 'INVOICE_VIEW', now);
  const link = row.link;
  if (!link.codeHash || !link.codeExpiresAt) throw badRequest(EMAIL_LINK_MESSAGES.codeWrong);
  if (link.codeAttempts >= VIEW_CODE_MAX_TRIES) throw tooManyRequests(EMAIL_LINK_MESSAGES.codeTooManyTries);
  if (link.codeExpiresAt.getTime() <= now.getTime()) throw badRequest(EMAIL_LINK_MESSAGES.codeExpired);
  const given = Buffer.from(hashToken(code.trim()));
  const expected = Buffer.from(link.codeHash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    await repo.countWrongCode(ctx.database.db, link.id);
    throw badRequest(EMAIL_LINK_MESSAGES.codeWrong);
  }
  return getTimeline(ctx, actorOf(row), row.invoice.id);
}
