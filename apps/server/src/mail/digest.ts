import { renderMail } from '@faktura/domain';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox, users } from '../db/schema/index';
import { mailLanguage } from './enqueue';
import { mailIn } from './texts';

/**
 * Once a day (UTC), each user's events held for the digest (status DIGEST) from before today become
 * one mail about the day before: the digest row's key names the user and day, so running this again adds nothing, and
 * the events it covers become DIGESTED in the same transaction.
 */
export async function sendDailyDigests(db: Db, now: Date): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  const startOfDay = new Date(`${day}T00:00:00Z`);
  // The mail reports the day that just ended (its events), though it is written the day after.
  const reported = new Date(startOfDay.getTime() - 86_400_000).toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const held = await tx
      .select({ id: mailOutbox.id, userId: mailOutbox.userId, toAddress: mailOutbox.toAddress, subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'DIGEST'), lt(mailOutbox.createdAt, startOfDay)))
      .orderBy(asc(mailOutbox.id))
      .for('update', { skipLocked: true });
    const byUser = new Map<number, typeof held>();
    for (const h of held) if (h.userId !== null) byUser.set(h.userId, [...(byUser.get(h.userId) ?? []), h]);
    // Each digest in its reader's language (the events in it were written in the same one).
    const people = byUser.size
      ? await tx
          .select({ id: users.id, language: users.language })
          .from(users)
          .where(inArray(users.id, [...byUser.keys()]))
      : [];
    let sent = 0;
    for (const [userId, items] of byUser) {
      const mail = mailIn(mailLanguage(people.find((p) => p.id === userId)?.language));
      const rendered = renderMail(mail.digest(reported, items), mail.frame);
      const [row] = await tx
        .insert(mailOutbox)
        .values({
          dedupeKey: `DIGEST:${day}:u${userId}`,
          event: 'DAILY_DIGEST',
          userId,
          toAddress: items[items.length - 1]!.toAddress,
          subject: rendered.subject,
          textBody: rendered.text,
          htmlBody: rendered.html,
        })
        .onConflictDoNothing({ target: mailOutbox.dedupeKey })
        .returning({ id: mailOutbox.id });
      // The day's digest was already written (events that came in after it, e.g. a transaction
      // open across midnight): they stay held for the next day's digest rather than being lost.
      if (!row) continue;
      await tx
        .update(mailOutbox)
        .set({ status: 'DIGESTED', sentAt: sql`now()` })
        .where(
          inArray(
            mailOutbox.id,
            items.map((i) => i.id),
          ),
        );
      sent++;
    }
    return sent;
  });
}
