import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import { emailLinks } from '../db/schema/index';

export type EmailLinkPurpose = 'TASK_DECISION' | 'INVOICE_VIEW';

/** Only the token's SHA-256 is stored: a copy of the table opens no link. */
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new link's token (32 random bytes, base64url), stored as its hash, bound to one user and invoice, expiring. */
export async function createEmailLink(
  tx: DbOrTx,
  link: { purpose: EmailLinkPurpose; userId: number; invoiceId: number; ttlMs: number; now?: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = link.now ?? new Date();
  await tx.insert(emailLinks).values({
    tokenHash: hashToken(token),
    purpose: link.purpose,
    userId: link.userId,
    invoiceId: link.invoiceId,
    expiresAt: new Date(now.getTime() + link.ttlMs),
  });
  return token;
}
