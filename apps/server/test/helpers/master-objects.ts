import { expect } from 'vitest';
import {
  categoryRecordSchema,
  debitNoteDetailSchema,
  erpDebitNoteOptionsSchema,
  proxyMappingSchema,
  vendorMappingOptionsSchema,
  vendorMappingSchema,
  vendorSiteOptionsSchema,
} from '@faktura/domain';
import { getTestContext, injectAs } from './app';
import { bodyOf } from './body';

const COMPANY = { orgId: 82, instance: 'AAM' };
let made = 0;

/** A category of AAM/82 made by finance, under a name no other fixture uses. */
export async function createCategoryFixture(): Promise<number> {
  const { erp } = await getTestContext();
  const [account] = await erp.listAccounts(COMPANY.instance, COMPANY.orgId);
  const payload = {
    ...COMPANY,
    name: `Fixture ${process.pid}-${++made}`,
    accountId: account!.codeCombinationId,
    details: [{ name: 'Detail', accountId: account!.codeCombinationId }],
  };
  const res = await injectAs('finance', { method: 'POST', url: '/api/master/categories', payload });
  expect(res.statusCode, res.body).toBe(201);
  return bodyOf(res, categoryRecordSchema).id;
}

/** A vendor mapping of PT Sinar Jaya Abadi (3001) to a fresh category. */
export async function createVendorMappingFixture(): Promise<number> {
  const q = `orgId=${COMPANY.orgId}&instance=${COMPANY.instance}`;
  const options = bodyOf(await injectAs('finance', { method: 'GET', url: `/api/master/vendor-mappings/options?${q}` }), vendorMappingOptionsSchema);
  const sites = bodyOf(
    await injectAs('finance', { method: 'GET', url: `/api/master/vendor-mappings/vendor-sites?${q}&vendorId=3001` }),
    vendorSiteOptionsSchema,
  );
  const payload = {
    ...COMPANY,
    categoryId: await createCategoryFixture(),
    financeUserId: options.financeUsers[0]!.userId,
    recommenderUserId: options.recommenders[0]!.userId,
    vendorId: 3001,
    costCenter: options.costCenters[0]!.code,
    vendorSiteId: sites.items[0]!.vendorSiteId,
  };
  const res = await injectAs('finance', { method: 'POST', url: '/api/master/vendor-mappings', payload });
  expect(res.statusCode, res.body).toBe(201);
  return bodyOf(res, vendorMappingSchema).id;
}

/** A proxy mapping of pic to PT Kilat Transport Nusantara (3003) that ended long ago: it widens nobody's view. */
export async function createProxyMappingFixture(): Promise<number> {
  const { database } = await getTestContext();
  const pic = await database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, 'pic') });
  // One day each, a different day for each fixture: two windows of the same pair may not overlap.
  const day = new Date(Date.UTC(2001, 0, 1 + ++made)).toISOString().slice(0, 10);
  const payload = { ...COMPANY, userId: pic!.id, vendorId: 3003, startDate: day, endDate: day };
  const res = await injectAs('finance', { method: 'POST', url: '/api/master/proxy-mappings', payload });
  expect(res.statusCode, res.body).toBe(201);
  return bodyOf(res, proxyMappingSchema).id;
}

/** A debit note of the user's supplier (AAM/82) that finance made from an ERP debit note not used yet. */
export async function createDebitNoteFixture(owner: string): Promise<number> {
  const { database, erp } = await getTestContext();
  const user = await database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.username, owner) });
  const vendorId = user!.vendorId!;
  const options = await injectAs('finance', { method: 'GET', url: `/api/debit-notes/erp?orgId=82&instance=AAM&vendorId=${vendorId}` });
  const [next] = bodyOf(options, erpDebitNoteOptionsSchema).items;
  if (!next)
    throw new Error(
      `no ERP debit note of ${owner} left for a fixture (${(await erp.listDebitNotes({ instance: 'AAM', orgId: 82, vendorId })).length} in the ERP)`,
    );
  const res = await injectAs('finance', {
    method: 'POST',
    url: '/api/debit-notes',
    payload: { orgId: 82, instance: 'AAM', vendorId, debitNoteId: next.debitNoteId },
  });
  expect(res.statusCode, res.body).toBe(201);
  return bodyOf(res, debitNoteDetailSchema).id;
}
