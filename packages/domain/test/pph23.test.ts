import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf, toScaled } from '../src/money';
import {
  PPH23_CODE_OBJECTS,
  PPH23_OBJECTS,
  pph23Amount,
  pph23ObjectOf,
  pph23Rate,
  pph23SourceOfLine,
  pph23SourceText,
  withholdingRateFor,
  type Pph23Object,
} from '../src/pph23';

const objects = Object.keys(PPH23_OBJECTS) as Pph23Object[];
/** DPPs as decimal strings with up to 2 places, up to a trillion rupiah. */
const dpp = fc.bigInt({ min: 0n, max: 100_000_000_000_000n }).map((cents) => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`);

describe('PPh 23 rates', () => {
  it('is 15 % on dividends, interest, royalties and prizes and 2 % on rent and services', () => {
    expect(['DIVIDENDS', 'INTEREST', 'ROYALTIES', 'PRIZES'].map((o) => pph23Rate(o as Pph23Object, true).rate)).toEqual(['15', '15', '15', '15']);
    expect(['RENT', 'SERVICES', 'SERVICES_AND_RENT'].map((o) => pph23Rate(o as Pph23Object, true).rate)).toEqual(['2', '2', '2']);
  });

  it('doubles the rate when the payee has no NPWP', () => {
    expect(pph23Rate('SERVICES', false)).toEqual({ object: 'SERVICES', baseRate: '2', rate: '4', doubled: true });
    expect(pph23Rate('ROYALTIES', false).rate).toBe('30');
  });

  it('withholds exactly: Rp 12,345,678.91 of services is Rp 246,913.58, without NPWP Rp 493,827.16', () => {
    expect(pph23Amount('12345678.91', 'SERVICES', true)).toBe('246913.58');
    expect(pph23Amount('12345678.91', 'SERVICES', false)).toBe('493827.16');
    expect(pph23Amount('0.01', 'SERVICES', true)).toBe('0.00');
    expect(pph23Amount('0.25', 'PRIZES', true)).toBe('0.04');
  });

  it('property: the amount is rate % × DPP rounded half-up to the cent, never more than the DPP', () => {
    fc.assert(
      fc.property(dpp, fc.constantFrom(...objects), fc.boolean(), (base, object, hasNpwp) => {
        const amount = pph23Amount(base, object, hasNpwp);
        const exact = toScaled(base) * toScaled(pph23Rate(object, hasNpwp).rate, 4); // scale 2+4, percent
        const cents = toScaled(amount);
        // |cents × 100 × 10^4 − exact| ≤ half a cent
        const diff = cents * 1_000_000n - exact;
        expect(diff <= 500_000n && diff >= -500_000n).toBe(true);
        expect(cents <= toScaled(base)).toBe(true);
        expect(amount).toBe(percentOf(base, pph23Rate(object, hasNpwp).rate));
      }),
    );
  });

  it('property: without NPWP the rate is twice the rate with it, and the amount within a cent of twice', () => {
    fc.assert(
      fc.property(dpp, fc.constantFrom(...objects), (base, object) => {
        expect(toScaled(pph23Rate(object, false).rate, 4)).toBe(2n * toScaled(pph23Rate(object, true).rate, 4));
        const twice = 2n * toScaled(pph23Amount(base, object, true));
        const doubled = toScaled(pph23Amount(base, object, false));
        expect(doubled - twice <= 1n && twice - doubled <= 1n).toBe(true);
      }),
    );
  });

  it('property: a larger DPP never withholds less', () => {
    fc.assert(
      fc.property(dpp, dpp, fc.constantFrom(...objects), fc.boolean(), (a, b, object, hasNpwp) => {
        const [lo, hi] = toScaled(a) <= toScaled(b) ? [a, b] : [b, a];
        expect(toScaled(pph23Amount(lo, object, hasNpwp)) <= toScaled(pph23Amount(hi, object, hasNpwp))).toBe(true);
      }),
    );
  });
});

describe("the ERP's PPh 23 codes", () => {
  it('maps the seed codes to their object and leaves other withholding codes alone', () => {
    expect(PPH23_CODE_OBJECTS).toEqual({ 'PPh 23 2%': 'SERVICES_AND_RENT', 'PPh 23 4%': 'SERVICES_AND_RENT' });
    expect(pph23ObjectOf('PPh 23 4%')).toBe('SERVICES_AND_RENT');
    for (const other of ['PPh 4(2) 10%', 'PPh 21 5%', 'PPh 15 1.2%', 'toString', '', null]) expect(pph23ObjectOf(other)).toBeNull();
  });

  it("gives a PPh 23 line the rule's rate from the payee's NPWP, any other code the ERP's rate", () => {
    expect(withholdingRateFor('PPh 23 2%', '2.00', false)).toBe('4.00');
    expect(withholdingRateFor('PPh 23 4%', '4.00', true)).toBe('2.00');
    expect(withholdingRateFor('PPh 21 5%', '5.00', false)).toBe('5.00');
    expect(withholdingRateFor(null, null, false)).toBeNull();
  });
});

describe("the rate's source, word for word", () => {
  it('names the base rate and object, and the doubling without NPWP', () => {
    expect(pph23SourceText(pph23Rate('SERVICES', true))).toBe('PPh 23 2 % — services');
    expect(pph23SourceText(pph23Rate('SERVICES', false))).toBe('PPh 23 2 % — services (no NPWP: doubled to 4 %)');
    expect(pph23SourceText(pph23Rate('RENT', true))).toBe('PPh 23 2 % — rent other than land and buildings');
    expect(pph23SourceText(pph23Rate('DIVIDENDS', false))).toBe('PPh 23 15 % — dividends (no NPWP: doubled to 30 %)');
  });

  it('reads a stored line: its code and rate', () => {
    expect(pph23SourceOfLine('PPh 23 2%', '2.0000')).toBe('PPh 23 2 % — services and rent');
    expect(pph23SourceOfLine('PPh 23 2%', '4')).toBe('PPh 23 2 % — services and rent (no NPWP: doubled to 4 %)');
    expect(pph23SourceOfLine('PPh 23 2%', '3')).toBe("PPh 23 3 % — services and rent (the ERP's rate)");
    expect(pph23SourceOfLine('PPh 21 5%', '5')).toBeNull();
  });
});
