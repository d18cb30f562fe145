import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, like } from 'drizzle-orm';
import { MAIL_MESSAGES, erpRejectionMeaning, renderMail, type InvoiceMailFacts } from '@faktura/domain';
import { id } from '@faktura/domain/i18n/id';
import { getTestContext } from '../helpers/app';
import { mailOutbox, users } from '../../src/db/schema/index';
import { enqueueMails } from '../../src/mail/index';
import { erpReasonIn, mailIn } from '../../src/mail/texts';

const TAG = `ML-${process.pid}`;
const facts: InvoiceMailFacts = { invoiceNo: 'INV-7', vendorName: 'PT Sinar Jaya Abadi', link: 'http://portal.test/#/x' };
// Two users of this file's own (copies of the demo vendor): one reads Indonesian, one has chosen nothing.
const ids: Record<'id' | 'none', number> = { id: 0, none: 0 };

beforeAll(async () => {
  const { database } = await getTestContext();
  const [vendor] = await database.db.select().from(users).where(eq(users.username, 'vendor'));
  if (!vendor) throw new Error('demo vendor user missing');
  const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = vendor;
  for (const key of ['id', 'none'] as const) {
    const [row] = await database.db
      .insert(users)
      .values({ ...copy, username: `${TAG}-${key}`, email: `${TAG}-${key}@portal.test`, language: key === 'id' ? 'id' : null })
      .returning({ id: users.id });
    ids[key] = row!.id;
  }
});

afterAll(async () => {
  const { database } = await getTestContext();
  await database.db.delete(mailOutbox).where(like(mailOutbox.dedupeKey, `${TAG}%`));
  await database.db.delete(users).where(inArray(users.id, Object.values(ids)));
});

describe('e-mails in the recipient’s language', () => {
  it('word every mail in English exactly as the domain’s MAIL_MESSAGES', () => {
    const en = mailIn('en');
    const schedule = { dueDate: '2026-08-17', expectedDate: '2026-08-20', amount: 'IDR 1,000.00' };
    const payment = { amount: 'IDR 1,000.00', paymentDate: '2026-08-17', reference: 'CHK-1', remittanceLink: 'http://p/#/r' };
    const decision = { approve: 'http://p/a', decline: 'http://p/d' };
    const pairs = [
      [en.rejected(facts, 'Wrong tax number'), MAIL_MESSAGES.rejected(facts, 'Wrong tax number')],
      [en.approved(facts), MAIL_MESSAGES.approved(facts)],
      [en.sentToErp(facts), MAIL_MESSAGES.sentToErp(facts)],
      [en.erpRejected(facts, ['A', 'B'], true), MAIL_MESSAGES.erpRejected(facts, ['A', 'B'], true)],
      [en.erpRejected(facts, ['A'], false), MAIL_MESSAGES.erpRejected(facts, ['A'], false)],
      [en.scheduled(facts, schedule), MAIL_MESSAGES.scheduled(facts, schedule)],
      [en.scheduled(facts, { ...schedule, expectedDate: schedule.dueDate }), MAIL_MESSAGES.scheduled(facts, { ...schedule, expectedDate: schedule.dueDate })],
      [en.paid(facts, payment), MAIL_MESSAGES.paid(facts, payment)],
      [en.taskAssigned(facts, 'IDR 5.00', decision), MAIL_MESSAGES.taskAssigned(facts, 'IDR 5.00', decision)],
      [en.taskAssigned(facts, 'IDR 5.00', null), MAIL_MESSAGES.taskAssigned(facts, 'IDR 5.00', null)],
      [
        en.delegationStarted('pic1', '2026-08-01', '2026-08-31', 'http://p/t'),
        MAIL_MESSAGES.delegationStarted('pic1', '2026-08-01', '2026-08-31', 'http://p/t'),
      ],
      [en.viewCode('INV-7', '123456'), MAIL_MESSAGES.viewCode('INV-7', '123456')],
      [en.digest('2026-08-17', [{ subject: 'a' }]), MAIL_MESSAGES.digest('2026-08-17', [{ subject: 'a' }])],
      [en.digest('2026-08-17', [{ subject: 'a' }, { subject: 'b' }]), MAIL_MESSAGES.digest('2026-08-17', [{ subject: 'a' }, { subject: 'b' }])],
    ];
    for (const [mine, domain] of pairs) expect(mine).toEqual(domain);
    expect(renderMail(en.approved(facts), en.frame)).toEqual(renderMail(MAIL_MESSAGES.approved(facts)));
  });

  it('sends one mail in Bahasa Indonesia to a user who reads it, and in English to one who chose nothing', async () => {
    const { database } = await getTestContext();
    await database.db.transaction((tx) =>
      enqueueMails(
        tx,
        (['id', 'none'] as const).map((key) => ({
          dedupeKey: `${TAG}-${key}`,
          event: 'INVOICE_REJECTED' as const,
          userId: ids[key],
          content: (lng: 'en' | 'id') => mailIn(lng).rejected(facts, 'NPWP salah'),
        })),
      ),
    );
    const rows = await database.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.dedupeKey, `${TAG}%`));
    const indonesian = rows.find((r) => r.dedupeKey === `${TAG}-id`)!;
    expect(indonesian.subject).toBe('Faktur INV-7 ditolak');
    expect(indonesian.textBody).toContain('Halo,\n\nFaktur Anda INV-7 ditolak.\n\nAlasan: NPWP salah\n');
    expect(indonesian.textBody).toContain('Buka faktur: http://portal.test/#/x');
    expect(indonesian.htmlBody).toContain('>Buka faktur</a>');
    expect(indonesian.textBody).toContain('Pesan ini dikirim oleh portal pemasok Faktura.');
    const english = rows.find((r) => r.dedupeKey === `${TAG}-none`)!;
    const expected = renderMail(MAIL_MESSAGES.rejected(facts, 'NPWP salah'));
    expect({ subject: english.subject, text: english.textBody, html: english.htmlBody }).toEqual(expected);
  });

  it('words the ERP’s refusals in the recipient’s language, the ERP’s own message kept', () => {
    expect(erpReasonIn('en', 'DUPLICATE INVOICE NUMBER')).toBe(erpRejectionMeaning('DUPLICATE INVOICE NUMBER').text);
    expect(erpReasonIn('id', 'DUPLICATE INVOICE NUMBER')).toBe(id.reports.erpRejections.DUPLICATE_INVOICE_NUMBER);
    expect(erpReasonIn('en', 'XYZ', 'Vendor on hold')).toBe('the ERP refused it: Vendor on hold');
    expect(erpReasonIn('id', 'XYZ', 'Vendor on hold')).toContain('Vendor on hold');
    expect(erpReasonIn('id', 'XYZ', 'Vendor on hold')).not.toBe('the ERP refused it: Vendor on hold');
  });
});
