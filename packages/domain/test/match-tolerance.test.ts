import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkInvoiceLines,
  checkLineTolerances,
  formatTolerancePct,
  hasTolerances,
  MATCH_TOLERANCE_MESSAGES,
  NO_TOLERANCES,
  type MatchTolerances,
  type ToleranceLine,
} from '../src/match-tolerance';
import { normaliseToleranceForm, TOLERANCE_BREACH_MESSAGES, TOLERANCE_SETTING_MESSAGES, validateToleranceForm } from '../src/match-tolerance-setting';

const line = (over: Partial<ToleranceLine> = {}): ToleranceLine => ({
  quantity: '10',
  unitPrice: '100000',
  poUnitPrice: '100000',
  orderedQuantity: '10',
  receivedQuantity: '10',
  alreadyBilledQuantity: '0',
  currency: 'IDR',
  ...over,
});

const only = (over: Partial<MatchTolerances>): MatchTolerances => ({ ...NO_TOLERANCES, ...over });

describe('checkLineTolerances: price', () => {
  it('reports a price above the tolerance with the exact amount over and message', () => {
    // PO 100,000, tolerance 2 % → limit 102,000; invoiced 105,200 → 3,200 over per unit × 10.
    const breaches = checkLineTolerances(line({ unitPrice: '105200' }), only({ pricePct: '2' }));
    expect(breaches).toEqual([
      {
        check: 'PRICE',
        limitPct: '2.00',
        actualPct: '5.20',
        amountOver: '32000.00',
        message: 'Price 5.20% above the PO price (tolerance 2.00%): IDR 32,000.00 over',
      },
    ]);
  });

  it('treats exactly the limit as inside and one cent above as outside', () => {
    expect(checkLineTolerances(line({ unitPrice: '102000' }), only({ pricePct: '2' }))).toEqual([]);
    const [breach] = checkLineTolerances(line({ unitPrice: '102000.01', quantity: '1' }), only({ pricePct: '2' }));
    expect(breach?.amountOver).toBe('0.01');
    // 2.00001 % rounds up: a breach never reads as equal to its limit.
    expect(breach?.actualPct).toBe('2.01');
  });

  it('keeps an exact limit with a three-decimal tolerance and fractional prices', () => {
    // 19.99 × 1.125 % = 0.2248875 → limit 20.2148875; 20.2148875 itself is inside.
    expect(checkLineTolerances(line({ poUnitPrice: '19.99', unitPrice: '20.2148875' }), only({ pricePct: '1.125' }))).toEqual([]);
    const [breach] = checkLineTolerances(line({ poUnitPrice: '19.99', unitPrice: '20.2149', quantity: '1000' }), only({ pricePct: '1.125' }));
    // (20.2149 − 20.2148875) × 1000 = 0.0125 → 0.01
    expect(breach).toMatchObject({ check: 'PRICE', limitPct: '1.125', amountOver: '0.01' });
  });

  it('never sees a price below or equal to the PO price as a breach, even at zero tolerance', () => {
    expect(checkLineTolerances(line({ unitPrice: '90000' }), only({ pricePct: '0' }))).toEqual([]);
    expect(checkLineTolerances(line(), only({ pricePct: '0' }))).toEqual([]);
    const [breach] = checkLineTolerances(line({ unitPrice: '100001', quantity: '3' }), only({ pricePct: '0' }));
    expect(breach).toMatchObject({ limitPct: '0.00', actualPct: '0.01', amountOver: '3.00' });
  });

  it('names a price on a free PO line without a percentage', () => {
    const [breach] = checkLineTolerances(line({ poUnitPrice: '0', unitPrice: '5', quantity: '2' }), only({ pricePct: '10' }));
    expect(breach).toEqual({
      check: 'PRICE',
      limitPct: '10.00',
      actualPct: null,
      amountOver: '10.00',
      message: 'Price above a PO price of zero (tolerance 10.00%): IDR 10.00 over',
    });
  });

  it('rounds the amount over half-up to cents, once', () => {
    // (1.005 − 1.00) × 1 = 0.005 → 0.01 (half-up); × 0.999 = 0.004995 → 0.00: still a breach, less than a cent over.
    expect(checkLineTolerances(line({ poUnitPrice: '1', unitPrice: '1.005', quantity: '1' }), only({ pricePct: '0' }))[0]?.amountOver).toBe('0.01');
    expect(checkLineTolerances(line({ poUnitPrice: '1', unitPrice: '1.005', quantity: '0.999' }), only({ pricePct: '0' }))[0]?.amountOver).toBe('0.00');
  });
});

describe('checkLineTolerances: quantity ordered', () => {
  it('adds what was already billed to this line and reports the part above the limit', () => {
    // ordered 10, tolerance 10 % → 11; billed 6 before + 7 now = 13 → 2 over × 50,000.
    const breaches = checkLineTolerances(
      line({ quantity: '7', alreadyBilledQuantity: '6', unitPrice: '50000', poUnitPrice: '50000' }),
      only({ quantityPct: '10' }),
    );
    expect(breaches).toEqual([
      {
        check: 'QUANTITY_ORDERED',
        limitPct: '10.00',
        actualPct: '30.00',
        amountOver: '100000.00',
        message: 'Quantity billed 30.00% above the ordered quantity (tolerance 10.00%): IDR 100,000.00 over',
      },
    ]);
  });

  it('treats exactly the limit as inside', () => {
    expect(checkLineTolerances(line({ quantity: '5', alreadyBilledQuantity: '6' }), only({ quantityPct: '10' }))).toEqual([]);
    expect(checkLineTolerances(line({ quantity: '5.001', alreadyBilledQuantity: '6' }), only({ quantityPct: '10' }))).toHaveLength(1);
  });

  it('never counts more than this line’s own quantity as over', () => {
    // Earlier invoices already went past the limit: only this line's 2 units are over.
    const [breach] = checkLineTolerances(line({ quantity: '2', alreadyBilledQuantity: '20', unitPrice: '10', poUnitPrice: '10' }), only({ quantityPct: '0' }));
    expect(breach).toMatchObject({ actualPct: '120.00', amountOver: '20.00' });
  });

  it('names a line with nothing ordered', () => {
    const [breach] = checkLineTolerances(line({ orderedQuantity: '0', quantity: '1', unitPrice: '3' }), only({ quantityPct: '5' }));
    expect(breach?.message).toBe('Quantity billed on a PO line with nothing ordered (tolerance 5.00%): IDR 3.00 over');
    expect(breach?.actualPct).toBeNull();
  });
});

describe('checkLineTolerances: quantity received', () => {
  it('compares everything billed with the received quantity', () => {
    const breaches = checkLineTolerances(
      line({ quantity: '4', alreadyBilledQuantity: '4', receivedQuantity: '7.5', unitPrice: '1000' }),
      only({ qtyReceivedPct: '5' }),
    );
    // limit 7.875, billed 8 → 0.125 × 1,000 = 125; 6.67 % above.
    expect(breaches).toEqual([
      {
        check: 'QUANTITY_RECEIVED',
        limitPct: '5.00',
        actualPct: '6.67',
        amountOver: '125.00',
        message: 'Quantity billed 6.67% above the received quantity (tolerance 5.00%): IDR 125.00 over',
      },
    ]);
  });

  it('names a line with nothing received', () => {
    const [breach] = checkLineTolerances(line({ receivedQuantity: '0', quantity: '2', unitPrice: '1.5' }), only({ qtyReceivedPct: '0' }));
    expect(breach?.message).toBe('Quantity billed with nothing received (tolerance 0.00%): IDR 3.00 over');
  });

  it('treats exactly the limit as inside', () => {
    expect(checkLineTolerances(line({ quantity: '7.875', receivedQuantity: '7.5' }), only({ qtyReceivedPct: '5' }))).toEqual([]);
  });
});

describe('checkLineTolerances: all checks', () => {
  it('makes no check that is not set (null or empty)', () => {
    const wild = line({ unitPrice: '999999', quantity: '999', receivedQuantity: '0', orderedQuantity: '0' });
    expect(checkLineTolerances(wild, NO_TOLERANCES)).toEqual([]);
    expect(checkLineTolerances(wild, { pricePct: '', quantityPct: ' ', qtyReceivedPct: null })).toEqual([]);
  });

  it('reports every breach in the order price, ordered, received', () => {
    const breaches = checkLineTolerances(line({ unitPrice: '200000', quantity: '12', receivedQuantity: '11' }), {
      pricePct: '1',
      quantityPct: '1',
      qtyReceivedPct: '1',
    });
    expect(breaches.map((b) => b.check)).toEqual(['PRICE', 'QUANTITY_ORDERED', 'QUANTITY_RECEIVED']);
  });

  it('has no breaches for a line whose numbers are still being typed', () => {
    expect(checkLineTolerances(line({ quantity: '', unitPrice: 'abc' }), { pricePct: '1', quantityPct: '1', qtyReceivedPct: '1' })).toEqual([]);
  });

  it('formats the currency amount with separators in every message', () => {
    expect(MATCH_TOLERANCE_MESSAGES.priceOver('5.20', '2.00', 'USD', '1234567.5')).toBe(
      'Price 5.20% above the PO price (tolerance 2.00%): USD 1,234,567.50 over',
    );
    expect(MATCH_TOLERANCE_MESSAGES.quantityOrderedOver('1.00', '0.50', 'IDR', '10')).toBe(
      'Quantity billed 1.00% above the ordered quantity (tolerance 0.50%): IDR 10.00 over',
    );
    expect(MATCH_TOLERANCE_MESSAGES.quantityReceivedOver('1.00', '0.50', 'IDR', '10')).toBe(
      'Quantity billed 1.00% above the received quantity (tolerance 0.50%): IDR 10.00 over',
    );
  });

  it('agrees with a rational-number model on random lines (price)', () => {
    const decimal = (maxWhole: number, places: number) =>
      fc.tuple(fc.integer({ min: 0, max: maxWhole }), fc.integer({ min: 0, max: 10 ** places - 1 })).map(([w, f]) => `${w}.${String(f).padStart(places, '0')}`);
    fc.assert(
      fc.property(decimal(1_000_000, 4), decimal(1_000_000, 4), decimal(10_000, 3), decimal(1000, 3), (po, unit, qty, pct) => {
        const scaled = (s: string, k: number) => BigInt(s.replace('.', '')) * 10n ** BigInt(k - (s.split('.')[1]?.length ?? 0));
        // Prices at 4 places times percent at 3 places (100 % = 100000): unit × 100 % against po × (100 % + pct).
        const u = scaled(unit, 4) * 100_000n; // price at 4 dp × 100 % at 3 dp
        const limit = scaled(po, 4) * (100_000n + scaled(pct, 3));
        const breaches = checkLineTolerances(line({ poUnitPrice: po, unitPrice: unit, quantity: qty }), only({ pricePct: pct }));
        expect(breaches.length).toBe(u > limit ? 1 : 0);
        if (u > limit) {
          // Money over = (u − limit) × qty / 10^(4 + 5 + 3), in cents rounded half-up.
          const num = (u - limit) * scaled(qty, 3) * 100n;
          const den = 10n ** 12n;
          const cents = (num * 2n + den) / (2n * den);
          expect(breaches[0]?.amountOver).toBe(`${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('tolerance helpers', () => {
  it('formats percentages with at least two decimals and keeps the third', () => {
    expect(formatTolerancePct('2')).toBe('2.00');
    expect(formatTolerancePct('0.125')).toBe('0.125');
    expect(formatTolerancePct('1.500')).toBe('1.50');
    expect(formatTolerancePct('1000')).toBe('1000.00');
  });

  it('knows when any tolerance is set', () => {
    expect(hasTolerances(NO_TOLERANCES)).toBe(false);
    expect(hasTolerances(only({ qtyReceivedPct: '0' }))).toBe(true);
  });
});

describe('the tolerance form', () => {
  it('accepts 0 to 1000 with at most three decimals, or empty (not checked)', () => {
    expect(normaliseToleranceForm({ pricePct: '2', quantityPct: ' ', qtyReceivedPct: '1000.000' })).toEqual({
      pricePct: '2.00',
      quantityPct: null,
      qtyReceivedPct: '1000.00',
    });
    expect(validateToleranceForm({ pricePct: '0', quantityPct: '0.125', qtyReceivedPct: null })).toEqual([]);
  });

  it('names every wrong field with its exact message', () => {
    expect(validateToleranceForm({ pricePct: '1000.001', quantityPct: '-1', qtyReceivedPct: '1.2345' })).toEqual([
      'Price tolerance (%): enter a percentage from 0 to 1000 with at most 3 decimals, or leave it empty',
      'Quantity ordered tolerance (%): enter a percentage from 0 to 1000 with at most 3 decimals, or leave it empty',
      'Quantity received tolerance (%): enter a percentage from 0 to 1000 with at most 3 decimals, or leave it empty',
    ]);
    for (const bad of ['abc', '1e2', '10000', '.5', '5.', '0x10', '١']) expect(validateToleranceForm({ pricePct: bad }), bad).toHaveLength(1);
  });

  it('keeps the texts of the screens', () => {
    expect(TOLERANCE_SETTING_MESSAGES).toMatchObject({
      unknownCompany: 'The company is not one of the ERP',
      confirmUpdate: 'Update the match tolerances of this company?',
      saved: 'Data has been saved successfully',
      saveFailed: 'Gagal menyimpan tolerance',
      notChecked: 'Not checked',
      empty: 'No companies found',
      invoiceNotFound: 'Invoice not found',
      notPoInvoice: 'Match tolerances apply to PO invoices only',
    });
    expect(TOLERANCE_BREACH_MESSAGES.formWarning(2)).toBe("2 PO lines are outside the company's match tolerances. You can still save; finance will see it.");
    expect(TOLERANCE_BREACH_MESSAGES.formWarning(1)).toBe("1 PO line is outside the company's match tolerances. You can still save; finance will see it.");
    expect(TOLERANCE_BREACH_MESSAGES.financeWarning(1)).toBe("1 line of this invoice is outside the company's match tolerances");
    expect(TOLERANCE_BREACH_MESSAGES.financeWarning(4)).toBe("4 lines of this invoice are outside the company's match tolerances");
    expect(TOLERANCE_BREACH_MESSAGES.checkFailed).toBe('The match tolerances could not be checked just now');
    expect(TOLERANCE_BREACH_MESSAGES.title).toBe('Match tolerances');
    expect(TOLERANCE_BREACH_MESSAGES.confirmSubmit('INV-1', 3)).toBe('Invoice INV-1 has 3 lines outside the match tolerances. Submit it to the ERP anyway?');
  });
});

describe('checkInvoiceLines', () => {
  const facts = (rcvTransactionId: number, poLineId: number) => ({
    rcvTransactionId,
    poLineId,
    poUnitPrice: '10',
    orderedQuantity: '10',
    receivedQuantity: '12',
    alreadyBilledQuantity: '4',
    currency: 'IDR',
  });

  it('counts earlier lines of the same PO line as billed, so the later line carries the part over', () => {
    const result = checkInvoiceLines(
      [
        { rcvTransactionId: 1, quantity: '5', unitPrice: '10' },
        { rcvTransactionId: 2, quantity: '3', unitPrice: '10' },
        { rcvTransactionId: 3, quantity: '3', unitPrice: '10' },
      ],
      { tolerances: only({ quantityPct: '0' }), lines: [facts(1, 100), facts(2, 100), facts(3, 200)] },
    );
    // PO line 100: 4 billed + 5 = 9 (inside), + 3 = 12 → 2 over on the second line; PO line 200: 4 + 3 = 7 inside.
    expect(result.map((r) => r.breaches.map((b) => b.amountOver))).toEqual([[], ['20.00'], []]);
  });

  it('leaves out a line it has no facts for', () => {
    expect(checkInvoiceLines([{ rcvTransactionId: 9, quantity: '1', unitPrice: '1' }], { tolerances: only({ pricePct: '0' }), lines: [] })).toEqual([]);
  });
});
