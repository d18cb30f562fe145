import { eq } from 'drizzle-orm';
import { sumMoney } from '@faktura/domain';
import type { Db } from '../client';
import type { ErpPort } from '../../erp/port';
import { auditEvents, debitNoteLines, debitNotes, users } from '../schema/index';

/**
 * A debit note finance has already made for PT Sinar Jaya Abadi (from its newest ERP debit note in
 * AAM/82), so the supplier's Nota Debit list shows one on a fresh start, with its audit event.
 * The older ERP debit notes stay free for finance to create from.
 */
export async function seedMasterDemo(db: Db, erp: ErpPort): Promise<void> {
  const [finance] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'finance'));
  const notes = await erp.listDebitNotes({ instance: 'AAM', orgId: 82, vendorId: 3001 });
  const newest = notes.at(-1);
  if (!finance || !newest) return;
  const supplier = await erp.getSupplier('AAM', 3001);
  const [note] = await db
    .insert(debitNotes)
    .values({
      instance: 'AAM',
      orgId: 82,
      vendorId: 3001,
      vendorName: supplier?.name ?? '',
      erpDebitNoteId: newest.debitNoteId,
      dnNo: newest.dnNo,
      dnDate: newest.dnDate,
      extaxNo: '010.000-26.00001234',
      extaxDate: newest.dnDate,
      description: newest.description,
      currencyCode: newest.currencyCode,
      amount: newest.amount,
      taxAmount: newest.taxAmount,
      totalAmount: sumMoney([newest.amount, newest.taxAmount]),
      createdBy: finance.id,
    })
    .returning({ id: debitNotes.id });
  await db.insert(debitNoteLines).values(
    newest.lines.map(({ lineNumber, poHeaderId, poLineId, poNumber, itemDescription, uom, unitPrice, quantity, amount }) => ({
      debitNoteId: note!.id,
      lineNumber,
      poHeaderId,
      poLineId,
      poNumber,
      itemDescription,
      uom,
      unitPrice,
      quantity,
      amount,
    })),
  );
  await db.insert(auditEvents).values({
    actorUserId: finance.id,
    entity: 'debit-note',
    entityId: String(note!.id),
    action: 'CREATE',
    data: { before: null, after: { dnNo: newest.dnNo, vendorId: 3001, extaxNo: '010.000-26.00001234', extaxDate: newest.dnDate } },
  });
}
