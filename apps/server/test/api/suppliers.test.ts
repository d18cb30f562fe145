import { describe, expect, it } from 'vitest';
import { supplierOptionSchema } from '@faktura/domain';
import { injectAs } from '../helpers/app';
import { bodyOf, itemsSchema } from '../helpers/body';

describe('supplier choices', () => {
  it('lets finance search every supplier of an instance', async () => {
    const res = await injectAs('finance', { method: 'GET', url: '/api/suppliers?instance=AAM&search=maju' });
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res, itemsSchema(supplierOptionSchema)).items.map((s: { name: string }) => s.name)).toContain('CV Maju Bersama');
  });

  it('shows a PIC only its mapped suppliers', async () => {
    const items = bodyOf(await injectAs('pic', { method: 'GET', url: '/api/suppliers?instance=AAM' }), itemsSchema(supplierOptionSchema)).items as Array<{
      vendorId: number;
    }>;
    expect(items.map((s) => s.vendorId).sort()).toEqual([3001, 3002]);
  });

  it('never lists suppliers to a supplier', async () => {
    expect((await injectAs('vendor', { method: 'GET', url: '/api/suppliers?instance=AAM' })).statusCode).toBe(403);
  });
});
