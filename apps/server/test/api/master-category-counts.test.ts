import { describe, expect, it } from 'vitest';
import { categoryListSchema, categoryRecordSchema } from '@faktura/domain';
import { injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';

describe('category list: detail lines', () => {
  it('counts each category’s own detail lines, as its single-category call does', async () => {
    const list = bodyOf(await injectAs('finance', { method: 'GET', url: '/api/master/categories?instance=AAM&orgId=82&pageSize=50' }), categoryListSchema);
    const forwarder = list.items.find((c) => c.name === 'FORWARDER')!;
    expect(forwarder.detailCount).toBe(3);
    expect(list.items.find((c) => c.name === 'DDN')!.detailCount).toBe(4);
    for (const c of list.items) {
      const one = bodyOf(await injectAs('finance', { method: 'GET', url: `/api/master/categories/${c.id}` }), categoryRecordSchema);
      expect(c.detailCount, c.name).toBe(one.details.length);
    }
  });
});
