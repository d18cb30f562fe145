import { describe, expect, it } from 'vitest';
import { USER_MESSAGES, errorBodySchema, userListSchema, userMappingListSchema, userMappingSchema, userSchema } from '@faktura/domain';
import { injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';

/**
 * A PIC (pic, recommender, fin) reads the staff and the users and user mappings of the suppliers
 * mapped to it today; anything of another supplier is as absent as another owner's object.
 * Demo: pic has vendor (3001, AAM/82) and vendor2 (3002); fin has transport (3003); recommender
 * vendor (AAM and COMET) and vendor2; finance all.
 */
const usernamesOf = async (user: string) =>
  bodyOf(await injectAs(user, { method: 'GET', url: '/api/users?pageSize=50' }), userListSchema).items.map((u) => u.username);
const mappingsOf = async (user: string) => bodyOf(await injectAs(user, { method: 'GET', url: '/api/user-mappings?pageSize=50' }), userMappingListSchema).items;
const mappingIdOf = async (vendorId: number) => (await mappingsOf('finance')).find((m) => m.vendorId === vendorId && m.instance === 'AAM')!.id;

describe('users a PIC reads', () => {
  it('lists the staff and its own suppliers’ users, not another supplier’s', async () => {
    const seenByFin = await usernamesOf('fin');
    expect(seenByFin).toEqual(expect.arrayContaining(['transport', 'finance', 'pic', 'fin', 'recommender']));
    expect(seenByFin).not.toContain('vendor');
    expect(seenByFin).not.toContain('vendor2');

    const seenByPic = await usernamesOf('pic');
    expect(seenByPic).toEqual(expect.arrayContaining(['vendor', 'vendor2', 'finance']));
    expect(seenByPic).not.toContain('transport');

    expect(await usernamesOf('finance')).toEqual(expect.arrayContaining(['vendor', 'vendor2', 'transport', 'pic']));
  });

  it('counts only what it may see', async () => {
    const page = bodyOf(await injectAs('fin', { method: 'GET', url: '/api/users?pageSize=50' }), userListSchema);
    expect(page.total).toBe(page.items.length);
  });

  it('opens its supplier’s user and a staff user, but not another supplier’s: User not found', async () => {
    expect(bodyOf(await injectAs('fin', { method: 'GET', url: '/api/users/detail?username=transport' }), userSchema).username).toBe('transport');
    expect(bodyOf(await injectAs('fin', { method: 'GET', url: '/api/users/detail?username=pic' }), userSchema).username).toBe('pic');
    const other = await injectAs('fin', { method: 'GET', url: '/api/users/detail?username=vendor' });
    expect(other.statusCode).toBe(404);
    expect(bodyOf(other, errorBodySchema)).toEqual({ code: 'NOT_FOUND', messages: [USER_MESSAGES.notFound] });
    expect((await injectAs('pic', { method: 'GET', url: '/api/users/detail?username=vendor' })).statusCode).toBe(200);
    expect((await injectAs('finance', { method: 'GET', url: '/api/users/detail?username=vendor' })).statusCode).toBe(200);
  });
});

describe('user mappings a PIC reads', () => {
  it('lists only the mappings of its suppliers', async () => {
    const seenByFin = await mappingsOf('fin');
    expect(seenByFin.length).toBeGreaterThan(0);
    expect(seenByFin.every((m) => m.vendorId === 3003 && m.instance === 'AAM' && m.orgId === 82)).toBe(true);
    // recommender has vendor in AAM and COMET and vendor2, not transport.
    const seenByRecommender = await mappingsOf('recommender');
    expect(seenByRecommender.some((m) => m.vendorId === 7001 && m.instance === 'COMET')).toBe(true);
    expect(seenByRecommender.some((m) => m.vendorId === 3003)).toBe(false);
    expect((await mappingsOf('finance')).map((m) => m.vendorId)).toEqual(expect.arrayContaining([3001, 3002, 3003, 7001]));
  });

  it('opens its supplier’s mapping, not another supplier’s: Mapping not found', async () => {
    const own = await mappingIdOf(3003);
    expect(bodyOf(await injectAs('fin', { method: 'GET', url: `/api/user-mappings/detail?id=${own}` }), userMappingSchema).vendorId).toBe(3003);
    const other = await injectAs('fin', { method: 'GET', url: `/api/user-mappings/detail?id=${await mappingIdOf(3001)}` });
    expect(other.statusCode).toBe(404);
    expect(bodyOf(other, errorBodySchema)).toEqual({ code: 'NOT_FOUND', messages: [USER_MESSAGES.mappingNotFound] });
  });

  it('changes no user and no mapping: that is finance’s', async () => {
    const mapping = await mappingIdOf(3003);
    const res = await injectAs('fin', { method: 'POST', url: '/api/user-mappings', payload: { id: mapping, userId: 1, company: '82-AAM', vendorId: 3003 } });
    expect(res.statusCode).toBe(403);
    const user = await injectAs('fin', {
      method: 'PUT',
      url: '/api/users',
      payload: { username: 'transport', role: 'VENDOR', company: '82-AAM', userCode: 'T' },
    });
    expect(user.statusCode).toBe(403);
  });
});
