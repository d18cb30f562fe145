import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floorToWholeRupiah, lineAmount, percentOf, sumMoney, toEInvoice, type PortalDocument, type PortalVat } from '@faktura/domain';
import { writeUbl } from '../../src/modules/ubl-export/xml';
import { describeFinding, ublProblems, ublRuleProblems, ublSchemaProblems } from '../helpers/peppol-validator';

/**
 * Generated invoices and credit notes through the same mapping and writer as the export, each
 * checked against the official EN 16931 and Peppol rules and the UBL schema: random lines,
 * quantities and prices (many with halves to round), PPN rates 0/11/12 (on the full DPP and on
 * DPP nilai lain), the 1.1 % deemed rate, exempt lines, IDR and USD, lines whose amount is not
 * quantity × price, negative lines, faktur PPN rounded down to rupiah and PPh withheld.
 */

// Names and notes as suppliers type them: XML's special characters, entity look-alikes ("&x;", "&amp;"), non-Latin text.
const text = (max: number) =>
  fc.oneof(
    fc.stringMatching(new RegExp(`^[A-Za-z0-9][A-Za-z0-9 &;#<>'"/.,()%-]{0,${max}}$`)),
    fc.constantFrom('A&x; B', 'PT A&amp;B', 'Toko &#x41;', 'CV Maju & Jaya <Tbk>', 'Pupuk 肥料 Ürea', 'Line\u0001with control'),
  );
const decimal = (maxWhole: number, places: number) =>
  fc.tuple(fc.integer({ min: 0, max: maxWhole }), fc.integer({ min: 0, max: 10 ** places - 1 })).map(([w, f]) => `${w}.${String(f).padStart(places, '0')}`);

const vat: fc.Arbitrary<PortalVat> = fc.oneof(
  fc.constantFrom('11', '12', '1.1', '0').map((rate): PortalVat => ({ kind: 'standard', rate })),
  fc.constant<PortalVat>({ kind: 'other-base', statutoryRate: '12', baseNumerator: 11, baseDenominator: 12 }),
  text(20).map((reason): PortalVat => ({ kind: 'exempt', reason })),
  fc.constant<PortalVat>({ kind: 'zero', reason: null }),
);

const line = fc
  .record({
    description: text(40),
    itemCode: fc.option(text(12), { nil: null }),
    uom: fc.option(fc.constantFrom('KG', 'PCS', 'LTR', 'BOX', 'SET', 'GONI', 'm3'), { nil: null }),
    quantity: fc.option(decimal(5000, 3), { nil: null }),
    unitPrice: decimal(2_000_000, 4),
    vat,
    shape: fc.constantFrom('priced', 'priced', 'priced', 'mismatch', 'negative'),
    other: decimal(50_000_000, 2),
    poNumber: fc.option(fc.constantFrom('PO-1001', 'PO-1002', 'PO/2026/7'), { nil: null }),
    poLineNum: fc.integer({ min: 1, max: 40 }).map(String),
  })
  .map((l) => {
    const priced = l.quantity !== null ? lineAmount(l.quantity, l.unitPrice) : l.other;
    const amount = l.shape === 'mismatch' ? l.other : l.shape === 'negative' ? `-${priced}`.replace('--', '-') : priced;
    return { ...l, amount };
  });

const party = (role: 1 | 2) =>
  fc.record({
    name: text(60),
    identifier: fc.option(text(10), { nil: null }),
    npwp: fc.option(fc.constantFrom('01.234.567.8-901.000', '0123456789012345', '0123456789012345000001', 'unknown'), { nil: null }),
    address: fc.option(text(80), { nil: null }),
    email: fc.option(fc.constantFrom('ap@example.co.id', 'billing@sinar.co.id'), { nil: null }),
    endpointKey: fc.integer({ min: 1, max: 2_000_000_000 }).map((id) => ({ role, id })),
  });

const day = fc.integer({ min: 0, max: 3000 }).map((n) => new Date(Date.UTC(2020, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));

const document: fc.Arbitrary<PortalDocument> = fc
  .record({
    type: fc.constantFrom<'invoice' | 'credit-note'>('invoice', 'invoice', 'credit-note'),
    number: text(30),
    issueDate: day,
    dueDate: fc.option(day, { nil: null }),
    paymentTermName: fc.option(fc.constantFrom('NET 30', 'NET 45', 'Immediate'), { nil: null }),
    currency: fc.constantFrom('IDR', 'IDR', 'USD'),
    description: fc.option(text(100), { nil: null }),
    reference: fc.option(text(20), { nil: null }),
    faktur: fc.option(fc.record({ number: fc.constant('010.000-26.00001234'), date: fc.option(day, { nil: null }) }), { nil: null }),
    seller: party(1),
    buyer: party(2),
    pph: fc.option(fc.record({ code: fc.option(fc.constantFrom('PPh 23 2%', 'PPh 4(2) 10%'), { nil: null }), amount: decimal(5_000_000, 2) }), { nil: null }),
    statedTax: fc.constantFrom('computed', 'floored', 'none'),
    lines: fc.array(line, { minLength: 1, maxLength: 8 }),
  })
  .map(({ pph, statedTax, lines, ...rest }) => {
    const portalLines = lines.map((l, i) => ({
      lineNo: i + 1,
      description: l.description,
      itemCode: l.itemCode,
      uom: l.uom,
      quantity: l.quantity,
      unitPrice: l.shape === 'priced' || l.shape === 'negative' ? l.unitPrice : l.quantity === null ? null : l.unitPrice,
      amount: l.amount,
      vat: l.vat,
      poNumber: l.poNumber,
      poLineNum: l.poNumber ? l.poLineNum : null,
    }));
    // The portal's PPN: per line at the stated (effective) rate, summed, rounded down to rupiah for IDR.
    const effective = (v: PortalVat) => (v.kind === 'standard' ? v.rate : v.kind === 'other-base' ? '11' : '0');
    const raw = sumMoney(portalLines.map((l) => percentOf(l.amount, effective(l.vat))));
    const tax = statedTax === 'none' ? null : statedTax === 'floored' && rest.currency === 'IDR' ? floorToWholeRupiah(raw) : raw;
    return { ...rest, withholding: pph, statedTax: tax, lines: portalLines };
  });

const RUNS = 500;

describe('UBL export: generated documents pass the official rules', () => {
  it(`writes ${RUNS} generated invoices and credit notes with no fatal or error finding`, { timeout: 900_000 }, () => {
    const written = { Invoice: [] as string[], CreditNote: [] as string[] };
    fc.assert(
      fc.property(document, (doc) => {
        const xml = writeUbl(toEInvoice(doc));
        expect(ublRuleProblems(xml).map(describeFinding), xml).toEqual([]);
        written[doc.type === 'invoice' ? 'Invoice' : 'CreditNote'].push(xml);
      }),
      { numRuns: RUNS, seed: 20261126, endOnFailure: true },
    );
    expect(written.Invoice.length + written.CreditNote.length).toBe(RUNS);
    expect(written.CreditNote.length).toBeGreaterThan(0);
    // The schema, once over all of them.
    expect(ublSchemaProblems('Invoice', written.Invoice)).toEqual([]);
    expect(ublSchemaProblems('CreditNote', written.CreditNote)).toEqual([]);
  });

  it('finds a broken total, so the check above can fail', { timeout: 60_000 }, () => {
    const doc = fc.sample(document, { numRuns: 1, seed: 7 })[0]!;
    const xml = writeUbl(toEInvoice(doc)).replace(
      /(<cbc:PayableAmount currencyID="\w+">)([-\d.]+)/,
      (_m, open: string, value: string) => `${open}${sumMoney([value, '1.00'])}`,
    );
    expect(ublProblems(xml).map((f) => f.id)).toContain('BR-CO-16');
  });

  it('finds an element out of the schema’s order, so the schema check above can fail', { timeout: 60_000 }, () => {
    const doc = fc.sample(document, { numRuns: 1, seed: 7 })[0]!;
    const xml = writeUbl(toEInvoice({ ...doc, type: 'invoice' })).replace('<cbc:IssueDate>', '<cbc:Bogus>1</cbc:Bogus><cbc:IssueDate>');
    expect(ublSchemaProblems('Invoice', [xml]).join('\n')).toMatch(/Bogus/);
  });
});
