import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, STATEMENT_LABELS, STATEMENT_MESSAGES, statementSchema, toScaled, type StatementView } from '@faktura/domain';
import { injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { pdfText, squash, writeTemp } from '../documents/pdf-tools';
import { readWithSheetJs } from '../lib/spreadsheet-read';

/** The statement's figures as the PDF prints them, one table line each, in the order they must appear. */
function expectedPdfLines(s: StatementView): string[] {
  const join = (cells: string[]) => cells.filter((c) => c !== '').join(' ');
  return s.currencies.flatMap((c) => [
    join([formatMoney(c.opening), formatMoney(c.debits), formatMoney(c.credits), formatMoney(c.closing), formatMoney(c.openTotal)]),
    join([formatDate(s.from), STATEMENT_LABELS.opening, formatMoney(c.opening)]),
    ...c.rows.map((r) =>
      join([formatDate(r.date), r.type, r.reference, formatDate(r.dueDate), formatMoney(r.debit), formatMoney(r.credit), formatMoney(r.balance)]),
    ),
    join([formatDate(s.to), STATEMENT_LABELS.closing, formatMoney(c.debits), formatMoney(c.credits), formatMoney(c.closing)]),
    join([...c.ageing.map((b) => formatMoney(b.amount)), formatMoney(c.openTotal)]),
  ]);
}

const utcDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

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
      // What is still open cannot exceed what was owed before the range plus what was invoiced in it
      // (other test files may have booked earlier invoices for this supplier).
      expect(toScaled(c.openTotal)).toBeLessThanOrEqual(toScaled(c.opening) + toScaled(c.debits));
    }
    // Each invoice shows its own first due date (not one date for all).
    expect(new Set(idr.rows.filter((r) => r.kind === 'INVOICE').map((r) => r.dueDate)).size).toBeGreaterThan(1);
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

  it('prints the PDF with every figure of the JSON, line by line in order, under the company header', async () => {
    const json = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/statements?${AAM}&${WIDE}` }), statementSchema);
    const res = await injectAs('vendor', { method: 'GET', url: `/api/statements/pdf?${AAM}&${WIDE}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`statement-3001-2026-01-01-2026-12-31.pdf`);
    const text = pdfText(writeTemp(res.rawPayload, 'statement'));
    const lines = text.split(/\n|\f/).map((l) => squash(l).trim());
    expect(text).toContain(STATEMENT_LABELS.title);
    expect(squash(text)).toContain(json.supplierName);
    expect(squash(text)).toContain(`${formatDate(json.from)} to ${formatDate(json.to)}`);
    const expected = expectedPdfLines(json);
    expect(expected.length).toBeGreaterThan(10);
    let at = -1;
    for (const line of expected) {
      const found = lines.indexOf(line, at + 1);
      expect(found, `"${line}" after line ${at}`).toBeGreaterThan(at);
      at = found;
    }
    // Many rows: the table goes on over pages, each continued under a running header.
    expect(text.split('\f').filter((p) => p.trim()).length).toBeGreaterThan(1);
    expect(text).toContain('(continued / lanjutan)');
  });

  it('prints an empty period as its message, and refuses another supplier’s PDF', async () => {
    const range = 'from=2020-01-01&to=2020-01-31';
    const json = bodyOf(await injectAs('vendor', { method: 'GET', url: `/api/statements?${AAM}&${range}` }), statementSchema);
    expect(json.currencies).toEqual([]);
    const res = await injectAs('vendor', { method: 'GET', url: `/api/statements/pdf?${AAM}&${range}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(squash(pdfText(writeTemp(res.rawPayload, 'statement-empty')))).toContain(STATEMENT_MESSAGES.empty);
    const refused = await injectAs('vendor2', { method: 'GET', url: `/api/statements/pdf?${AAM}&${WIDE}&vendorId=3001` });
    expect(refused.statusCode).toBe(404);
    expect(messagesOf(refused)).toEqual([STATEMENT_MESSAGES.supplierNotFound]);
    const reversed = await injectAs('finance', { method: 'GET', url: `/api/statements/pdf?${AAM}&from=2026-03-02&to=2026-03-01&vendorId=3001` });
    expect(reversed.statusCode).toBe(400);
    expect(messagesOf(reversed)).toEqual([STATEMENT_MESSAGES.fromAfterTo]);
  });

  it('writes the .xlsx cell by cell as the JSON: money as 2-place numbers, dates as date cells', async () => {
    const json = bodyOf(await injectAs('finance', { method: 'GET', url: `/api/statements?${AAM}&${WIDE}&vendorId=3001` }), statementSchema);
    const res = await injectAs('finance', { method: 'GET', url: `/api/statements/xlsx?${AAM}&${WIDE}&vendorId=3001` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('statement-3001-2026-01-01-2026-12-31.xlsx');
    const [sheet, ...more] = readWithSheetJs(res.rawPayload);
    expect(more).toHaveLength(0);
    const num = (v: string) => (v === '' ? null : Number(v));
    const expected: unknown[][] = [
      ['Currency', 'Date', 'Type', 'Number / reference', 'Due date', 'Debit', 'Credit', 'Balance'],
      ...json.currencies.flatMap((c) => [
        [c.currency, utcDay(json.from), STATEMENT_LABELS.opening, null, null, null, null, num(c.opening)],
        ...c.rows.map((r) => [
          c.currency,
          utcDay(r.date),
          r.type,
          r.reference || null,
          r.dueDate ? utcDay(r.dueDate) : null,
          num(r.debit),
          num(r.credit),
          num(r.balance),
        ]),
        [c.currency, utcDay(json.to), STATEMENT_LABELS.closing, null, null, num(c.debits), num(c.credits), num(c.closing)],
        ...c.ageing.map((b) => [c.currency, utcDay(json.asOf), STATEMENT_LABELS.ageing, b.label, null, null, null, num(b.amount)]),
      ]),
    ];
    expect(sheet!.rows).toEqual(expected);
    // Every money cell is a number shown with two decimals; every date cell a real date.
    const letters = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
    expected.slice(1).forEach((row, i) =>
      row.forEach((value, col) => {
        const address = `${letters[col]}${i + 2}`;
        if (typeof value === 'number') expect(sheet!.formats[address], address).toBe('#,##0.00');
        if (value instanceof Date) expect(sheet!.formats[address], address).toBe('dd-mmm-yyyy');
      }),
    );
    // The exact decimals survive as numbers: the sum of the debit column equals the JSON's debits.
    const idr = json.currencies.find((c) => c.currency === 'IDR')!;
    const debitCents = idr.rows.reduce((a, r) => a + (r.debit ? toScaled(r.debit) : 0n), 0n);
    expect(debitCents).toBe(toScaled(idr.debits));
  });
});
