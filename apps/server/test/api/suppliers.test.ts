import { describe, expect, it } from 'vitest';
import { injectAs } from '../helpers/app';

describe('supplier choices', () => {
  it('lets finance search every supplier of an instance', async () => {
    const res = await injectAs('finance', { method: 'GET', url: '/api/suppliers?instance=AAM&search=maju' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((s: { name: string }) => s.name)).toContain('CV Maju Bersama');
  });

  it('shows a PIC only its mapped suppliers', async () => {
    const items = (await injectAs('pic', { method: 'GET', url: '/api/suppliers?instance=AAM' })).json().items as Array<{ vendorId: number }>;
    expect(items.map((s) => s.vendorId).sort()).toEqual([3001, 3002]);
  });

  it('never lists suppliers to a supplier', async () => {
    expect((await injectAs('vendor', { method: 'GET', url: '/api/suppliers?instance=AAM' })).statusCode).toBe(403);
  });
});
