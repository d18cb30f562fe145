import { describe, expect, it } from 'vitest';
import { STATEMENT_MESSAGES, statementSchema, toScaled } from '@faktura/domain';
import { injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';

const AAM = 'orgId=82&instance=AAM';
const WIDE = 'from=2026-01-01&to=2026-12-31';

describe('statement of account (/api/statements)', () => {
  it('gives a supplier its own statement: an invoice, a debit note and a payment, balances that add up', async () => {
    const res = await injectAs('vendor', { method: 'GET', url: `/api/statements?${AAM}&${WIDE}` });
    expect(res.statusCode, res.body).toBe(200);
    const s = bodyOf(res, statementSchema);
    expect(s.vendorId).toBe(3001);
    const idr = s.currencies.find((c) => c.currency === 'IDR')!;
    expect(new Set(idr.rows.map((r) => r.type))).toEqual(new Set(['Invoice', 'Debit note', 'Payment']));
    for (const c of s.currencies) {
      expect(toScaled(c.closing)).toBe(toScaled(c.opening) + toScaled(c.debits) - toScaled(c.credits));
      expect(c.ageing.reduce((a, b) => a + toScaled(b.amount), 0n)).toBe(toScaled(c.openTotal));
    }
  });

  it("answers another supplier's statement 404, and finance may produce it", async () => {
    const refused = await injectAs('vendor2', { method: 'GET', url: `/api/statements?${AAM}&${WIDE}&vendorId=3001` });
    expect(refused.statusCode).toBe(404);
    expect(messagesOf(refused)).toEqual([STATEMENT_MESSAGES.supplierNotFound]);
    const own = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/statements?${AAM}&${WIDE}` }), statementSchema);
    const finance = bodyOf(await injectAs('finance', { method: 'GET', url: `/api/statements?${AAM}&${WIDE}&vendorId=3001` }), statementSchema);
    expect(finance.currencies).toEqual(own.currencies);
    const none = await injectAs('finance', { method: 'GET', url: `/api/statements?${AAM}&${WIDE}` });
    expect(messagesOf(none)).toEqual([STATEMENT_MESSAGES.supplierRequired]);
    const missing = await injectAs('finance', { method: 'GET', url: `/api/statements?${AAM}&${WIDE}&vendorId=2000000000` });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad ranges with the exact message, and hostile input with 4xx', async () => {
    const cases: Array<[string, string]> = [
      ['from=2026-02-30&to=2026-03-01', STATEMENT_MESSAGES.invalidDate],
      ['from=2026-03-02&to=2026-03-01', STATEMENT_MESSAGES.fromAfterTo],
      ['from=2025-01-01&to=2026-12-31', STATEMENT_MESSAGES.rangeTooLong],
    ];
    for (const [range, message] of cases) {
      const res = await injectAs('vendor', { method: 'GET', url: `/api/statements?${AAM}&${range}` });
      expect(res.statusCode, range).toBe(400);
      expect(messagesOf(res)).toEqual([message]);
    }
    for (const url of [
      `/api/statements?${WIDE}`,
      `/api/statements?${AAM}&from=x&to='or1=1`,
      `/api/statements?${AAM}&${WIDE}&vendorId=-1`,
      `/api/statements?orgId=99999999999&instance=AAM&${WIDE}`,
      `/api/statements?${AAM}&${WIDE}&extra=1`,
    ]) {
      const res = await injectAs('vendor', { method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(messagesOf(res).length, url).toBeGreaterThan(0);
    }
  });

  it('downloads the statement as .xlsx for its own supplier only', async () => {
    const res = await injectAs('vendor', { method: 'GET', url: `/api/statements/xlsx?${AAM}&${WIDE}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const refused = await injectAs('vendor2', { method: 'GET', url: `/api/statements/xlsx?${AAM}&${WIDE}&vendorId=3001` });
    expect(refused.statusCode).toBe(404);
  });
});
