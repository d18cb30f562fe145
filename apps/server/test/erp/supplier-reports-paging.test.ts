import { and, eq, gte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { erpApInvoices, erpInvoicePayments, erpPayments, erpSuppliers } from '../../src/db/schema/erp';
import { createSupplierReports } from '../../src/erp/reference/supplier-reports';
import { getTestContext } from '../helpers/app';

const { database } = await getTestContext();

describe('reference ERP: reports streamed in keyset pages', () => {
  // Pages of 4 over the demo supplier's rows: every page boundary continues exactly after the last row.
  const small = createSupplierReports(database.db, 4);

  it('streams every payment once, in the list’s order, across many pages', async () => {
    const q = { instance: 'AAM', vendorId: 3001, orgId: 82 };
    const all = await small.listPayments(q);
    expect(all.length).toBeGreaterThan(12);
    const streamed = [];
    for await (const p of small.streamPayments(q)) streamed.push(p);
    expect(streamed).toEqual(all);
  });

  it('streams every installment once, with filters, across many pages', async () => {
    const q = { instance: 'AAM', vendorId: 3001, orgId: 82, fromDate: '2026-01-01' };
    const all = await small.listPaymentSchedules(q);
    expect(all.length).toBeGreaterThan(12);
    const streamed = [];
    for await (const s of small.streamPaymentSchedules(q)) streamed.push(s);
    expect(streamed).toEqual(all);
  });

  // The export reads a row as one text split on U+001F (a row holding that character comes as JSON):
  // every character of the free text must come back as the list (Drizzle) reads it.
  it('streams free text exactly, whatever characters it holds, and a missing exchange date as none', async () => {
    const db = database.db;
    const vendorId = 987_654;
    const texts = [
      'tab\there',
      'line\nbreak\r\nand CR',
      'quote " and \' apostrophe, comma; semicolon',
      'back\\slash \\n not a newline',
      'unit\u001fseparator inside',
      '["looks","like",{"json":1}]',
      'emoji 💸 Rp ñ 中文',
      '',
      '\u0001\u0002 control',
    ];
    const clear = async () => {
      await db.delete(erpInvoicePayments).where(and(eq(erpInvoicePayments.instance, 'AAM'), gte(erpInvoicePayments.checkId, vendorId * 1000)));
      await db.delete(erpPayments).where(and(eq(erpPayments.instance, 'AAM'), eq(erpPayments.vendorId, vendorId)));
      await db.delete(erpApInvoices).where(and(eq(erpApInvoices.instance, 'AAM'), eq(erpApInvoices.vendorId, vendorId)));
      await db.delete(erpSuppliers).where(and(eq(erpSuppliers.instance, 'AAM'), eq(erpSuppliers.vendorId, vendorId)));
    };
    await clear();
    try {
      await db.insert(erpSuppliers).values({ instance: 'AAM', vendorId, vendorNumber: 'V987654', name: 'PT Teks\u001fAneh "Tbk"' });
      await db.insert(erpApInvoices).values(
        texts.map((text, i) => ({
          instance: 'AAM',
          invoiceId: vendorId * 1000 + i,
          orgId: 82,
          vendorId,
          invoiceNum: i === 4 ? `INV\u001f${i}` : `INV\t${i}`,
          invoiceDate: '2025-01-01',
          invoiceAmount: '1.00',
          totalAmount: '1.00',
          description: text,
        })),
      );
      await db.insert(erpPayments).values(
        texts.map((text, i) => ({
          instance: 'AAM',
          checkId: vendorId * 1000 + i,
          checkNum: `C${i}`,
          checkDate: '2025-02-01',
          vendorId,
          orgId: 82,
          amount: `${i}.05`,
          exchangeDate: i % 2 ? '2025-02-03' : null,
          paymentMethod: 'EFT',
          bankName: text.slice(0, 100),
          bankAccountNum: i === 6 ? `\u001f${i}` : `951170004${i}`,
          bankAccountName: `${text} name`,
        })),
      );
      await db
        .insert(erpInvoicePayments)
        .values(texts.map((_, i) => ({ instance: 'AAM', checkId: vendorId * 1000 + i, invoiceId: vendorId * 1000 + i, paymentNum: 1, amount: `${i}.05` })));
      const q = { instance: 'AAM', vendorId, orgId: 82 };
      const all = await small.listPayments(q);
      expect(all.map((p) => p.description).sort()).toEqual([...texts].sort());
      expect(all.filter((p) => p.exchangeDate === null)).toHaveLength(5);
      const streamed = [];
      for await (const p of small.streamPayments(q)) streamed.push(p);
      expect(streamed).toEqual(all);
    } finally {
      await clear();
    }
  });
});
