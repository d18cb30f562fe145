import { ERP_REJECTION_MEANINGS, erpRejectionMeaning, formatDate, type InvoiceMailFacts, type Language, type MailContent } from '@faktura/domain';
import { catalogueText, serverText } from '../lib/messages-language';

/** The catalogue key of each ERP refusal's English text, as the screens find it (codes sharing a text share its words). */
const ERP_TEXT_KEYS = new Map<string, string>();
for (const [code, meaning] of Object.entries(ERP_REJECTION_MEANINGS)) {
  if (!ERP_TEXT_KEYS.has(meaning.text)) ERP_TEXT_KEYS.set(meaning.text, `reports.erpRejections.${code.replace(/[^A-Z0-9]+/g, '_')}`);
}

/** One ERP refusal in words (the domain's erpRejectionMeaning) in `language`; one the portal has no words for says the ERP's. */
export function erpReasonIn(language: Language, code: string, message?: string | null): string {
  const english = erpRejectionMeaning(code, message).text;
  if (language === 'en') return english;
  const key = ERP_TEXT_KEYS.get(english);
  if (key) return catalogueText(language, key);
  return message?.trim()
    ? catalogueText(language, 'reports.statusReasons.erpMessage', { message: message.trim() })
    : catalogueText(language, 'reports.statusReasons.erpCode', { code });
}

/** A mail built once its recipient's language is known (users.language; English when none). */
export type MailBuild = (language: Language) => MailContent;

/**
 * The domain's MAIL_MESSAGES in a language: the same mails, worded by the catalogue's
 * `server.mail` texts. In English they equal MAIL_MESSAGES exactly (tested).
 */
export function mailIn(language: Language) {
  const t = (key: Parameters<typeof serverText<'mail'>>[2], values?: Record<string, string | number>) => serverText(language, 'mail', key, values);
  const invoiceLink = (f: InvoiceMailFacts) => ({ label: t('openInvoice'), url: f.link });
  const no = (f: InvoiceMailFacts) => ({ invoiceNo: f.invoiceNo });
  return {
    /** The greeting and footer every mail carries (renderMail's second argument). */
    frame: { greeting: t('greeting'), footer: t('footer') },
    viewTimeline: t('viewTimeline'),
    rejected: (f: InvoiceMailFacts, reason: string): MailContent => ({
      subject: t('rejectedSubject', no(f)),
      paragraphs: [t('rejectedIntro', no(f)), t('reason', { reason }), t('rejectedTodo')],
      links: [invoiceLink(f)],
    }),
    approved: (f: InvoiceMailFacts): MailContent => ({
      subject: t('approvedSubject', no(f)),
      paragraphs: [t('approvedIntro', no(f))],
      links: [invoiceLink(f)],
    }),
    sentToErp: (f: InvoiceMailFacts): MailContent => ({
      subject: t('sentToErpSubject', no(f)),
      paragraphs: [t('sentToErpIntro', no(f))],
      links: [invoiceLink(f)],
    }),
    erpRejected: (f: InvoiceMailFacts, reasons: string[], supplierFixes: boolean): MailContent => ({
      subject: t('erpRejectedSubject', no(f)),
      paragraphs: [
        t('erpRejectedIntro', no(f)),
        ...reasons.map((reason) => t('reason', { reason })),
        t(supplierFixes ? 'erpRejectedSupplierFixes' : 'erpRejectedBuyerFixes'),
      ],
      links: [invoiceLink(f)],
    }),
    scheduled: (f: InvoiceMailFacts, s: { dueDate: string; expectedDate: string; amount: string }): MailContent => ({
      subject: t('scheduledSubject', no(f)),
      paragraphs: [
        t('scheduledIntro', { ...no(f), amount: s.amount, dueDate: formatDate(s.dueDate, language) }),
        t(s.expectedDate === s.dueDate ? 'scheduledExpected' : 'scheduledExpectedRun', { date: formatDate(s.expectedDate, language) }),
      ],
      links: [invoiceLink(f)],
    }),
    paid: (f: InvoiceMailFacts, p: { amount: string; paymentDate: string; reference: string; remittanceLink: string }): MailContent => ({
      subject: t('paidSubject', no(f)),
      paragraphs: [t('paidIntro', { ...no(f), amount: p.amount, paymentDate: p.paymentDate, reference: p.reference })],
      links: [invoiceLink(f), { label: t('remittanceAdvice'), url: p.remittanceLink }],
    }),
    taskAssigned: (f: InvoiceMailFacts, amount: string, decision: { approve: string; decline: string } | null): MailContent => ({
      subject: t('taskSubject', { ...no(f), vendorName: f.vendorName }),
      paragraphs: [t('taskIntro', { ...no(f), vendorName: f.vendorName, amount }), ...(decision ? [t('linkExpiry')] : [])],
      links: [
        ...(decision
          ? [
              { label: t('approve'), url: decision.approve },
              { label: t('decline'), url: decision.decline },
            ]
          : []),
        { label: t('openTask'), url: f.link },
      ],
    }),
    delegationStarted: (delegator: string, startDate: string, endDate: string, link: string): MailContent => ({
      subject: t('delegationSubject', { delegator }),
      paragraphs: [t('delegationIntro', { delegator, startDate, endDate })],
      links: [{ label: t('openTask'), url: link }],
    }),
    viewCode: (invoiceNo: string, code: string): MailContent => ({
      subject: t('viewCodeSubject', { invoiceNo }),
      paragraphs: [t('viewCodeIntro', { invoiceNo, code }), t('viewCodeValidity')],
      links: [],
    }),
    digest: (day: string, items: Array<{ subject: string }>): MailContent => ({
      subject: t(items.length === 1 ? 'digestSubjectOne' : 'digestSubjectMany', { day, count: items.length }),
      paragraphs: [t('digestIntro', { day }), ...items.map((i) => `- ${i.subject}`)],
      links: [],
    }),
  };
}
