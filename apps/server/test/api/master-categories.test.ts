import { describe, expect, it } from 'vitest';
import { auditListSchema, categoryListSchema, categoryRecordSchema, errorBodySchema } from '@faktura/domain';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';

const { erp } = await getTestContext();
const [account, otherAccount] = await erp.listAccounts('AAM', 82);
const [cometAccount] = await erp.listAccounts('COMET', 201);
if (!account || !otherAccount || !cometAccount) throw new Error('the demo ERP has no accounts for AAM/82 and COMET/201');

const url = '/api/master/categories';
const form = (name: string, extra: object = {}) => ({
  orgId: 82,
  instance: 'AAM',
  name,
  accountId: account.codeCombinationId,
  details: [{ name: 'Tiket', accountId: otherAccount.codeCombinationId }],
  ...extra,
});
const save = (payload: object, id?: number, user = 'finance') => injectAs(user, { method: id ? 'PUT' : 'POST', url: id ? `${url}/${id}` : url, payload });
const messagesOf = (res: Awaited<ReturnType<typeof save>>) => bodyOf(res, errorBodySchema).messages;

async function created(name: string) {
  const res = await save(form(name));
  expect(res.statusCode, res.body).toBe(201);
  return bodyOf(res, categoryRecordSchema);
}

async function trailOf(id: number) {
  const res = await injectAs('finance', { method: 'GET', url: `/api/audit?entity=category&entityId=${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return bodyOf(res, auditListSchema).items;
}

describe('category form messages', () => {
  it('lists every missing part at once', async () => {
    const res = await save({});
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['Pilih Company!', 'Isi Category!', 'Pilih Account!', 'Detail category is empty']);
  });

  it('asks for a name and a COA on every detail line', async () => {
    const res = await save(form('Incomplete detail', { details: [{ name: 'Hotel', accountId: 0 }] }));
    expect(messagesOf(res)).toEqual(['Isi Category Detail dan COA!']);
  });

  it('fails with "Gagal menyimpan category" and why, for an account outside the company or a name taken', async () => {
    const foreign = await save(form('Foreign account', { accountId: cometAccount.codeCombinationId }));
    expect(foreign.statusCode).toBe(400);
    expect(messagesOf(foreign)).toEqual(['Gagal menyimpan category', `Account ${cometAccount.codeCombinationId} is not an enabled account of this company`]);
    const taken = await save(form('ddk'));
    expect(messagesOf(taken)).toEqual(['Gagal menyimpan category', 'Category ddk already exists in this company']);
    const noCompany = await save(form('Nowhere', { orgId: 999999 }));
    expect(messagesOf(noCompany)).toEqual(['Gagal menyimpan category', 'The company is not one of the ERP']);
  });
});

describe('categories: create, update, delete with an audit trail', () => {
  it('creates a category with its detail lines, and lists it by search', async () => {
    const category = await created('Perjalanan Dinas');
    expect(category).toMatchObject({ name: 'Perjalanan Dinas', orgId: 82, instance: 'AAM', account: account.segments, detailCount: 1 });
    expect(category.details).toEqual([expect.objectContaining({ name: 'Tiket', accountId: otherAccount.codeCombinationId, account: otherAccount.segments })]);
    const list = await injectAs('pic', { method: 'GET', url: `${url}?search=perjalanan&orgId=82&instance=AAM` });
    expect(bodyOf(list, categoryListSchema).items.map((c) => c.name)).toEqual(['Perjalanan Dinas']);
    const [event] = await trailOf(category.id);
    expect(event).toMatchObject({
      actor: 'finance',
      action: 'CREATE',
      before: null,
      // The trail names the account (segments and description) instead of its id.
      after: { name: 'Perjalanan Dinas', account: expect.not.stringMatching(/^\d+$/) as unknown },
    });
  });

  it('updates in place: kept detail lines keep their ids, the audit event holds before and after', async () => {
    const category = await created('Entertainment');
    const kept = category.details[0]!;
    const res = await save(
      form('Entertainment Client', {
        accountId: otherAccount.codeCombinationId,
        details: [
          { id: kept.id, name: 'Tiket Pesawat', accountId: otherAccount.codeCombinationId },
          { name: 'Makan', accountId: account.codeCombinationId },
        ],
      }),
      category.id,
    );
    expect(res.statusCode, res.body).toBe(200);
    const updated = bodyOf(res, categoryRecordSchema);
    expect(updated.details.map((d) => [d.id === kept.id, d.name])).toEqual([
      [true, 'Tiket Pesawat'],
      [false, 'Makan'],
    ]);
    const [event] = await trailOf(category.id);
    expect(event).toMatchObject({
      action: 'UPDATE',
      before: { name: 'Entertainment', account: expect.not.stringMatching(/^\d+$/) as unknown },
      after: { name: 'Entertainment Client', account: expect.not.stringMatching(/^\d+$/) as unknown },
    });
    expect(event?.before?.account).not.toBe(event?.after?.account);
  });

  it('deletes an unused category, and refuses one a vendor mapping uses with "Gagal delete category"', async () => {
    const category = await created('Sekali Pakai');
    const gone = await injectAs('finance', { method: 'DELETE', url: `${url}/${category.id}` });
    expect(gone.statusCode).toBe(204);
    expect((await injectAs('finance', { method: 'GET', url: `${url}/${category.id}` })).statusCode).toBe(404);
    expect((await trailOf(category.id))[0]).toMatchObject({ action: 'DELETE', after: null, before: { name: 'Sekali Pakai' } });

    const list = bodyOf(await injectAs('finance', { method: 'GET', url: `${url}?search=DDK&instance=AAM&orgId=82` }), categoryListSchema);
    const ddk = list.items.find((c) => c.name === 'DDK')!;
    const refused = await injectAs('finance', { method: 'DELETE', url: `${url}/${ddk.id}` });
    expect(refused.statusCode).toBe(409);
    const [lead, ...why] = messagesOf(refused);
    expect(lead).toBe('Gagal delete category');
    expect(why).toContainEqual(expect.stringMatching(/^The category is used by [1-9]\d* vendor mapping\(s\)$/));
  });

  it('lets PIC read but never change, and suppliers not even read', async () => {
    const category = await created('Hanya Baca');
    expect((await injectAs('pic', { method: 'GET', url: `${url}/${category.id}` })).statusCode).toBe(200);
    expect((await save(form('Hanya Baca 2'), category.id, 'pic')).statusCode).toBe(403);
    expect((await injectAs('pic', { method: 'DELETE', url: `${url}/${category.id}` })).statusCode).toBe(403);
    expect((await injectAs('vendor', { method: 'GET', url })).statusCode).toBe(403);
  });

  it('pages on the server, 10 by default', async () => {
    const res = bodyOf(await injectAs('finance', { method: 'GET', url }), categoryListSchema);
    expect(res.pageSize).toBe(10);
    expect(res.items.length).toBeLessThanOrEqual(10);
    expect(res.total).toBeGreaterThanOrEqual(4);
  });
});
