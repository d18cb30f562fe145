import {
  EMAIL_LINK_PATHS,
  TASK_LINK_TTL_MS,
  TASK_PATHS,
  VIEW_LINK_TTL_MS,
  erpRejectionMeaning,
  erpRejectionsOf,
  formatMoney,
  invoiceDetailPath,
  invoiceKindOf,
  type InvoiceAction,
  type Language,
  type MailEvent,
} from '@faktura/domain';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { invoices, userVendorMappings, users } from '../db/schema/index';
import { enqueueMails, type MailToUser } from './enqueue';
import { createEmailLink } from './links';
import { PORTAL_PLACEHOLDER } from './sender';
import { erpReasonIn, mailIn, type MailBuild } from './texts';

type InvoiceFacts = Pick<
  typeof invoices.$inferSelect,
  'id' | 'revision' | 'invoiceNo' | 'vendorName' | 'instance' | 'orgId' | 'vendorId' | 'invoiceType' | 'createdBy' | 'currencyCode' | 'totalAmount' | 'status'
>;

/** A deep link into the web app; the portal's address is filled in when the mail leaves. */
export const deepLink = (path: string) => `${PORTAL_PLACEHOLDER}/#${path}`;

/** The supplier's users of each invoice (active mappings of its supplier and company) who have an e-mail address. */
export async function supplierUsersOf(tx: DbOrTx, rows: InvoiceFacts[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(rows.map((r) => [r.id, []]));
  if (!rows.length) return out;
  const m = userVendorMappings;
  const found = await tx
    .selectDistinct({ userId: m.userId, instance: m.instance, orgId: m.orgId, vendorId: m.vendorId })
    .from(m)
    .innerJoin(users, eq(users.id, m.userId))
    .where(
      and(
        eq(m.active, 'Y'),
        eq(users.typeUser, 'VENDOR'),
        isNotNull(users.email),
        or(...rows.map((r) => and(eq(m.instance, r.instance), eq(m.orgId, r.orgId), eq(m.vendorId, r.vendorId)))),
      ),
    );
  for (const r of rows) {
    out.set(
      r.id,
      found.filter((f) => f.instance === r.instance && f.orgId === r.orgId && f.vendorId === r.vendorId).map((f) => f.userId),
    );
  }
  return out;
}

/** A supplier's mail also carries a link that opens the invoice's timeline without a password (after a code mailed to the same address). */
async function withViewLink(tx: DbOrTx, userId: number, invoiceId: number, build: MailBuild): Promise<MailBuild> {
  const token = await createEmailLink(tx, { purpose: 'INVOICE_VIEW', userId, invoiceId, ttlMs: VIEW_LINK_TTL_MS });
  return (language) => {
    const content = build(language);
    return { ...content, links: [...content.links, { label: mailIn(language).viewTimeline, url: deepLink(EMAIL_LINK_PATHS.invoice(token)) }] };
  };
}

const amountOf = (r: InvoiceFacts, language: Language) => `${r.currencyCode} ${formatMoney(r.totalAmount, language)}`;

function supplierContent(action: InvoiceAction, row: InvoiceFacts, reason: string | null, data: unknown): { event: MailEvent; content: MailBuild } | null {
  const facts = { invoiceNo: row.invoiceNo, vendorName: row.vendorName, link: deepLink(invoiceDetailPath(row)) };
  switch (action) {
    case 'REJECT':
    case 'DECLINE':
      return { event: 'INVOICE_REJECTED', content: (lng) => mailIn(lng).rejected(facts, reason ?? '') };
    case 'RECOMMEND':
    case 'COMPLETE':
      return { event: 'INVOICE_APPROVED', content: (lng) => mailIn(lng).approved(facts) };
    case 'SUBMIT_TO_ERP':
      return { event: 'SENT_TO_ERP', content: (lng) => mailIn(lng).sentToErp(facts) };
    case 'ERP_REJECTED': {
      const rejections = erpRejectionsOf(data, reason);
      const supplierFixes = rejections.some((r) => erpRejectionMeaning(r.code, r.message).fixedBy === 'SUPPLIER');
      return {
        event: 'ERP_REJECTED',
        content: (lng) =>
          mailIn(lng).erpRejected(
            facts,
            rejections.map((r) => erpReasonIn(lng, r.code, r.message)),
            supplierFixes,
          ),
      };
    }
    default:
      return null;
  }
}

/**
 * The mails a status change sends, queued in its transaction: the supplier's users on a rejection,
 * approval, submission to the ERP or the ERP's refusal (PROXY invoices: also the PIC who entered
 * it, when declined); the recommender and today's substitutes (`taskUserIds`, as the in-app notices
 * found them) when an invoice waits for a recommendation, with single-use Approve and Decline links.
 */
export async function enqueueTransitionMails(
  tx: DbOrTx,
  change: { action: InvoiceAction; rows: InvoiceFacts[]; reason: string | null; data?: unknown; taskUserIds?: Array<{ invoiceId: number; userId: number }> },
): Promise<void> {
  const mails: MailToUser[] = [];
  const key = (row: InvoiceFacts, userId: number) => `${change.action}:${row.id}:r${row.revision}:u${userId}`;
  if (change.action === 'SEND_TO_RECOMMENDER') {
    const byId = new Map(change.rows.map((r) => [r.id, r]));
    for (const { invoiceId, userId } of change.taskUserIds ?? []) {
      const row = byId.get(invoiceId);
      if (!row) continue;
      const token = await createEmailLink(tx, { purpose: 'TASK_DECISION', userId, invoiceId, ttlMs: TASK_LINK_TTL_MS });
      const page = deepLink(EMAIL_LINK_PATHS.task(token));
      mails.push({
        dedupeKey: key(row, userId),
        event: 'TASK_ASSIGNED',
        userId,
        content: (lng) =>
          mailIn(lng).taskAssigned({ invoiceNo: row.invoiceNo, vendorName: row.vendorName, link: deepLink(TASK_PATHS.task(row.id)) }, amountOf(row, lng), {
            approve: `${page}?do=approve`,
            decline: `${page}?do=decline`,
          }),
      });
    }
    await enqueueMails(tx, mails);
    return;
  }
  const recipients = await supplierUsersOf(tx, change.rows);
  for (const row of change.rows) {
    const built = supplierContent(change.action, row, change.reason, change.data);
    if (!built) continue;
    for (const userId of recipients.get(row.id) ?? []) {
      mails.push({ dedupeKey: key(row, userId), event: built.event, userId, content: await withViewLink(tx, userId, row.id, built.content) });
    }
    if (change.action === 'DECLINE' && invoiceKindOf(row.invoiceType) === 'PROXY' && row.createdBy !== null) {
      mails.push({ dedupeKey: key(row, row.createdBy), event: built.event, userId: row.createdBy, content: built.content });
    }
  }
  await enqueueMails(tx, mails);
}

/** The substitute hears that a delegation names them (from its first day). */
export async function enqueueDelegationMail(
  tx: DbOrTx,
  d: { delegationId: number; delegator: string; substituteUserId: number; startDate: string; endDate: string },
): Promise<void> {
  await enqueueMails(tx, [
    {
      dedupeKey: `DELEGATION:${d.delegationId}:u${d.substituteUserId}`,
      event: 'DELEGATION_STARTED',
      userId: d.substituteUserId,
      content: (lng) => mailIn(lng).delegationStarted(d.delegator, d.startDate, d.endDate, deepLink(TASK_PATHS.list)),
    },
  ]);
}

export const invoiceFactsColumns = {
  id: invoices.id,
  revision: invoices.revision,
  invoiceNo: invoices.invoiceNo,
  vendorName: invoices.vendorName,
  instance: invoices.instance,
  orgId: invoices.orgId,
  vendorId: invoices.vendorId,
  invoiceType: invoices.invoiceType,
  createdBy: invoices.createdBy,
  currencyCode: invoices.currencyCode,
  totalAmount: invoices.totalAmount,
  status: invoices.status,
};

export async function invoiceFacts(tx: DbOrTx, ids: number[]): Promise<InvoiceFacts[]> {
  if (!ids.length) return [];
  return tx.select(invoiceFactsColumns).from(invoices).where(inArray(invoices.id, ids));
}
