import { describe, expect, it } from 'vitest';
import { auditFiltersSchema, auditListSchema, errorBodySchema, userSchema } from '@faktura/domain';
import { auditEvents } from '../../src/db/schema/index';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';

const { database, erp } = await getTestContext();
const [pic] = await database.db.query.users.findMany({ where: (u, { eq }) => eq(u.username, 'pic') });
// Two status changes of an invoice by pic, on days no other test writes events on.
await database.db.insert(auditEvents).values([
  {
    actorUserId: pic!.id,
    entity: 'invoice',
    entityId: '424242',
    action: 'REJECT',
    fromStatus: 'OPEN',
    toStatus: 'REJECTED',
    reason: 'Faktur pajak salah',
    at: new Date('2026-03-02T03:00:00Z'),
  },
  {
    actorUserId: pic!.id,
    entity: 'invoice',
    entityId: '424242',
    action: 'SUBMIT',
    fromStatus: 'DRAFT',
    toStatus: 'OPEN',
    at: new Date('2026-03-01T03:00:00Z'),
  },
]);
// A category and a vendor mapping changed, as recorded: ids beside (or instead of) names.
const [account, other] = await erp.listAccounts('AAM', 82);
const [headOffice] = (await erp.listOrganizations('AAM')).filter((o) => o.orgId === 82);
const [samarinda] = (await erp.listOrganizations('AAM')).filter((o) => o.orgId === 81);
await database.db.insert(auditEvents).values([
  {
    actorUserId: pic!.id,
    entity: 'category',
    entityId: '919191',
    action: 'UPDATE',
    data: {
      before: { company: 'AAM/82', name: 'Angkutan', accountId: account!.codeCombinationId, details: `Angkut (${account!.codeCombinationId}), Packing (–)` },
      after: { company: 'AAM/82', name: 'Angkutan', accountId: other!.codeCombinationId, details: `Angkut (${other!.codeCombinationId}), Packing (–)` },
    },
    at: new Date('2026-03-05T03:00:00Z'),
  },
  {
    actorUserId: pic!.id,
    entity: 'vendor-mapping',
    entityId: '919192',
    action: 'CREATE',
    data: { before: null, after: { company: 'AAM/82', category: 'DLN', categoryId: 7, vendor: 'PT Kilat', vendorId: 3003, costCenter: 'CC1' } },
    at: new Date('2026-03-05T03:00:00Z'),
  },
]);
const trail = async (query: string, user = 'finance') => {
  const res = await injectAs(user, { method: 'GET', url: `/api/audit${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, auditListSchema);
};

describe('audit trail (finance only)', () => {
  it('shows status changes with who, from → to and the reason, newest first', async () => {
    const { items } = await trail('?entity=invoice&entityId=424242');
    expect(items.map((e) => [e.actor, e.action, e.fromStatus, e.toStatus, e.reason])).toEqual([
      ['pic', 'REJECT', 'OPEN', 'REJECTED', 'Faktur pajak salah'],
      ['pic', 'SUBMIT', 'DRAFT', 'OPEN', null],
    ]);
  });

  it('names the companies and accounts of master-data changes instead of their ids', async () => {
    const [category] = (await trail('?entity=category&entityId=919191')).items;
    const name = (a: typeof account) => `${a!.segments} ${a!.description}`;
    expect(category!.before).toEqual({
      company: headOffice!.name,
      name: 'Angkutan',
      account: name(account),
      details: `Angkut (${name(account)}), Packing (–)`,
    });
    expect(category!.after).toEqual({ company: headOffice!.name, name: 'Angkutan', account: name(other), details: `Angkut (${name(other)}), Packing (–)` });
    const [mapping] = (await trail('?entity=vendor-mapping&entityId=919192')).items;
    expect(mapping!.after).toEqual({ company: headOffice!.name, category: 'DLN', vendor: 'PT Kilat', costCenter: 'CC1' });
  });

  it("names a user's default company and supplier instead of defaultOrgId, defaultInstance and vendorId", async () => {
    // An edit as the users screen records it: the user's row, before and after.
    const row = { id: 929292, username: 'budi', typeUser: 'VENDOR', roleCode: 'VENDOR', active: 'Y' };
    await database.db.insert(auditEvents).values({
      actorUserId: pic!.id,
      entity: 'user',
      entityId: '929292',
      action: 'UPDATE',
      data: {
        before: { ...row, vendorId: null, defaultOrgId: 82, defaultInstance: 'AAM' },
        after: { ...row, vendorId: 3003, defaultOrgId: samarinda!.orgId, defaultInstance: 'AAM' },
        passwordChanged: false,
      },
      at: new Date('2026-03-06T03:00:00Z'),
    });
    const [edit] = (await trail('?entity=user&entityId=929292')).items;
    expect(edit!.before).toEqual({ ...row, vendor: null, company: headOffice!.name });
    expect(edit!.after).toEqual({ ...row, vendor: 'PT Kilat Transport Nusantara', company: samarinda!.name });

    // A user's mapping to a supplier: its company and supplier by name too.
    const mapping = { id: 939393, userId: 929292, active: 'Y', email: null };
    await database.db.insert(auditEvents).values({
      actorUserId: pic!.id,
      entity: 'user_mapping',
      entityId: '939393',
      action: 'CREATE',
      data: { before: null, after: { ...mapping, vendorId: 3002, orgId: 82, instance: 'AAM' } },
      at: new Date('2026-03-06T03:00:00Z'),
    });
    const [mapped] = (await trail('?entity=user_mapping&entityId=939393')).items;
    expect(mapped!.after).toEqual({ ...mapping, vendor: 'CV Maju Bersama', company: headOffice!.name });

    // A user created on the users screen reads the same.
    const form = { username: `audit-${process.pid}`, password: 'rahasia-1', typeUser: 'VENDOR', role: 'VENDOR', company: '82-AAM' };
    const res = await injectAs('finance', {
      method: 'POST',
      url: '/api/users',
      payload: { ...form, startDate: '', endDate: '', userCode: 'AUD1', description: 'Staff AR', email: '', active: 'Y' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = bodyOf(res, userSchema);
    const [created] = (await trail(`?entity=user&entityId=${id}`)).items;
    expect(created!.after).toMatchObject({ username: form.username, company: headOffice!.name, vendor: null });
    expect(Object.keys(created!.after!).filter((k) => ['defaultOrgId', 'defaultInstance', 'vendorId'].includes(k))).toEqual([]);
  });

  it('filters by user and by date, the To date taking its whole day', async () => {
    const { items, total } = await trail(`?userId=${pic!.id}&fromDate=2026-03-02&toDate=2026-03-02`);
    expect(total).toBe(items.length);
    expect(items.map((e) => e.entityId)).toContain('424242');
    expect(items.every((e) => e.actor === 'pic' && e.at.startsWith('2026-03-02'))).toBe(true);
    expect((await trail('?fromDate=2026-03-03&toDate=2026-03-03&entity=invoice&entityId=424242')).items).toEqual([]);
  });

  it('pages on the server', async () => {
    const first = await trail('?pageSize=10&page=1');
    expect(first.pageSize).toBe(10);
    expect(first.items.length).toBeLessThanOrEqual(10);
    expect(first.total).toBeGreaterThanOrEqual(2);
  });

  it('offers the users and entities to filter by', async () => {
    const res = await injectAs('finance', { method: 'GET', url: '/api/audit/filters' });
    const filters = bodyOf(res, auditFiltersSchema);
    expect(filters.entities).toContain('invoice');
    expect(filters.users.map((u) => u.username)).toContain('pic');
  });

  it('refuses a From date after the To date, and everyone but finance', async () => {
    const res = await injectAs('finance', { method: 'GET', url: '/api/audit?fromDate=2026-03-04&toDate=2026-03-03' });
    expect(res.statusCode).toBe(400);
    expect(bodyOf(res, errorBodySchema).messages).toEqual(['From date cannot be after To date']);
    for (const user of ['pic', 'vendor']) expect((await injectAs(user, { method: 'GET', url: '/api/audit' })).statusCode).toBe(403);
  });
});
