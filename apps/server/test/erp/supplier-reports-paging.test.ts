import { describe, expect, it } from 'vitest';
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
});
