import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  auditListSchema,
  errorBodySchema,
  invoiceListSchema,
  jakartaDate,
  picUserOptionsSchema,
  proxyMappingListSchema,
  proxyMappingSchema,
} from '@faktura/domain';
import { invoices, picVendorMappings, users } from '../../src/db/schema/index';
import { getTestContext, injectAs, login } from '../helpers/app';
import { bodyOf } from '../helpers/body';

const { app, database } = await getTestContext();
/** Bare invoices (no lines) made to probe visibility; removed after, so other files of this worker (the UBL export of every invoice) never meet them. */
const madeInvoices: number[] = [];
afterEach(async () => {
  vi.useRealTimers();
  if (madeInvoices.length) await database.db.delete(invoices).where(inArray(invoices.id, madeInvoices.splice(0)));
});
const url = '/api/master/proxy-mappings';
const TRANSPORT = 3003;

/** A PIC of its own (mapped to PT Sinar Jaya Abadi), so other files' PIC never sees what this one is given. */
async function newPic(username: string) {
  const [pic] = await database.db.select().from(users).where(eq(users.username, 'pic'));
  const [created] = await database.db
    .insert(users)
    .values({ username, passwordHash: pic!.passwordHash, typeUser: 'PIC', roleCode: pic!.roleCode, description: 'Window PIC' })
    .returning();
  await database.db.insert(picVendorMappings).values({ userId: created!.id, vendorId: 3001, orgId: 82, instance: 'AAM', startDate: '2026-01-01' });
  return { id: created!.id, token: await login(username) };
}

const shift = (days: number) => new Date(Date.parse(`${jakartaDate()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const save = (payload: object, id?: number, user = 'finance') => injectAs(user, { method: id ? 'PUT' : 'POST', url: id ? `${url}/${id}` : url, payload });
const messagesOf = (res: Awaited<ReturnType<typeof save>>) => bodyOf(res, errorBodySchema).messages;

describe('proxy mapping messages', () => {
  it('asks for company, user and supplier at once', async () => {
    const res = await save({});
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['Please select company', 'Please select user', 'Please select supplier']);
  });

  it('answers its own message for a window that ends before it starts, or a user who is no PIC', async () => {
    const { userId } = bodyOf(await injectAs('finance', { method: 'GET', url: `${url}/pic-users` }), picUserOptionsSchema).items.find(
      (u) => u.username === 'pic',
    )!;
    const backwards = await save({ orgId: 82, instance: 'AAM', userId, vendorId: TRANSPORT, startDate: '2026-11-10', endDate: '2026-11-01' });
    expect(messagesOf(backwards)).toEqual(['End date cannot be before start date']);
    const [finance] = await database.db.select().from(users).where(eq(users.username, 'finance'));
    expect(messagesOf(await save({ orgId: 82, instance: 'AAM', userId: finance!.id, vendorId: TRANSPORT }))).toEqual(['The user is not an active PIC user']);
  });
});

describe('the proxy mapping limits what the PIC sees, on the server, from its start date to its end date', () => {
  it('shows the supplier’s invoices only inside the window', async () => {
    const pic = await newPic('pic-window');
    const [invoice] = await database.db
      .insert(invoices)
      .values({ invoiceNo: 'KILAT-WINDOW-1', vendorId: TRANSPORT, vendorName: 'PT Kilat Transport Nusantara', orgId: 82, instance: 'AAM', status: 'OPEN' })
      .returning();
    madeInvoices.push(invoice!.id);
    const seen = async () => {
      const res = await app.inject({ method: 'GET', url: `/api/invoices?vendorId=${TRANSPORT}`, headers: { authorization: `Bearer ${pic.token}` } });
      expect(res.statusCode, res.body).toBe(200);
      return bodyOf(res, invoiceListSchema).items.some((i) => i.id === invoice!.id);
    };
    expect(await seen()).toBe(false);

    const created = await save({ orgId: 82, instance: 'AAM', userId: pic.id, vendorId: TRANSPORT, startDate: shift(1), endDate: shift(30) });
    expect(created.statusCode, created.body).toBe(201);
    const mapping = bodyOf(created, proxyMappingSchema);
    expect(mapping).toMatchObject({ username: 'pic-window', vendorName: 'PT Kilat Transport Nusantara', current: false });
    expect(await seen()).toBe(false); // starts tomorrow

    const opened = await save({ orgId: 82, instance: 'AAM', userId: pic.id, vendorId: TRANSPORT, startDate: shift(0), endDate: shift(0) }, mapping.id);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(bodyOf(opened, proxyMappingSchema).current).toBe(true);
    expect(await seen()).toBe(true); // today is inside

    expect(
      (await save({ orgId: 82, instance: 'AAM', userId: pic.id, vendorId: TRANSPORT, startDate: shift(-10), endDate: shift(-1) }, mapping.id)).statusCode,
    ).toBe(200);
    expect(await seen()).toBe(false); // ended yesterday

    const trail = bodyOf(await injectAs('finance', { method: 'GET', url: `/api/audit?entity=proxy-mapping&entityId=${mapping.id}` }), auditListSchema).items;
    expect(trail.map((e) => e.action)).toEqual(['UPDATE', 'UPDATE', 'CREATE']);
    expect(trail[0]).toMatchObject({ before: { startDate: shift(0), endDate: shift(0) }, after: { startDate: shift(-10), endDate: shift(-1) } });
    expect(trail[2]!.after).toMatchObject({ pic: 'pic-window', supplier: 'PT Kilat Transport Nusantara', company: 'PT Agro Astra Mandiri - Head Office' });
  });

  it('closes the window at midnight in Jakarta (WIB), not at UTC midnight', async () => {
    const pic = await newPic('pic-midnight');
    const [invoice] = await database.db
      .insert(invoices)
      .values({ invoiceNo: 'KILAT-MIDNIGHT-1', vendorId: TRANSPORT, vendorName: 'PT Kilat Transport Nusantara', orgId: 82, instance: 'AAM', status: 'OPEN' })
      .returning();
    madeInvoices.push(invoice!.id);
    await database.db
      .insert(picVendorMappings)
      .values({ userId: pic.id, vendorId: TRANSPORT, orgId: 82, instance: 'AAM', startDate: '2026-11-01', endDate: '2026-11-22' });
    const seenAt = async (iso: string) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(iso));
      const res = await app.inject({ method: 'GET', url: `/api/invoices?vendorId=${TRANSPORT}`, headers: { authorization: `Bearer ${pic.token}` } });
      vi.useRealTimers();
      return bodyOf(res, invoiceListSchema).items.some((i) => i.id === invoice!.id);
    };
    // Moments before the session was made: it is still live then (only its expiry is checked).
    expect(await seenAt('2026-11-22T16:59:00Z')).toBe(true); // 23:59 on the 22nd in Jakarta
    expect(await seenAt('2026-11-22T17:00:00Z')).toBe(false); // 00:00 on the 23rd in Jakarta, still the 22nd in UTC
  });

  it('refuses a second window of the same PIC and supplier that overlaps the first', async () => {
    const pic = await newPic('pic-overlap');
    const first = { orgId: 82, instance: 'AAM', userId: pic.id, vendorId: TRANSPORT, startDate: shift(0), endDate: shift(10) };
    expect((await save(first)).statusCode).toBe(201);
    expect(messagesOf(await save({ ...first, startDate: shift(5), endDate: '' }))).toEqual([
      'This PIC is already mapped to this supplier for an overlapping period',
    ]);
    expect((await save({ ...first, startDate: shift(11), endDate: shift(20) })).statusCode).toBe(201);
  });

  it('lets a PIC read only its own mappings and change none', async () => {
    const pic = await newPic('pic-reader');
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${pic.token}` } });
    expect(res.statusCode).toBe(200);
    expect(bodyOf(res, proxyMappingListSchema).items.every((m) => m.userId === pic.id)).toBe(true);
    const write = await app.inject({
      method: 'POST',
      url,
      payload: { orgId: 82, instance: 'AAM', userId: pic.id, vendorId: TRANSPORT },
      headers: { authorization: `Bearer ${pic.token}` },
    });
    expect(write.statusCode).toBe(403);
  });

  it('deletes a mapping, audited', async () => {
    const pic = await newPic('pic-delete');
    const mapping = bodyOf(await save({ orgId: 82, instance: 'AAM', userId: pic.id, vendorId: TRANSPORT }), proxyMappingSchema);
    expect(mapping.startDate).toBe(jakartaDate());
    expect((await injectAs('finance', { method: 'DELETE', url: `${url}/${mapping.id}` })).statusCode).toBe(204);
    const [event] = bodyOf(await injectAs('finance', { method: 'GET', url: `/api/audit?entity=proxy-mapping&entityId=${mapping.id}` }), auditListSchema).items;
    expect(event).toMatchObject({ action: 'DELETE', after: null, before: { supplier: 'PT Kilat Transport Nusantara', pic: 'pic-delete' } });
  });
});
