import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  STAMP_DUTY_MESSAGES,
  attachmentSchema,
  nonPoInvoiceDetailSchema,
  poFormOptionsSchema,
  poInvoiceDetailSchema,
  stampDutyListSchema,
} from '@faktura/domain';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { createNonPo, detailOf, nonPoOptions, updateOf } from '../helpers/non-po-invoices';
import { createInvoice, pendingReceipts, uploadPdf } from '../helpers/po-invoices';

const SERIAL = '1234567890123456789012';

/** Runs `body` while supplier AAM/3001 has no NPWP anywhere (ERP master and finance's record), then puts it back. */
async function withoutNpwp<T>(body: () => Promise<T>): Promise<T> {
  const { database } = await getTestContext();
  const where = sql`instance = 'AAM' and party_kind = 'SUPPLIER' and party_id = 3001`;
  const [before] = await database.rows<{ npwp: string | null }>(sql`select npwp from erp_suppliers where instance = 'AAM' and vendor_id = 3001`);
  const recorded = await database.rows<{ npwp: string | null; nitku: string | null }>(sql`select npwp, nitku from tax_registrations where ${where}`);
  await database.db.execute(sql`update erp_suppliers set npwp = null where instance = 'AAM' and vendor_id = 3001`);
  await database.db.execute(sql`delete from tax_registrations where ${where}`);
  try {
    return await body();
  } finally {
    await database.db.execute(sql`update erp_suppliers set npwp = ${before?.npwp ?? null} where instance = 'AAM' and vendor_id = 3001`);
    for (const r of recorded) {
      await database.db.execute(
        sql`insert into tax_registrations (instance, party_kind, party_id, npwp, nitku) values ('AAM', 'SUPPLIER', 3001, ${r.npwp}, ${r.nitku})`,
      );
    }
  }
}

/** One taxable service line of `amount` (DDK's detail, as the helper's default line). */
async function serviceLines(amount: string) {
  const { categoryDetailId } = detailOf(await nonPoOptions(), 'DDK', 'Transportasi Dalam Kota');
  return { lines: [{ categoryDetailId, description: 'Jasa konsultan', amount, vatCode: 'PPN 12%', whtCode: 'PPh 23 2%' }] };
}

describe('PPh 23 on non-PO invoices', () => {
  it('withholds 2 % of the line for a supplier with an NPWP, whichever PPh 23 code was chosen; other codes keep the ERP rate', async () => {
    const options = await nonPoOptions();
    const rateOf = (code: string) => options.whtCodes.find((c) => c.code === code)?.rate;
    expect([rateOf('PPh 23 2%'), rateOf('PPh 23 4%'), rateOf('PPh 21 5%')]).toEqual(['2.00', '2.00', '5.00']);
    const invoice = await createNonPo('vendor', {});
    expect(invoice.lines[0]).toMatchObject({ whtCode: 'PPh 23 2%', whtRate: '2.00', whtAmount: '20000.00' });
    const corrected = await injectAs('vendor', {
      method: 'PUT',
      url: `/api/non-po-invoices/${invoice.id}`,
      payload: updateOf(invoice, { lines: [{ ...updateOf(invoice).lines[0]!, whtCode: 'PPh 23 4%' }] }),
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(bodyOf(corrected, nonPoInvoiceDetailSchema).lines[0]).toMatchObject({ whtCode: 'PPh 23 4%', whtRate: '2.00', whtAmount: '20000.00' });
  });

  it('doubles the rate when the supplier has no NPWP: the form is offered 4 % and the server stores 4 %', async () => {
    await withoutNpwp(async () => {
      const options = await nonPoOptions();
      expect(options.whtCodes.find((c) => c.code === 'PPh 23 2%')?.rate).toBe('4.00');
      const invoice = await createNonPo('vendor', {});
      expect(invoice.lines[0]).toMatchObject({ whtCode: 'PPh 23 2%', whtRate: '4.00', whtAmount: '40000.00' });
      expect(invoice.totals.totalWht).toBe('40000.00');
    });
  });
});

describe('PPh 23 on PO invoices', () => {
  const poOptions = async () =>
    bodyOf(await injectAs('vendor', { method: 'GET', url: '/api/po-invoices/form-options?orgId=82&instance=AAM' }), poFormOptionsSchema);
  /** A PO invoice of one open line withholding under `pphCode` from a service charge of Rp 1,000,000. */
  const withPph = async (pphCode: string) => {
    const [line] = await pendingReceipts();
    const res = await createInvoice([line!.rcvTransactionId], { includePph: true, pphValue: '1000000', pphCode });
    expect(res.statusCode, res.body).toBe(201);
    return bodyOf(res, poInvoiceDetailSchema);
  };

  it('withholds 2 % for a supplier with an NPWP even under the 4 % code, and offers the form that rate', async () => {
    const rateOf = (options: { pphCodes: Array<{ code: string; rate: string }> }, code: string) => options.pphCodes.find((c) => c.code === code)?.rate;
    const options = await poOptions();
    expect([rateOf(options, 'PPh 23 2%'), rateOf(options, 'PPh 23 4%')]).toEqual(['2.00', '2.00']);
    const invoice = await withPph('PPh 23 4%');
    expect(invoice).toMatchObject({ pphCode: 'PPh 23 4%', taxRate: '2.0000' });
    expect(invoice.totals.pph).toBe('20000.00');
  });

  it('doubles the rate when the supplier has no NPWP', async () => {
    await withoutNpwp(async () => {
      expect((await poOptions()).pphCodes.find((c) => c.code === 'PPh 23 2%')?.rate).toBe('4.00');
      const invoice = await withPph('PPh 23 2%');
      expect(invoice).toMatchObject({ pphCode: 'PPh 23 2%', taxRate: '4.0000' });
      expect(invoice.totals.pph).toBe('40000.00');
    });
  });
});

describe('stamp duty', () => {
  it('warns (never refuses) an IDR invoice above Rp 5,000,000 without serial, refuses a serial of another shape, stores a good one', async () => {
    const draft = await createNonPo('vendor', await serviceLines('6000000'));
    expect(draft.totals.totalInvoice).toBe('6720000.00');
    expect(draft.warnings).toContain(STAMP_DUTY_MESSAGES.missing);
    expect(draft.eMeteraiSerial).toBeNull();

    const bad = await injectAs('vendor', { method: 'PUT', url: `/api/non-po-invoices/${draft.id}`, payload: updateOf(draft, { eMeteraiSerial: '12345' }) });
    expect(bad.statusCode).toBe(400);
    expect(messagesOf(bad)).toEqual(['e-Meterai serial must be 22 digits (spaces and hyphens are ignored)']);

    const saved = await injectAs('vendor', {
      method: 'PUT',
      url: `/api/non-po-invoices/${draft.id}`,
      payload: updateOf(draft, { eMeteraiSerial: '1234-5678-9012-3456-7890 12' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stamped = bodyOf(saved, nonPoInvoiceDetailSchema);
    expect(stamped.eMeteraiSerial).toBe(SERIAL);
    expect(stamped.warnings).not.toContain(STAMP_DUTY_MESSAGES.missing);
  });

  it('does not warn at or below the threshold', async () => {
    const small = await createNonPo();
    expect(small.totals.totalInvoice).toBe('1120000.00');
    expect(small.warnings).not.toContain(STAMP_DUTY_MESSAGES.missing);
  });

  it('lists submitted invoices missing stamp duty for finance only, by company, until the serial or a stamped document is there', async () => {
    const { database } = await getTestContext();
    const draft = await createNonPo('vendor', await serviceLines('6000000'));
    const ids = async (query = '') => {
      const res = await injectAs('finance', { method: 'GET', url: `/api/stamp-duty?pageSize=100${query}` });
      expect(res.statusCode, res.body).toBe(200);
      return bodyOf(res, stampDutyListSchema).items.map((i) => i.id);
    };
    expect(await ids()).not.toContain(draft.id); // a draft is still the supplier's
    const batch = await injectAs('vendor', {
      method: 'POST',
      url: '/api/batches',
      payload: { orgId: 82, instance: 'AAM', invoiceIds: [draft.id], submit: true },
    });
    expect(batch.statusCode, batch.body).toBe(201);
    expect(await ids()).toContain(draft.id);
    expect(await ids('&instance=AAM&orgId=82')).toContain(draft.id);
    expect(await ids('&instance=AAM&orgId=81')).not.toContain(draft.id);
    const page = bodyOf(await injectAs('finance', { method: 'GET', url: '/api/stamp-duty?instance=AAM&orgId=82&pageSize=100' }), stampDutyListSchema);
    expect(page.items.find((i) => i.id === draft.id)).toMatchObject({ vendorId: 3001, currencyCode: 'IDR', totalAmount: '6720000.00', status: 'OPEN' });

    for (const user of ['vendor', 'pic']) expect((await injectAs(user, { method: 'GET', url: '/api/stamp-duty' })).statusCode).toBe(403);

    await database.db.execute(sql`update attachments set kind = 'stamped' where invoice_id = ${draft.id}`);
    expect(await ids()).not.toContain(draft.id);
    await database.db.execute(sql`update attachments set kind = 'invoice' where invoice_id = ${draft.id}`);
    await database.db.execute(sql`update invoices set e_meterai_serial = ${SERIAL} where id = ${draft.id}`);
    expect(await ids()).not.toContain(draft.id);
  });

  it('lets the supplier say which file is the stamped document: a new upload before saving, a saved file while it can change', async () => {
    const mark = (url: string, stamped: boolean, user = 'vendor') => injectAs(user, { method: 'PUT', url, payload: { stamped } });
    const fileId = await uploadPdf('vendor', 'meterai.pdf');
    const pending = await mark(`/api/files/${fileId}/stamped`, true);
    expect(pending.statusCode, pending.body).toBe(200);
    expect(bodyOf(pending, attachmentSchema)).toMatchObject({ id: fileId, filename: 'meterai.pdf', stamped: true });
    // Another user's upload is not found, whoever asks.
    const foreign = await mark(`/api/files/${fileId}/stamped`, false, 'pic');
    expect(foreign.statusCode).toBe(404);
    expect(messagesOf(foreign)).toEqual(['File not found']);

    const draft = await createNonPo('vendor', { ...(await serviceLines('6000000')), attachmentIds: [fileId] });
    expect(draft.attachments).toEqual([expect.objectContaining({ id: fileId, stamped: true })]);
    expect(draft.warnings).not.toContain(STAMP_DUTY_MESSAGES.missing);

    const onInvoice = `/api/invoices/${draft.id}/attachments/${fileId}/stamped`;
    const unmarked = await mark(onInvoice, false);
    expect(unmarked.statusCode, unmarked.body).toBe(200);
    expect(bodyOf(unmarked, attachmentSchema).stamped).toBeUndefined();
    const reread = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/non-po-invoices/${draft.id}` }), nonPoInvoiceDetailSchema);
    expect(reread.warnings).toContain(STAMP_DUTY_MESSAGES.missing);
    expect((await mark(onInvoice, true)).statusCode).toBe(200);

    const batch = await injectAs('vendor', {
      method: 'POST',
      url: '/api/batches',
      payload: { orgId: 82, instance: 'AAM', invoiceIds: [draft.id], submit: true },
    });
    expect(batch.statusCode, batch.body).toBe(201);
    const list = bodyOf(await injectAs('finance', { method: 'GET', url: '/api/stamp-duty?instance=AAM&orgId=82&pageSize=100' }), stampDutyListSchema);
    expect(list.items.map((i) => i.id)).not.toContain(draft.id);
    // Submitted: the supplier's files are fixed, and so is which one is stamped.
    const late = await mark(onInvoice, false);
    expect(late.statusCode).toBe(403);
    expect(messagesOf(late)).toEqual(['The stamped document cannot be changed while the invoice is OPEN']);
  });
});
