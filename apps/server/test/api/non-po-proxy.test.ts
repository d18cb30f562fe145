import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { idLabelListSchema, invoiceListSchema, nonPoInvoiceDetailSchema, taxCodeListSchema } from '@faktura/domain';
import { picVendorMappings, users } from '../../src/db/schema/index';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { createNonPo, nonPoOptions, nonPoPayload, updateOf } from '../helpers/non-po-invoices';

const post = async (user: string, payload: object) => injectAs(user, { method: 'POST', url: '/api/non-po-invoices', payload });
const submit = (id: number, revision: number, user = 'pic') =>
  injectAs(user, { method: 'POST', url: `/api/non-po-invoices/${id}/submit-to-recommender`, payload: { revision } });

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const { database } = await getTestContext();
  const [row] = await database.rows<{ n: number }>(query);
  return Number(row!.n);
}

describe('PIC proxy invoice entry', () => {
  it('answers every proxy save/submit message, collected at once', async () => {
    const res = await post('pic', { lines: [] });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual([
      'Please select company',
      'Please select supplier',
      'Invoice Number is empty',
      'Invoice Date is empty',
      'Tax Number is empty',
      'Tax Date is empty',
      'Choose Bank Account',
      'Choose Payment Method',
      'Attachment is required',
      'Line is empty',
    ]);
  });

  it('enters a DRAFT typed INVOICE PROXY for a supplier mapped to it, listed in the proxy list', async () => {
    const invoice = await createNonPo('pic', {}, 3002);
    expect(invoice).toMatchObject({
      kind: 'PROXY',
      status: 'DRAFT',
      vendorId: 3002,
      vendorName: 'CV Maju Bersama',
      permissions: { canEdit: true, canDelete: true },
    });
    const { database } = await getTestContext();
    const [row] = await database.rows<{ invoice_type: string }>(sql`select invoice_type from invoices where id = ${invoice.id}`);
    expect(row!.invoice_type).toBe('INVOICE PROXY');
    const list = bodyOf(await injectAs('pic', { method: 'GET', url: '/api/invoices?kind=PROXY&pageSize=50' }), invoiceListSchema);
    expect(list.items.map((i) => i.id)).toContain(invoice.id);
    expect(list.items.every((i) => i.invoiceType === 'INVOICE PROXY')).toBe(true);
    // The supplier sees what was entered for it, but cannot change it.
    const seen = bodyOf(await injectAs('vendor2', { method: 'GET', url: `/api/non-po-invoices/${invoice.id}` }), nonPoInvoiceDetailSchema);
    expect(seen.permissions).toMatchObject({ canEdit: false, canDelete: false });
  });

  it('refuses a supplier not mapped to the PIC, and one whose mapping has ended', async () => {
    const res = await post('pic', { ...(await nonPoPayload('pic', {}, 3002)), vendorId: 3003 });
    expect(res.statusCode).toBe(403);
    expect(messagesOf(res)).toEqual(['Supplier is not mapped to you in this company']);
    expect((await injectAs('pic', { method: 'GET', url: '/api/non-po-options?orgId=82&instance=AAM&vendorId=3003' })).statusCode).toBe(403);

    const { database } = await getTestContext();
    const [pic] = await database.db.select().from(users).where(eq(users.username, 'pic'));
    const [expired] = await database.db
      .insert(users)
      .values({
        username: 'pic-nonpo-expired',
        passwordHash: pic!.passwordHash,
        typeUser: 'PIC',
        roleCode: pic!.roleCode,
        description: 'PIC with an ended mapping',
      })
      .returning();
    await database.db.insert(picVendorMappings).values([
      { userId: expired!.id, vendorId: 3002, orgId: 82, instance: 'AAM', startDate: '2026-01-01' },
      { userId: expired!.id, vendorId: 3001, orgId: 82, instance: 'AAM', startDate: '2025-01-01', endDate: '2025-12-31' },
    ]);
    expect((await post('pic-nonpo-expired', await nonPoPayload('pic-nonpo-expired', {}, 3002))).statusCode).toBe(201);
    const ended = await post('pic-nonpo-expired', { ...(await nonPoPayload('pic-nonpo-expired', {}, 3002)), vendorId: 3001 });
    expect(ended.statusCode).toBe(403);
    expect(messagesOf(ended)).toEqual(['Supplier is not mapped to you in this company']);
    const theirs = await createNonPo('pic', {}, 3001);
    expect((await injectAs('pic-nonpo-expired', { method: 'GET', url: `/api/non-po-invoices/${theirs.id}` })).statusCode).toBe(404);
  });

  it('submits to the recommender once: needs term and charge of account, then REVIEW; a double submit changes nothing', async () => {
    const draft = await createNonPo('pic', { termId: null }, 3002);
    const missing = await submit(draft.id, draft.revision);
    expect(missing.statusCode).toBe(400);
    expect(messagesOf(missing)).toEqual(['Choose Term', 'Choose Charge of Account']);

    const options = await nonPoOptions('pic', 'orgId=82&instance=AAM&vendorId=3002');
    const accounts = bodyOf(
      await injectAs('pic', { method: 'GET', url: '/api/non-po-options/accounts?orgId=82&instance=AAM&search=610101' }),
      idLabelListSchema,
    ).items;
    const saved = await injectAs('pic', {
      method: 'PUT',
      url: `/api/non-po-invoices/${draft.id}`,
      payload: updateOf(draft, { termId: options.terms[0]!.id, coaId: accounts[0]!.id }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const revision = bodyOf(saved, nonPoInvoiceDetailSchema).revision;
    const notices = () => count(sql`select count(*) as n from notifications`);
    const sent = await submit(draft.id, revision);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(bodyOf(sent, nonPoInvoiceDetailSchema)).toMatchObject({ status: 'REVIEW', permissions: { canEdit: false } });
    const after = await notices();

    const again = await submit(draft.id, revision);
    expect(again.statusCode).toBe(409);
    expect(await count(sql`select count(*) as n from audit_events where entity_id = ${String(draft.id)} and action = 'SEND_TO_RECOMMENDER'`)).toBe(1);
    expect(await notices()).toBe(after);
  });

  it('does not send a supplier’s own non-PO invoice from here (that is the review’s Submit to Rekomendator)', async () => {
    const invoice = await createNonPo('vendor');
    expect((await submit(invoice.id, invoice.revision)).statusCode).toBe(404);
  });

  it('offers the supplier’s mapped categories with their details’ default accounts, SK references with their dates', async () => {
    const options = await nonPoOptions('pic', 'orgId=82&instance=AAM&vendorId=3001');
    expect(options.categories.map((c) => c.name)).toEqual(['DDK', 'DDN', 'DLN', 'FORWARDER']);
    const ddk = options.categories.find((c) => c.name === 'DDK')!;
    expect(ddk).toMatchObject({ costCenter: 'ITD' });
    expect(ddk.details.find((d) => d.name === 'Transportasi Dalam Kota')?.accountLabel).toMatch(/^82\.ITD\.610101\.0000 /);
    expect(options.references).toContainEqual({
      referenceNumber: 'SK/AAM/2026/031',
      description: 'Kontrak jasa inklaring pelabuhan',
      startDate: '2026-03-01',
      endDate: '2027-02-28',
    });
  });

  it('offers COA and vendor autocomplete only on non-empty input', async () => {
    expect((await injectAs('pic', { method: 'GET', url: '/api/non-po-options/accounts?orgId=82&instance=AAM&search=' })).statusCode).toBe(400);
    const vendors = await injectAs('vendor', { method: 'GET', url: '/api/non-po-options/vendors?orgId=82&instance=AAM&search=maju' });
    expect(bodyOf(vendors, idLabelListSchema).items).toEqual([{ id: 3002, label: 'CV Maju Bersama' }]);
    const vat = await injectAs('vendor', { method: 'GET', url: '/api/non-po-options/vat-codes?orgId=82&instance=AAM&invoiceDate=2024-06-03' });
    expect(bodyOf(vat, taxCodeListSchema).items.map((v: { code: string }) => v.code)).toEqual(['PPN 0%', 'PPN 1.1%', 'PPN 11%']);
    const travel = await injectAs('vendor', { method: 'GET', url: '/api/non-po-options/travel-orders?orgId=82&instance=AAM' });
    expect(travel.statusCode, travel.body).toBe(200);
    expect((await injectAs('pic', { method: 'GET', url: '/api/non-po-options/travel-orders?orgId=82&instance=AAM&vendorId=3003' })).statusCode).toBe(403);
  });
});
