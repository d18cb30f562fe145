import { DAILY_DIGEST, renderMail, type Language, type MailContent, type MailEvent } from '@faktura/domain';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { mailOutbox, mailPreferences, users } from '../db/schema/index';
import { mailIn, type MailBuild } from './texts';

export type MailToUser = {
  /** One event, one mail: a second enqueue with the same key keeps the first. */
  dedupeKey: string;
  event: MailEvent | 'VIEW_CODE';
  userId: number;
  /** Built in the recipient's language (users.language, English when none); a MailContent goes as it is. */
  content: MailContent | MailBuild;
};

/** A user's language for their mail: English until they choose one. */
export const mailLanguage = (language: string | null | undefined): Language => (language === 'id' ? 'id' : 'en');

/**
 * Queues mail to users in the caller's transaction: to their e-mail address (a user without one,
 * or inactive, gets none), only for events they have on. A finance user with the daily digest on
 * gets the event in the digest (status DIGEST) instead of a mail of its own. VIEW_CODE (a code the
 * user just asked for) ignores preferences and the digest.
 */
export async function enqueueMails(tx: DbOrTx, mails: MailToUser[]): Promise<number> {
  if (!mails.length) return 0;
  const ids = [...new Set(mails.map((m) => m.userId))];
  const [people, prefs] = await Promise.all([
    tx
      .select({ id: users.id, email: users.email, typeUser: users.typeUser, language: users.language })
      .from(users)
      .where(and(inArray(users.id, ids), eq(users.active, 'Y'), isNotNull(users.email))),
    tx.select().from(mailPreferences).where(inArray(mailPreferences.userId, ids)),
  ]);
  const byId = new Map(people.map((p) => [p.id, p]));
  const pref = (userId: number, event: string) => prefs.find((p) => p.userId === userId && p.event === event)?.enabled;
  const rows = [];
  for (const mail of mails) {
    const person = byId.get(mail.userId);
    const to = person?.email?.trim();
    if (!person || !to) continue;
    const forced = mail.event === 'VIEW_CODE';
    if (!forced && pref(mail.userId, mail.event) === false) continue;
    const digest = !forced && person.typeUser === 'ORACLE' && pref(mail.userId, DAILY_DIGEST) === true;
    const language = mailLanguage(person.language);
    const content = typeof mail.content === 'function' ? mail.content(language) : mail.content;
    const rendered = renderMail(content, mailIn(language).frame);
    rows.push({
      dedupeKey: mail.dedupeKey.slice(0, 200),
      event: mail.event,
      userId: mail.userId,
      toAddress: to,
      subject: rendered.subject.slice(0, 300),
      textBody: rendered.text,
      htmlBody: rendered.html,
      status: digest ? 'DIGEST' : 'PENDING',
    });
  }
  if (!rows.length) return 0;
  const inserted = await tx.insert(mailOutbox).values(rows).onConflictDoNothing({ target: mailOutbox.dedupeKey }).returning({ id: mailOutbox.id });
  return inserted.length;
}
