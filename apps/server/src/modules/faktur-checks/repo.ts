import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { attachments, fakturChecks, invoiceLines, invoices } from '../../db/schema/index';
import { scopeCondition } from '../../lib/scope-filter';
import type { VendorScope } from '../auth/index';

export type CheckableFile = { id: number; originalName: string; storedName: string; contentType: string; size: number; invoiceId: number | null };

const fileColumns = {
  id: attachments.id,
  originalName: attachments.originalName,
  storedName: attachments.storedName,
  contentType: attachments.contentType,
  size: attachments.size,
  invoiceId: attachments.invoiceId,
};

/** A file the user may have checked: its own upload not yet attached, or a file of an invoice its scope covers. */
export async function findCheckableFile(db: DbOrTx, fileId: number, userId: number, scope: VendorScope): Promise<CheckableFile | undefined> {
  const [row] = await db
    .select(fileColumns)
    .from(attachments)
    .leftJoin(invoices, eq(invoices.id, attachments.invoiceId))
    .where(
      and(
        eq(attachments.id, fileId),
        or(
          and(isNull(attachments.invoiceId), isNull(attachments.debitNoteId), eq(attachments.uploadedBy, userId)),
          and(sql`${invoices.id} is not null`, scopeCondition(scope, invoices)),
        ),
      ),
    )
    .limit(1);
  return row;
}

export async function findInvoiceFiles(db: DbOrTx, invoiceId: number): Promise<CheckableFile[]> {
  return db.select(fileColumns).from(attachments).where(eq(attachments.invoiceId, invoiceId)).orderBy(asc(attachments.id));
}

export async function countInvoiceLines(db: DbOrTx, invoiceId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  return row?.n ?? 0;
}

export type StoredCheck = typeof fakturChecks.$inferSelect;

export async function findChecks(db: DbOrTx, invoiceId: number): Promise<StoredCheck[]> {
  return db.select().from(fakturChecks).where(eq(fakturChecks.invoiceId, invoiceId));
}

export async function saveCheck(db: DbOrTx, row: { attachmentId: number; invoiceId: number; verdict: string; findings: unknown }): Promise<StoredCheck> {
  const [saved] = await db
    .insert(fakturChecks)
    .values({ ...row, checkedAt: new Date() })
    .onConflictDoUpdate({
      target: fakturChecks.attachmentId,
      set: { invoiceId: row.invoiceId, verdict: row.verdict, findings: row.findings, checkedAt: new Date() },
    })
    .returning();
  return saved!;
}

export async function updateVerdict(db: DbOrTx, attachmentId: number, verdict: string, findings: unknown): Promise<void> {
  await db.update(fakturChecks).set({ verdict, findings }).where(eq(fakturChecks.attachmentId, attachmentId));
}
