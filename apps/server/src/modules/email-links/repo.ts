import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailLinks, invoices, users } from '../../db/schema/index';

export type LinkRow = NonNullable<Awaited<ReturnType<typeof findLink>>>;

export async function findLink(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ link: emailLinks, invoice: invoices, user: users })
    .from(emailLinks)
    .innerJoin(invoices, eq(invoices.id, emailLinks.invoiceId))
    .innerJoin(users, eq(users.id, emailLinks.userId))
    .where(eq(emailLinks.tokenHash, tokenHash));
  return row ?? null;
}

/** Marks the link used unless it was already: true for the one caller that got it. */
export async function claimLink(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(emailLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailLinks.id, id), isNull(emailLinks.usedAt)))
    .returning({ id: emailLinks.id });
  return rows.length === 1;
}

/** Gives a claimed link back when acting failed for a reason that was not the link's. */
export async function releaseLink(db: DbOrTx, id: number): Promise<void> {
  await db.update(emailLinks).set({ usedAt: null }).where(eq(emailLinks.id, id));
}

export async function setCode(db: DbOrTx, id: number, codeHash: string, expiresAt: Date): Promise<void> {
  await db.update(emailLinks).set({ codeHash, codeExpiresAt: expiresAt, codeAttempts: 0 }).where(eq(emailLinks.id, id));
}

export async function countWrongCode(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(emailLinks)
    .set({ codeAttempts: sql`${emailLinks.codeAttempts} + 1` })
    .where(eq(emailLinks.id, id));
}
