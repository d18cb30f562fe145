import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpDebitNotes } from '../../db/schema/erp';
import type { ErpWrites } from '../port';
import { int } from './format';
import { decimalOrReject, isIsoDate, Rejection, requireSupplierAndOrg, run } from './write-support';

/** submitDebitNote: an ERP debit note (credit memo) raised by finance in the portal. */
export function createDebitNoteWrites(db: Db): Pick<ErpWrites, 'submitDebitNote'> {
  return {
    submitDebitNote: (s) =>
      run(
        () =>
          db.transaction(async (tx) => {
            const dn = erpDebitNotes;
            const [previous] = await tx
              .select({ debitNoteId: dn.debitNoteId, dnNo: dn.dnNo, vendorId: dn.vendorId })
              .from(dn)
              .where(and(eq(dn.instance, s.instance), eq(dn.portalDebitNoteId, s.portalDebitNoteId)));
            if (previous && int(previous.vendorId) === s.vendorId && previous.dnNo.toUpperCase() === s.dnNo.trim().toUpperCase()) {
              return { accepted: true as const, erpId: String(previous.debitNoteId) };
            }
            if (previous) throw new Rejection(`Portal debit note ${s.portalDebitNoteId} was already imported as ${previous.dnNo}`);
            if (!s.dnNo.trim()) throw new Rejection('Debit note number is required');
            if (!isIsoDate(s.dnDate)) throw new Rejection(`Invalid debit note date: ${s.dnDate}`);
            if (decimalOrReject(s.amount, 'Debit note amount') <= 0n) throw new Rejection('Debit note amount must be positive');
            if (decimalOrReject(s.taxAmount, 'Tax amount') < 0n) throw new Rejection('Tax amount cannot be negative');
            const supplierName = await requireSupplierAndOrg(tx, s.instance, s.vendorId, s.orgId);
            const [duplicate] = await tx
              .select({ id: dn.debitNoteId })
              .from(dn)
              .where(and(eq(dn.instance, s.instance), eq(dn.vendorId, s.vendorId), sql`upper(${dn.dnNo}) = ${s.dnNo.trim().toUpperCase()}`));
            if (duplicate) throw new Rejection(`Debit note number ${s.dnNo} already exists for supplier ${supplierName}`);
            const [inserted] = await tx
              .insert(dn)
              .values({
                instance: s.instance,
                orgId: s.orgId,
                vendorId: s.vendorId,
                dnNo: s.dnNo.trim(),
                dnDate: s.dnDate,
                description: s.description,
                amount: s.amount,
                taxAmount: s.taxAmount,
                source: 'PORTAL',
                portalDebitNoteId: s.portalDebitNoteId,
              })
              .returning({ debitNoteId: dn.debitNoteId });
            return { accepted: true as const, erpId: String(int(inserted?.debitNoteId)) };
          }),
        `Debit note number ${s.dnNo} already exists for supplier ${s.vendorId}`,
      ),
  };
}
