import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { failedDeliveriesResponseSchema, type FailedDelivery } from '@faktura/domain';
import type { ErpPort } from '../../src/erp/port';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { drain, processedInvoices, submitToErp, testOutboxSettings } from './helpers';

const unreachable = (erp: ErpPort): ErpPort => ({
  ...erp,
  submitInvoice: () => Promise.reject(new Error('ERP import service answered 503 Service Unavailable')),
});
const refusing = (erp: ErpPort): ErpPort => ({
  ...erp,
  submitInvoice: () =>
    Promise.resolve({
      accepted: false,
      message: 'Supplier site is inactive',
      rejections: [{ code: 'SITE', message: 'Supplier site is inactive', lineNum: null }],
    }),
});

/** One delivery of each state: failed (503 every time), waiting (never attempted), imported, rejected. */
async function oneOfEach() {
  const { database, erp } = await getTestContext();
  const [failed, waiting, imported, rejected] = await processedInvoices(4);
  const statusOf = async (invoiceId: number) =>
    (await database.rows<{ id: number; status: string }>(sql`select id, status from outbox where invoice_id = ${invoiceId}`))[0]!;
  // Each delivered by its own ERP before the next is queued, so the drains take only their own row.
  await submitToErp([failed!]);
  await drain(unreachable(erp), testOutboxSettings({ maxAttempts: 2 }));
  await submitToErp([imported!]);
  await drain(erp);
  await submitToErp([rejected!]);
  await drain(refusing(erp));
  await submitToErp([waiting!]);
  const ids = { failed: await statusOf(failed!), waiting: await statusOf(waiting!), imported: await statusOf(imported!), rejected: await statusOf(rejected!) };
  expect(Object.values(ids).map((r) => r.status)).toEqual(['FAILED', 'PENDING', 'DELIVERED', 'REJECTED']);
  return { failed: Number(ids.failed.id), waiting: Number(ids.waiting.id), imported: Number(ids.imported.id), rejected: Number(ids.rejected.id) };
}

const list = async (query = '') =>
  bodyOf(await injectAs('finance', { method: 'GET', url: `/api/erp-deliveries/failed?pageSize=50${query}` }), failedDeliveriesResponseSchema).items;
const byId = (items: FailedDelivery[], id: number) => items.find((d) => d.id === id);

describe('ERP deliveries by state', () => {
  it('lists failed and waiting ones by default, failed first, with attempts, last attempt and the ERP’s answer', async () => {
    const ids = await oneOfEach();
    const open = await list();
    expect(byId(open, ids.failed)).toMatchObject({ status: 'FAILED', attempts: 2, answer: 'ERP import service answered 503 Service Unavailable' });
    expect(byId(open, ids.failed)!.lastAttemptAt).not.toBeNull();
    expect(byId(open, ids.waiting)).toMatchObject({ status: 'PENDING', attempts: 0, answer: null, lastAttemptAt: null });
    expect(byId(open, ids.imported)).toBeUndefined();
    expect(byId(open, ids.rejected)).toBeUndefined();
    const statuses = open.map((d) => d.status);
    expect(statuses.lastIndexOf('FAILED')).toBeLessThan(statuses.findIndex((s) => s !== 'FAILED'));
  });

  it('filters by state: waiting, imported (with the ERP’s id), rejected (with its message), all', async () => {
    const ids = await oneOfEach();
    expect((await list('&state=waiting')).every((d) => d.status === 'PENDING' || d.status === 'DELIVERING')).toBe(true);
    expect(byId(await list('&state=waiting'), ids.waiting)).toBeDefined();
    const imported = byId(await list('&state=delivered'), ids.imported)!;
    expect(imported.status).toBe('DELIVERED');
    expect(imported.answer).toMatch(/^Imported as ERP invoice \S+$/);
    expect(imported.deliveredAt).not.toBeNull();
    expect(byId(await list('&state=rejected'), ids.rejected)).toMatchObject({ status: 'REJECTED', answer: 'Supplier site is inactive' });
    expect((await list('&state=failed')).every((d) => d.status === 'FAILED')).toBe(true);
    const all = await list('&state=all');
    for (const id of Object.values(ids)) expect(byId(all, id)).toBeDefined();
  });

  it('refuses an unknown state', async () => {
    const res = await injectAs('finance', { method: 'GET', url: '/api/erp-deliveries/failed?state=lost' });
    expect(res.statusCode).toBe(400);
  });
});
