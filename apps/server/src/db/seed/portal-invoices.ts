import { eq } from 'drizzle-orm';
import { floorToWholeRupiah, formatTaxInvoiceNumber, lineAmount, openReceiptQuantity, percentOf, sumMoney } from '@faktura/domain';
import type { Db } from '../client';
import type { ErpPort } from '../../erp/port';
import { batchCounters, batches, invoiceLines, invoices, users } from '../schema/index';

type Plan = { invoiceNo: string; status: string; batch: string | null; daysAgo: number; lines: number };

/** Demo invoices in every state, billing real receipt lines of the reference ERP. */
const PLANS: Record<string, Plan[]> = {
  'AAM/82/3001': [
    { invoiceNo: 'SJA/INV/2026/0101', status: 'POSTED', batch: 'AAM-82-00001', daysAgo: 40, lines: 3 },
    { invoiceNo: 'SJA/INV/2026/0102', status: 'PROCESSED', batch: 'AAM-82-00001', daysAgo: 38, lines: 2 },
    { invoiceNo: 'SJA/INV/2026/0103', status: 'OPEN', batch: 'AAM-82-00002', daysAgo: 20, lines: 2 },
    { invoiceNo: 'SJA/INV/2026/0104', status: 'REJECTED', batch: null, daysAgo: 12, lines: 1 },
    { invoiceNo: 'SJA/INV/2026/0105', status: 'DRAFT', batch: null, daysAgo: 3, lines: 2 },
    { invoiceNo: 'SJA/INV/2026/0106', status: 'DRAFT', batch: null, daysAgo: 1, lines: 1 },
  ],
  'COMET/201/7001': [
    { invoiceNo: 'SJA/CMT/2026/0011', status: 'OPEN', batch: 'COMET-201-00001', daysAgo: 15, lines: 2 },
    { invoiceNo: 'SJA/CMT/2026/0012', status: 'DRAFT', batch: null, daysAgo: 2, lines: 1 },
  ],
  'AAM/82/3002': [
    { invoiceNo: 'MB-001/XI/2026', status: 'OPEN', batch: 'AAM-82-00003', daysAgo: 9, lines: 2 },
    { invoiceNo: 'MB-002/XI/2026', status: 'DRAFT', batch: null, daysAgo: 4, lines: 1 },
  ],
};

const BASE = Date.UTC(2026, 10, 20, 10, 0);

/** A batch is PROCESSING once finance has worked on any of its invoices, else OPEN. */
function batchStatus(plans: Plan[], batch: string): string {
  const worked = plans.some((p) => p.batch === batch && ['PROCESSED', 'PROCESSING', 'POSTED'].includes(p.status));
  return worked ? 'PROCESSING' : 'OPEN';
}
const day = (n: number) => new Date(BASE - n * 86_400_000);

export async function seedPortalInvoices(db: Db, erp: ErpPort): Promise<void> {
  const [vendorUser] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'vendor'));
  const batchIds = new Map<string, number>();
  for (const [key, plans] of Object.entries(PLANS)) {
    const [instance = '', orgText = '', vendorText = ''] = key.split('/');
    const orgId = Number(orgText);
    const vendorId = Number(vendorText);
    const supplier = await erp.getSupplier(instance, vendorId);
    const needed = plans.reduce((n, p) => n + p.lines, 0);
    const { items } = await erp.listReceiptLines({ instance, orgId, vendorId, onlyOpen: true, limit: needed + 20, offset: 20 });
    let next = 0;
    for (const [index, plan] of plans.entries()) {
      const taxDigits = `0100002600${String(vendorId).slice(-3)}${String(index + 1).padStart(3, '0')}`;
      const chosen = items.slice(next, next + plan.lines);
      next += plan.lines;
      if (chosen.length === 0) continue;
      const lines = chosen.map((r, i) => {
        const quantity = openReceiptQuantity(r);
        const amount = lineAmount(quantity, r.unitPrice);
        return { r, i, quantity, amount, tax: floorToWholeRupiah(percentOf(amount, '11')) };
      });
      const invoiceAmount = sumMoney(lines.map((l) => l.amount));
      const taxAmount = sumMoney(lines.map((l) => l.tax));
      let batchId: number | null = null;
      if (plan.batch) {
        batchId = batchIds.get(plan.batch) ?? null;
        if (!batchId) {
          const [b] = await db
            .insert(batches)
            .values({
              batchNo: plan.batch,
              vendorId,
              vendorName: supplier?.name ?? '',
              orgId,
              instance,
              status: batchStatus(plans, plan.batch),
              createdBy: vendorUser?.id,
              createdAt: day(plan.daysAgo),
              submittedAt: day(plan.daysAgo),
            })
            .returning({ id: batches.id });
          batchId = b!.id;
          batchIds.set(plan.batch, batchId);
        }
      }
      const [invoice] = await db
        .insert(invoices)
        .values({
          invoiceNo: plan.invoiceNo,
          invoiceDate: day(plan.daysAgo).toISOString().slice(0, 10),
          taxNo: formatTaxInvoiceNumber(taxDigits),
          taxNoDigits: taxDigits,
          taxDate: day(plan.daysAgo).toISOString().slice(0, 10),
          description: `Invoice for ${chosen[0]!.poNumber}`,
          status: plan.status,
          vendorId,
          vendorName: supplier?.name ?? `Supplier ${vendorId}`,
          orgId,
          instance,
          batchId,
          invoiceAmount,
          taxAmount,
          totalAmount: sumMoney([invoiceAmount, taxAmount]),
          taxRate: '11',
          reason: plan.status === 'REJECTED' ? 'Faktur pajak tidak sesuai dengan nilai invoice' : null,
          createdAt: day(plan.daysAgo),
          updatedAt: day(plan.daysAgo),
        })
        .returning({ id: invoices.id });
      await db.insert(invoiceLines).values(
        lines.map(({ r, i, quantity, amount, tax }) => ({
          invoiceId: invoice!.id,
          lineNum: i + 1,
          rcvTransactionId: r.rcvTransactionId,
          poHeaderId: r.poHeaderId,
          poLineId: r.poLineId,
          poNumber: r.poNumber,
          poLineNum: r.poLineNum,
          shipmentHeaderId: r.shipmentHeaderId,
          shipmentLineId: r.shipmentLineId,
          itemDescription: r.itemDescription,
          quantity,
          unitPrice: r.unitPrice,
          amount,
          vatCode: 'PPN 11%',
          vatRate: '11',
          taxAmount: tax,
        })),
      );
    }
  }
  await db.insert(batchCounters).values([
    { instance: 'AAM', orgId: 82, lastNo: 3 },
    { instance: 'COMET', orgId: 201, lastNo: 1 },
  ]);
  // Batch totals are the sum of their invoices.
  for (const batchId of batchIds.values()) {
    const rows = await db.select({ total: invoices.totalAmount }).from(invoices).where(eq(invoices.batchId, batchId));
    await db
      .update(batches)
      .set({ amount: sumMoney(rows.map((r) => r.total)) })
      .where(eq(batches.id, batchId));
  }
}
