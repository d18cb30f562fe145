import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { picVendorMappings, users } from '../../src/db/schema/index';
import { getTestContext } from '../helpers/app';
import { messagesOf } from '../helpers/body';

/** A PIC works only for the suppliers mapped to it today: without a mapping it is offered no company. */
describe('PIC companies', () => {
  async function addPic(username: string, mapping?: { startDate: string; endDate: string | null }) {
    const { database } = await getTestContext();
    const [pic] = await database.db.select().from(users).where(eq(users.username, 'pic'));
    const [created] = await database.db
      .insert(users)
      .values({ username, passwordHash: pic!.passwordHash, typeUser: 'PIC', roleCode: pic!.roleCode, description: 'Reviewer without suppliers' })
      .returning();
    if (mapping) await database.db.insert(picVendorMappings).values({ userId: created!.id, vendorId: 5001, orgId: 82, instance: 'AAM', ...mapping });
  }

  async function login(username: string) {
    const { app } = await getTestContext();
    return app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'demo' }, remoteAddress: '10.9.7.1' });
  }

  it('refuses a session to a PIC mapped to no supplier, saying why', async () => {
    await addPic('pic-unmapped');
    const res = await login('pic-unmapped');
    expect(res.statusCode).toBe(403);
    expect(messagesOf(res)).toEqual(['No company is mapped to your user yet. Please ask finance to map you to a supplier.']);
  });

  it('treats a mapping that ended yesterday as none', async () => {
    await addPic('pic-expired', { startDate: '2020-01-01', endDate: '2021-01-01' });
    expect((await login('pic-expired')).statusCode).toBe(403);
  });

  it('offers a mapped PIC only the companies of its suppliers', async () => {
    const res = await login('pic');
    expect(res.statusCode).toBe(200);
    const { companies } = res.json<{ companies: Array<{ instance: string; orgId: number }> }>();
    expect(companies.length).toBeGreaterThan(0);
    const { erp } = await getTestContext();
    expect(companies.length).toBeLessThan((await erp.listOrganizations()).length);
  });
});
