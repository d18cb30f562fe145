import { formatDate } from '../format';
import type { MailEvent } from './events';

/** What a mail says: a subject, paragraphs of plain text, and links shown as buttons in HTML. */
export type MailContent = { subject: string; paragraphs: string[]; links: Array<{ label: string; url: string }> };
export type RenderedMail = { subject: string; text: string; html: string };

export type InvoiceMailFacts = { invoiceNo: string; vendorName: string; link: string };

export const MAIL_TEXTS = {
  greeting: 'Hello,',
  footer: 'This message was sent by the Faktura supplier portal. You can choose which e-mails you receive under E-mail notifications in the user menu.',
  openInvoice: 'Open the invoice',
  openTask: 'Open the task',
  approve: 'Approve',
  decline: 'Decline',
  linkExpiry: 'The Approve and Decline links work once, for 24 hours, and ask you to confirm before anything happens.',
  viewTimeline: "Follow the invoice's progress",
} as const;

const invoiceLink = (f: InvoiceMailFacts) => ({ label: MAIL_TEXTS.openInvoice, url: f.link });

/** Subjects and first sentences of each event's mail. */
export const MAIL_MESSAGES = {
  rejected: (f: InvoiceMailFacts, reason: string): MailContent => ({
    subject: `Invoice ${f.invoiceNo} was rejected`,
    paragraphs: [
      `Your invoice ${f.invoiceNo} was rejected.`,
      `Reason: ${reason}`,
      'What to do: correct the invoice as the reason says and submit it again in a new batch.',
    ],
    links: [invoiceLink(f)],
  }),
  approved: (f: InvoiceMailFacts): MailContent => ({
    subject: `Invoice ${f.invoiceNo} was approved`,
    paragraphs: [`Your invoice ${f.invoiceNo} was approved and goes on to finance for payment.`],
    links: [invoiceLink(f)],
  }),
  sentToErp: (f: InvoiceMailFacts): MailContent => ({
    subject: `Invoice ${f.invoiceNo} was sent for payment`,
    paragraphs: [`Your invoice ${f.invoiceNo} was sent to the buyer's accounting system to be scheduled for payment.`],
    links: [invoiceLink(f)],
  }),
  erpRejected: (f: InvoiceMailFacts, reasons: string[], supplierFixes: boolean): MailContent => ({
    subject: `Invoice ${f.invoiceNo} is held by the buyer's accounting system`,
    paragraphs: [
      `The buyer's accounting system did not accept your invoice ${f.invoiceNo}.`,
      ...reasons.map((r) => `Reason: ${r}`),
      supplierFixes
        ? 'What to do: correct the invoice as the reason says; the buyer cannot pay it until then.'
        : 'What to do: nothing for now; the buyer fixes this on their side and sends the invoice again.',
    ],
    links: [invoiceLink(f)],
  }),
  /** Dates as shown on screen (DD-MMM-YYYY); the expected date is the buyer's payment run on or after the due date. */
  scheduled: (f: InvoiceMailFacts, s: { dueDate: string; expectedDate: string; amount: string }): MailContent => ({
    subject: `Invoice ${f.invoiceNo} is scheduled for payment`,
    paragraphs: [
      `Your invoice ${f.invoiceNo} is scheduled for payment: ${s.amount} due on ${formatDate(s.dueDate)}.`,
      s.expectedDate === s.dueDate
        ? `It is expected to be paid on ${formatDate(s.expectedDate)}.`
        : `It is expected to be paid on ${formatDate(s.expectedDate)}, the buyer's first payment run on or after the due date.`,
    ],
    links: [invoiceLink(f)],
  }),
  paid: (f: InvoiceMailFacts, p: { amount: string; paymentDate: string; reference: string; remittanceLink: string }): MailContent => ({
    subject: `Invoice ${f.invoiceNo} was paid`,
    paragraphs: [`Your invoice ${f.invoiceNo} was paid: ${p.amount} on ${p.paymentDate}, reference ${p.reference}.`],
    links: [invoiceLink(f), { label: 'Remittance advice', url: p.remittanceLink }],
  }),
  taskAssigned: (f: InvoiceMailFacts, amount: string, decision: { approve: string; decline: string } | null): MailContent => ({
    subject: `Invoice ${f.invoiceNo} from ${f.vendorName} waits for your recommendation`,
    paragraphs: [`Invoice ${f.invoiceNo} from ${f.vendorName} (${amount}) waits for your recommendation.`, ...(decision ? [MAIL_TEXTS.linkExpiry] : [])],
    links: [
      ...(decision
        ? [
            { label: MAIL_TEXTS.approve, url: decision.approve },
            { label: MAIL_TEXTS.decline, url: decision.decline },
          ]
        : []),
      { label: MAIL_TEXTS.openTask, url: f.link },
    ],
  }),
  delegationStarted: (delegator: string, startDate: string, endDate: string, link: string): MailContent => ({
    subject: `${delegator} delegated their tasks to you`,
    paragraphs: [`${delegator} delegated their recommendation tasks to you from ${startDate} to ${endDate}.`],
    links: [{ label: MAIL_TEXTS.openTask, url: link }],
  }),
  viewCode: (invoiceNo: string, code: string): MailContent => ({
    subject: `Your code to view invoice ${invoiceNo}`,
    paragraphs: [`Your one-time code to view invoice ${invoiceNo} is ${code}.`, 'It is valid for 10 minutes. If you did not ask for it, ignore this e-mail.'],
    links: [],
  }),
  digest: (day: string, items: Array<{ subject: string }>): MailContent => ({
    subject: `Faktura daily digest for ${day}: ${items.length} ${items.length === 1 ? 'update' : 'updates'}`,
    paragraphs: [`Updates of ${day}:`, ...items.map((i) => `- ${i.subject}`)],
    links: [],
  }),
} as const;

/** Which event a mail belongs to, for preferences (the builders above do not know it). */
export type EventMail = { event: MailEvent; content: MailContent };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * The plain-text part (links written out, so a text-only reader can follow them) and the HTML
 * part (every text escaped: reasons and names come from users) of one mail. `texts`: the greeting
 * and footer in the recipient's language (English by default).
 */
export function renderMail(content: MailContent, texts: { greeting: string; footer: string } = MAIL_TEXTS): RenderedMail {
  const text = [
    texts.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...content.links.flatMap((l) => [`${l.label}: ${l.url}`]),
    ...(content.links.length ? [''] : []),
    '--',
    texts.footer,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;font-size:14px;color:#1f1f1f">',
    `<p>${escapeHtml(texts.greeting)}</p>`,
    ...content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...content.links.map(
      (l) =>
        `<p><a href="${escapeHtml(l.url)}" style="display:inline-block;padding:8px 16px;background:#1677ff;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(l.label)}</a></p>`,
    ),
    `<hr><p style="color:#666;font-size:12px">${escapeHtml(texts.footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: content.subject, text, html };
}
