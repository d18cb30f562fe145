import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  auditListSchema,
  categoryRecordSchema,
  errorBodySchema,
  vendorMappingListSchema,
  vendorMappingOptionsSchema,
  vendorMappingSchema,
  vendorSiteOptionsSchema,
} from '@faktura/domain';
import { invoices } from '../../src/db/schema/index';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';

const { erp } = await getTestContext();
const url = '/api/master/vendor-mappings';
const [account] = await erp.listAccounts('AAM', 82);
const options = bodyOf(await injectAs('finance', { method: 'GET', url: `${url}/options?orgId=82&instance=AAM` }), vendorMappingOptionsSchema);
const sites = bodyOf(
  await injectAs('finance', { method: 'GET', url: `${url}/vendor-sites?orgId=82&instance=AAM&vendorId=3002` }),
  vendorSiteOptionsSchema,
).items;
const finance = options.financeUsers.find((u) => u.username === 'finance')!;
const pic = options.recommenders.find((u) => u.username === 'pic')!;

async function newCategory(name: string) {
  const res = await injectAs('finance', {
    method: 'POST',
    url: '/api/master/categories',
    payload: { orgId: 82, instance: 'AAM', name, accountId: account!.codeCombinationId, details: [{ name: 'Detail', accountId: account!.codeCombinationId }] },
  });
  expect(res.statusCode, res.body).toBe(201);
  return bodyOf(res, categoryRecordSchema);
}

const form = (categoryId: number, extra: object = {}) => ({
  orgId: 82,
  instance: 'AAM',
  categoryId,
  financeUserId: finance.userId,
  recommenderUserId: pic.userId,
  vendorId: 3002,
  costCenter: options.costCenters[0]!.code,
  vendorSiteId: sites[0]!.vendorSiteId,
  ...extra,
});
const save = (payload: object, id?: number, user = 'finance') => injectAs(user, { method: id ? 'PUT' : 'POST', url: id ? `${url}/${id}` : url, payload });
const messagesOf = (res: Awaited<ReturnType<typeof save>>) => bodyOf(res, errorBodySchema).messages;

describe('vendor mapping form messages', () => {
  it('offers the company’s choices', () => {
    expect(options.categories.map((c) => c.name)).toEqual(expect.arrayContaining(['DDK', 'DDN', 'DLN']));
    expect(options.costCenters.length).toBeGreaterThan(0);
    expect(sites.length).toBeGreaterThan(0);
  });

  it('lists every missing choice at once', async () => {
    const res = await save({});
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual([
      'Pilih Company!',
      'Pilih Category!',
      'Pilih User Finance!',
      'Isi Rekomendator!',
      'Pilih Vendor!',
      'Pilih Cost Center!',
      'Pilih Vendor Site!',
    ]);
  });

  it('fails with "Gagal menyimpan mapping vendor" and why, for references that do not hold', async () => {
    const category = await newCategory('Mapping Refs');
    const res = await save(form(category.id, { financeUserId: pic.userId, costCenter: 'NOPE', vendorSiteId: 999999 }));
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual([
      'Gagal menyimpan mapping vendor',
      'The finance user is not an active finance user',
      'The cost center is not one of this company',
      'The vendor site is not a site of this vendor in this company',
    ]);
    const foreignCategory = await save(form(999999));
    expect(messagesOf(foreignCategory)).toEqual(['Gagal menyimpan mapping vendor', 'The category does not belong to this company']);
  });
});

describe('vendor mappings: create, edit, delete, each audited', () => {
  it('creates, refuses the same vendor twice in a category, edits and deletes', async () => {
    const category = await newCategory('Mapping Life');
    const res = await save(form(category.id));
    expect(res.statusCode, res.body).toBe(201);
    const mapping = bodyOf(res, vendorMappingSchema);
    expect(mapping).toMatchObject({
      categoryName: 'Mapping Life',
      financeUser: 'finance',
      recommender: 'pic',
      vendorName: 'CV Maju Bersama',
      vendorSiteCode: sites[0]!.siteCode,
    });

    expect(messagesOf(await save(form(category.id)))).toEqual([
      'Gagal menyimpan mapping vendor',
      'This vendor is already mapped to this category in this company',
    ]);

    const other = options.costCenters.at(-1)!.code;
    const edited = await save(form(category.id, { costCenter: other }), mapping.id);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(bodyOf(edited, vendorMappingSchema).costCenter).toBe(other);

    const listed = bodyOf(await injectAs('pic', { method: 'GET', url: `${url}?categoryId=${category.id}&search=maju` }), vendorMappingListSchema);
    expect(listed.items.map((m) => m.id)).toEqual([mapping.id]);

    expect((await injectAs('finance', { method: 'DELETE', url: `${url}/${mapping.id}` })).statusCode).toBe(204);
    const trail = bodyOf(await injectAs('finance', { method: 'GET', url: `/api/audit?entity=vendor-mapping&entityId=${mapping.id}` }), auditListSchema).items;
    expect(trail.map((e) => e.action)).toEqual(['DELETE', 'UPDATE', 'CREATE']);
    expect(trail[1]).toMatchObject({ before: { costCenter: options.costCenters[0]!.code }, after: { costCenter: other } });
    expect(trail[2]!.after).toMatchObject({
      category: 'Mapping Life',
      financeUser: 'finance',
      recommender: 'pic',
      vendor: 'CV Maju Bersama',
      vendorSite: sites[0]!.siteCode,
    });
  });

  it('refuses to delete a mapping invoices were filed under, with "Gagal delete mapping vendor"', async () => {
    const category = await newCategory('Mapping In Use');
    const mapping = bodyOf(await save(form(category.id)), vendorMappingSchema);
    const { database } = await getTestContext();
    const [filed] = await database.db
      .insert(invoices)
      .values({ invoiceNo: `MAP-${mapping.id}`, vendorId: 3002, vendorName: 'CV Maju Bersama', orgId: 82, instance: 'AAM', mappingId: mapping.id })
      .returning({ id: invoices.id });
    const res = await injectAs('finance', { method: 'DELETE', url: `${url}/${mapping.id}` });
    // The invoice has no lines: not one other files (which read every invoice) should meet.
    await database.db.delete(invoices).where(eq(invoices.id, filed!.id));
    expect(res.statusCode).toBe(409);
    expect(messagesOf(res)).toEqual(['Gagal delete mapping vendor', 'The mapping is used by 1 invoice(s)']);
  });

  it('is written by finance only', async () => {
    const category = await newCategory('Mapping Roles');
    expect((await save(form(category.id), undefined, 'pic')).statusCode).toBe(403);
    expect((await injectAs('vendor', { method: 'GET', url })).statusCode).toBe(403);
  });
});
