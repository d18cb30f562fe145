import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { errorBodySchema, expeditionSubmitResponseSchema, expeditionSummarySchema } from '@faktura/domain';
import { bodyOf } from '../helpers/body';
import { snapshotData } from '../helpers/db-snapshot';
import { expeditionTestApp } from '../helpers/expedition';
import { multipart } from '../helpers/files';

const app = await expeditionTestApp('submit');
afterAll(() => app.close());

const VENDOR = 'orgId=82&instance=AAM&vendorId=3003';
type Confirmed = { invoiceNo: string; version: string };

const summary = async () => bodyOf(await app.as('fin', { method: 'GET', url: `/api/expedition/summary?${VENDOR}` }), expeditionSummarySchema).items;
const confirmedOf = async (invoiceNo: string): Promise<Confirmed> => {
  const row = (await summary()).find((r) => r.invoiceNo === invoiceNo);
  expect(row, `${invoiceNo} is saved`).toBeDefined();
  return { invoiceNo, version: row!.version };
};
const submit = (invoices: Confirmed[], vendorId = 3003) =>
  // finance: every supplier is in its scope, so only the invoice check can refuse another one.
  app.as('finance', { method: 'POST', url: '/api/expedition/submit', payload: { orgId: 82, instance: 'AAM', vendorId, invoices } });
const uploadValid = async () => {
  const file = fs.readFileSync(new URL('../fixtures/expedition/valid.xls', import.meta.url));
  const res = await app.as('finance', { method: 'POST', url: `/api/expedition/upload?${VENDOR}`, ...multipart('tagihan.xls', file) });
  expect(res.statusCode, res.body).toBe(200);
};

/** A submit that must be refused: the exact code and messages, and not a row of any table changed. */
async function refused(invoices: Confirmed[], status: number, code: string, messages: string[], vendorId = 3003) {
  await app.as('finance', { method: 'GET', url: '/api/auth/me' }); // logged in before the snapshot (a login is audited)
  const before = await snapshotData(app.database);
  const res = await submit(invoices, vendorId);
  expect(res.statusCode, res.body).toBe(status);
  expect(bodyOf(res, errorBodySchema)).toEqual({ code, messages });
  expect(await snapshotData(app.database)).toEqual(before);
}

// Lines of KTN/INV/2611/001 and /002 saved by finance's upload; the demo has other saved invoices.
await uploadValid();

describe('expedition submit: exactly the invoices the user confirmed', () => {
  it('refuses an invoice number that is no saved invoice of this vendor, and submits nothing of the set', async () => {
    const good = await confirmedOf('KTN/INV/2611/001');
    await refused([good, { invoiceNo: 'KTN/INV/2699/999', version: good.version }], 404, 'NOT_FOUND', [
      'Invoice KTN/INV/2699/999 has no saved lines of this vendor',
    ]);
  });

  it("refuses another vendor's saved invoice sent under this vendor", async () => {
    await refused([await confirmedOf('KTN/INV/2611/001')], 404, 'NOT_FOUND', ['Invoice KTN/INV/2611/001 has no saved lines of this vendor'], 3002);
  });

  it('refuses an invoice whose lines changed after the confirmation was shown (someone uploaded again)', async () => {
    const shown = await confirmedOf('KTN/INV/2611/001');
    await uploadValid(); // the same values, but every line of the file saved again
    expect((await confirmedOf('KTN/INV/2611/001')).version).not.toBe(shown.version);
    await refused([shown, await confirmedOf('KTN/INV/2611/002')], 409, 'STALE_REVISION', [
      'Invoice KTN/INV/2611/001 was changed after you confirmed it: check the Summary Invoice and submit again',
    ]);
  });

  it("submits only the confirmed invoices; the vendor's other saved invoices stay saved", async () => {
    const others = (await summary()).map((r) => r.invoiceNo).filter((no) => no !== 'KTN/INV/2611/001');
    expect(others).toContain('KTN/INV/2611/002');
    const res = await submit([await confirmedOf('KTN/INV/2611/001')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(bodyOf(res, expeditionSubmitResponseSchema)).toEqual({ submitted: ['KTN/INV/2611/001'], message: 'Data has been submitted successfully' });
    expect((await summary()).map((r) => r.invoiceNo)).toEqual(others);
  });

  it('refuses an invoice already submitted', async () => {
    const good = await confirmedOf('KTN/INV/2611/002');
    await refused([good, { invoiceNo: 'KTN/INV/2611/001', version: good.version }], 409, 'CONFLICT', ['Invoice KTN/INV/2611/001 is already submitted']);
  });

  it('names every problem at once, under the gravest code', async () => {
    const good = await confirmedOf('KTN/INV/2611/002');
    await refused(
      [
        { invoiceNo: 'KTN/INV/2611/002', version: 'old' },
        { invoiceNo: 'KTN/INV/2611/001', version: good.version },
        { invoiceNo: 'KTN/INV/2699/999', version: good.version },
      ],
      404,
      'NOT_FOUND',
      [
        'Invoice KTN/INV/2611/002 was changed after you confirmed it: check the Summary Invoice and submit again',
        'Invoice KTN/INV/2611/001 is already submitted',
        'Invoice KTN/INV/2699/999 has no saved lines of this vendor',
      ],
    );
  });
});
