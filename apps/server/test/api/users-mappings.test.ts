import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { USER_MESSAGES, userMappingListSchema, userMappingSchema, userSchema } from '@faktura/domain';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';

const { app, database } = await getTestContext();

let serial = 0;
async function newVendorUser() {
  serial += 1;
  const res = await injectAs('finance', {
    method: 'POST',
    url: '/api/users',
    payload: { username: `map${serial}-${process.pid}`, password: 'rahasia-1', role: 'VENDOR', company: '82-AAM', userCode: `M${serial}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return bodyOf(res, userSchema);
}

const save = (payload: object, user = 'finance') => injectAs(user, { method: 'POST', url: '/api/user-mappings', payload });

describe('user–vendor mapping', () => {
  it('needs a user, a company and a vendor (all at once)', async () => {
    const res = await save({});
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual([USER_MESSAGES.usernameRequired, USER_MESSAGES.companyRequired, USER_MESSAGES.vendorRequired]);
  });

  it('maps a user to a vendor of a company: the user then works as that supplier there', async () => {
    const user = await newVendorUser();
    const res = await save({ userId: user.id, company: '82-AAM', vendorId: 3001, email: 'ap@example.co.id' });
    const mapping = bodyOf(res, userMappingSchema);
    expect(mapping).toMatchObject({ username: user.username, vendorId: 3001, vendorName: 'PT Sinar Jaya Abadi', company: '82-AAM', active: 'Y' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: 'rahasia-1' },
      remoteAddress: '10.9.2.1',
    });
    expect(login.json<{ companies: Array<{ vendorId: number }> }>().companies.map((c) => c.vendorId)).toEqual([3001]);
  });

  it('refuses a vendor without a site in the company, an unknown user and a second identical mapping', async () => {
    const user = await newVendorUser();
    const elsewhere = await save({ userId: user.id, company: '201-COMET', vendorId: 3001 });
    expect(messagesOf(elsewhere)).toEqual([USER_MESSAGES.unknownVendor]);
    const nobody = await save({ userId: 2147483647, company: '82-AAM', vendorId: 3001 });
    expect(messagesOf(nobody)).toEqual([USER_MESSAGES.notFound]);
    expect((await save({ userId: user.id, company: '82-AAM', vendorId: 3001 })).statusCode).toBe(200);
    const twice = await save({ userId: user.id, company: '82-AAM', vendorId: 3001 });
    expect(messagesOf(twice)).toEqual([USER_MESSAGES.mappingExists]);
  });

  it('updates a mapping by its id keeping its user, and audits before and after', async () => {
    const user = await newVendorUser();
    const other = await newVendorUser();
    const created = bodyOf(await save({ userId: user.id, company: '82-AAM', vendorId: 3001 }), userMappingSchema);
    const updated = bodyOf(await save({ id: created.id, userId: other.id, company: '82-AAM', vendorId: 3001, active: 'N' }), userMappingSchema);
    expect(updated).toMatchObject({ id: created.id, userId: user.id, active: 'N' });
    const detail = await injectAs('pic', { method: 'GET', url: `/api/user-mappings/detail?id=${created.id}` });
    expect(bodyOf(detail, userMappingSchema).active).toBe('N');
    const rows = await database.rows<{ action: string; data: { before: { active: string } | null; after: { active: string } } }>(
      sql`select action, data from audit_events where entity = 'user_mapping' and entity_id = ${String(created.id)} order by id`,
    );
    expect(rows.map((r) => [r.action, r.data.before?.active ?? null, r.data.after.active])).toEqual([
      ['CREATE', null, 'Y'],
      ['UPDATE', 'Y', 'N'],
    ]);
  });

  it('lists by 5 by default, filtered by user; PIC reads, only ORACLE writes, VENDOR neither', async () => {
    const user = await newVendorUser();
    await save({ userId: user.id, company: '82-AAM', vendorId: 3001 });
    const all = bodyOf(await injectAs('pic', { method: 'GET', url: '/api/user-mappings' }), userMappingListSchema);
    expect(all.pageSize).toBe(5);
    expect(all.items.length).toBeLessThanOrEqual(5);
    const mine = bodyOf(await injectAs('finance', { method: 'GET', url: `/api/user-mappings?userId=${user.id}&pageSize=15` }), userMappingListSchema);
    expect(mine.items.map((m) => m.username)).toEqual([user.username]);
    expect((await save({ userId: user.id, company: '82-AAM', vendorId: 3002 }, 'pic')).statusCode).toBe(403);
    expect((await injectAs('vendor', { method: 'GET', url: '/api/user-mappings' })).statusCode).toBe(403);
    expect((await injectAs('finance', { method: 'GET', url: '/api/user-mappings/detail?id=2147483647' })).statusCode).toBe(404);
  });
});
