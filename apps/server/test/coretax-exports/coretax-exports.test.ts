import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import {
  BPPU_DOCUMENTS,
  BPPU_ELEMENTS,
  BPPU_TAX_CERTIFICATES,
  CORETAX_MESSAGES,
  RETUR_DETAIL_ELEMENTS,
  RETUR_DOCUMENT_ELEMENTS,
  coretaxPreviewSchema,
  type CoretaxPreview,
} from '@faktura/domain';
import { debitNoteLines, debitNotes, invoiceLines } from '../../src/db/schema/index';
import { runPayments } from '../../src/erp/reference/payment-run';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, messagesOf } from '../helpers/body';
import { drain, processedInvoices, submitToErp } from '../outbox/helpers';

const AAM_NPWP = '0013002456091000';
const AAM_82_NITKU = `${AAM_NPWP}000000`;

const url = (route: 'preview' | 'download', q: Record<string, string | number>) =>
  `/api/coretax-exports/${route}?${new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;

async function preview(q: Record<string, string | number>): Promise<CoretaxPreview> {
  return bodyOf(await injectAs('finance', { method: 'GET', url: url('preview', q) }), coretaxPreviewSchema);
}

/** Each element's children as [name, value] pairs in document order (preserveOrder keeps the template's order checkable). */
type Ordered = Array<Record<string, unknown>>;
const parser = new XMLParser({ preserveOrder: true, parseTagValue: false, trimValues: true });
const nameOf = (node: Record<string, unknown>) => Object.keys(node).find((k) => k !== ':@')!;
const childrenOf = (node: Record<string, unknown>) => node[nameOf(node)] as Ordered;
const textOf = (node: Record<string, unknown>) => {
  const kids = childrenOf(node);
  const text = (kids[0] as { '#text'?: string | number } | undefined)?.['#text'];
  return text === undefined ? '' : String(text);
};
const fields = (node: Record<string, unknown>) => childrenOf(node).map((c) => [nameOf(c), textOf(c)] as const);

async function invoiceNo(id: number): Promise<string> {
  const [row] = await (await getTestContext()).database.rows<{ invoice_no: string }>(sql`select invoice_no from invoices where id = ${id}`);
  return row!.invoice_no;
}

async function paidInvoices(
  over: Array<{ taxNoDigits: string | null; lines: Array<{ amount: string; whtCode: string | null; whtRate: string | null; whtAmount: string }> }>,
) {
  const { database, erp } = await getTestContext();
  const ids: number[] = [];
  for (const o of over) {
    const pph = o.lines.reduce((s, l) => s + Number(l.whtAmount), 0).toFixed(2);
    const [id] = await processedInvoices(1, {
      // The ERP books it in an open period (the default GL date); the invoice itself is dated earlier.
      invoiceDate: '2025-03-03',
      taxNo: o.taxNoDigits,
      taxNoDigits: o.taxNoDigits,
      pphAmount: pph,
    });
    await database.db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, id!));
    const [account] = await database.rows<{ ccid: number }>(sql`select ccid from invoices where id = ${id}`);
    await database.db
      .insert(invoiceLines)
      .values(
        o.lines.map((l, i) => ({ invoiceId: id!, lineNum: i + 1, itemDescription: `Jasa ${i + 1}`, coaId: Number(account!.ccid), vatCode: 'PPN 11%', ...l })),
      );
    ids.push(id!);
  }
  await submitToErp(ids);
  await drain(erp);
  await runPayments(database.db, '2025-04-20');
  return ids;
}

describe('BPPU XML for PPh withheld on paid invoices', () => {
  it('writes one slip per invoice and WHT code, every element as the source rows say, in the template order; refused rows are named with their reasons', async () => {
    const faktur = '01000025' + Date.now().toString().slice(-8);
    const [withFaktur = 0, withoutFaktur = 0, pph21 = 0] = await paidInvoices([
      {
        taxNoDigits: faktur,
        lines: [
          { amount: '1000000.00', whtCode: 'PPh 23 2%', whtRate: '2', whtAmount: '20000.00' },
          { amount: '500000.00', whtCode: 'PPh 23 2%', whtRate: '2', whtAmount: '10000.00' },
        ],
      },
      {
        taxNoDigits: null,
        lines: [
          { amount: '700000.00', whtCode: 'PPh 4(2) 10%', whtRate: '10', whtAmount: '70000.00' },
          { amount: '300000.00', whtCode: 'PPh 23 2%', whtRate: '2', whtAmount: '6000.00' },
          { amount: '500000.00', whtCode: null, whtRate: null, whtAmount: '0' },
        ],
      },
      {
        taxNoDigits: null,
        lines: [
          { amount: '800000.00', whtCode: 'PPh 21 5%', whtRate: '5', whtAmount: '40000.00' },
          { amount: '700000.00', whtCode: null, whtRate: null, whtAmount: '0' },
        ],
      },
    ]);
    const q = { kind: 'bppu', instance: 'AAM', orgId: 82, period: '2025-04' };
    const body = await preview(q);
    expect(body.fileProblems).toEqual([]);
    const mine = body.exportable.filter((r) => [withFaktur, withoutFaktur].includes(r.sourceId));
    expect(mine).toHaveLength(3);
    expect(body.refused.filter((r) => r.sourceId === pph21)).toEqual([
      {
        sourceId: pph21,
        documentNo: await invoiceNo(pph21),
        vendorName: 'PT Sinar Jaya Abadi',
        whtCode: 'PPh 21 5%',
        base: '800000.00',
        reasons: ['WHT code PPh 21 5% has no Coretax tax object code'],
      },
    ]);

    const res = await injectAs('finance', { method: 'GET', url: url('download', q) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="BPPU-AAM-82-2025-04.xml"');
    const doc = parser.parse(res.body) as Ordered;
    const root = doc.find((n) => nameOf(n) === 'BpuBulk')!;
    expect(childrenOf(root).map(nameOf)).toEqual(['TIN', 'ListOfBpu']);
    expect(textOf(childrenOf(root)[0]!)).toBe(AAM_NPWP);
    const slips = childrenOf(childrenOf(root)[1]!).map(fields);
    // The file holds exactly what the screen lists as exportable, in its order.
    expect(slips).toHaveLength(body.exportable.length);
    for (const slip of slips) {
      expect(slip.map(([name]) => name)).toEqual([...BPPU_ELEMENTS]);
      const v = Object.fromEntries(slip);
      expect(BPPU_TAX_CERTIFICATES).toContain(v.TaxCertificate);
      expect(BPPU_DOCUMENTS).toContain(v.Document);
    }
    const invoiceNoOf = (id: number) => body.exportable.find((r) => r.sourceId === id)!.documentNo;
    const paidDate = body.exportable.find((r) => r.sourceId === withFaktur)!.date;
    expect(paidDate).toMatch(/^2025-04-\d{2}$/);
    // The payee's TIN and place of business are finance's record of supplier 3001.
    const { database } = await getTestContext();
    const [payee] = await database.rows<{ npwp: string; nitku: string }>(
      sql`select npwp, nitku from tax_registrations where instance = 'AAM' and party_kind = 'SUPPLIER' and party_id = 3001`,
    );
    const expected = (over: Record<string, string>) => ({
      TaxPeriodMonth: '4',
      TaxPeriodYear: '2025',
      CounterpartTin: payee!.npwp,
      IDPlaceOfBusinessActivityOfIncomeRecipient: payee!.nitku,
      TaxCertificate: 'N/A',
      IDPlaceOfBusinessActivity: AAM_82_NITKU,
      GovTreasurerOpt: 'N/A',
      SP2DNumber: '',
      WithholdingDate: paidDate,
      DocumentDate: '2025-03-03',
      ...over,
    });
    const byReference = (ref: string, code: string) =>
      slips.map((s) => Object.fromEntries(s)).find((s) => s.DocumentNumber === ref && s.TaxObjectCode === code);
    expect(byReference(faktur, '24-104-14')).toEqual(
      expected({ TaxObjectCode: '24-104-14', TaxBase: '1500000', Rate: '2', Document: 'TaxInvoice', DocumentNumber: faktur }),
    );
    expect(byReference(invoiceNoOf(withoutFaktur), '28-403-02')).toEqual(
      expected({ TaxObjectCode: '28-403-02', TaxBase: '700000', Rate: '10', Document: 'CommercialInvoice', DocumentNumber: invoiceNoOf(withoutFaktur) }),
    );
    expect(byReference(invoiceNoOf(withoutFaktur), '24-104-14')).toEqual(
      expected({ TaxObjectCode: '24-104-14', TaxBase: '300000', Rate: '2', Document: 'CommercialInvoice', DocumentNumber: invoiceNoOf(withoutFaktur) }),
    );
    // Every screen row is a slip of the file with the same values.
    for (const row of body.exportable) {
      expect(byReference(row.reference, row.taxObjectCode!)).toMatchObject({ CounterpartTin: row.counterpartTin, Rate: row.rate, WithholdingDate: row.date });
    }
  });

  it('refuses the rows of a supplier without NITKU, and the whole file when the company has none, with the reasons', async () => {
    const { database } = await getTestContext();
    const [id] = await paidInvoices([{ taxNoDigits: null, lines: [{ amount: '1500000.00', whtCode: 'PPh 23 2%', whtRate: '2', whtAmount: '30000.00' }] }]);
    const q = { kind: 'bppu', instance: 'AAM', orgId: 82, period: '2025-04' };
    const supplier = sql`instance = 'AAM' and party_kind = 'SUPPLIER' and party_id = 3001`;
    const company = sql`instance = 'AAM' and party_kind = 'COMPANY' and party_id = 82`;
    const [s] = await database.rows<{ nitku: string }>(sql`select nitku from tax_registrations where ${supplier}`);
    await database.db.execute(sql`update tax_registrations set nitku = null where ${supplier}`);
    try {
      const body = await preview(q);
      expect(body.refused.find((r) => r.sourceId === id)?.reasons).toEqual(['The supplier has no NITKU: record it in Master → Tax Registrations']);
      expect(body.exportable.some((r) => r.sourceId === id)).toBe(false);
    } finally {
      await database.db.execute(sql`update tax_registrations set nitku = ${s!.nitku} where ${supplier}`);
    }
    const [c] = await database.rows<{ nitku: string }>(sql`select nitku from tax_registrations where ${company}`);
    await database.db.execute(sql`update tax_registrations set nitku = null where ${company}`);
    try {
      const body = await preview(q);
      expect(body.fileProblems).toEqual(['The company has no NITKU: record it in Master → Tax Registrations']);
      expect(body.exportable).toEqual([]);
      expect(body.refused.find((r) => r.sourceId === id)?.reasons).toEqual(['The company has no NITKU: record it in Master → Tax Registrations']);
      const res = await injectAs('finance', { method: 'GET', url: url('download', q) });
      expect(res.statusCode).toBe(400);
      expect(messagesOf(res)).toEqual(['The company has no NITKU: record it in Master → Tax Registrations']);
    } finally {
      await database.db.execute(sql`update tax_registrations set nitku = ${c!.nitku} where ${company}`);
    }
  });

  it('answers a period with nothing to export 400 with the reason', async () => {
    const res = await injectAs('finance', { method: 'GET', url: url('download', { kind: 'bppu', instance: 'AAM', orgId: 82, period: '2031-01' }) });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['Nothing to export for this company and period']);
  });
});

describe('Retur XML for debit notes that reverse VAT', () => {
  it('writes each debit note with its original faktur, the seller TIN and every amount; a note without a faktur number or seller NPWP is refused with the reason', async () => {
    const { database } = await getTestContext();
    const base = { instance: 'AAM', orgId: 82, vendorName: 'PT Sinar Jaya Abadi', description: 'Retur test', currencyCode: 'IDR' };
    const stamp = Number(Date.now().toString().slice(-7));
    const insert = async (over: Partial<typeof debitNotes.$inferInsert>, lines: Array<{ quantity: string; amount: string }>) => {
      const [row] = await database.db
        .insert(debitNotes)
        .values({
          vendorId: 3001,
          erpDebitNoteId: stamp + Math.floor(Math.random() * 1_000_000),
          dnNo: `DN-${stamp}-${Math.random().toString(36).slice(2, 6)}`,
          dnDate: '2025-06-10',
          amount: '0',
          totalAmount: '0',
          ...base,
          ...over,
        })
        .returning({ id: debitNotes.id, dnNo: debitNotes.dnNo });
      await database.db.insert(debitNoteLines).values(
        lines.map((l, i) => ({
          debitNoteId: row!.id,
          lineNumber: i + 1,
          poHeaderId: 1,
          poLineId: 1,
          poNumber: 'PO-1',
          itemDescription: 'Barang',
          uom: 'PCS',
          unitPrice: '1',
          ...l,
        })),
      );
      return row!;
    };
    const good = await insert({ extaxNo: '040.002-25.00000123', amount: '1200000.00', taxAmount: '132000.00', totalAmount: '1332000.00' }, [
      { quantity: '2.000', amount: '800000.00' },
      { quantity: '1.000', amount: '400000.00' },
    ]);
    const noFaktur = await insert({ extaxNo: null, amount: '500000.00', taxAmount: '55000.00', totalAmount: '555000.00' }, [
      { quantity: '1', amount: '500000.00' },
    ]);
    const noNpwp = await insert(
      { vendorId: 3012, vendorName: 'CV tanpa NPWP', extaxNo: '0100002500000777', amount: '100000.00', taxAmount: '11000.00', totalAmount: '111000.00' },
      [{ quantity: '1', amount: '100000.00' }],
    );
    const noVat = await insert({ extaxNo: '0100002500000778', amount: '100000.00', taxAmount: '0', totalAmount: '100000.00' }, [
      { quantity: '1', amount: '100000.00' },
    ]);

    const q = { kind: 'retur', instance: 'AAM', orgId: 82, period: '2025-06' };
    const body = await preview(q);
    const refused = Object.fromEntries(body.refused.map((r) => [r.sourceId, r.reasons]));
    expect(refused[noFaktur.id]).toEqual(['No original faktur number (the debit note has no ex-tax number)']);
    expect(refused[noNpwp.id]).toEqual(['The supplier has no NPWP: record it in Master → Tax Registrations']);
    expect([...body.exportable, ...body.refused].some((r) => r.sourceId === noVat.id)).toBe(false);
    expect(body.exportable.find((r) => r.sourceId === good.id)).toMatchObject({
      documentNo: good.dnNo,
      reference: '0400022500000123',
      base: '1200000.00',
      tax: '132000.00',
      date: '2025-06-10',
    });

    const res = await injectAs('finance', { method: 'GET', url: url('download', q) });
    expect(res.statusCode, res.body).toBe(200);
    const doc = parser.parse(res.body) as Ordered;
    const root = doc.find((n) => nameOf(n) === 'InputTaxInvoiceReturn')!;
    expect(childrenOf(root).map(nameOf)).toEqual(['TIN', 'InputReturnDataList']);
    expect(textOf(childrenOf(root)[0]!)).toBe(AAM_NPWP);
    const returns = childrenOf(childrenOf(root)[1]!);
    expect(returns).toHaveLength(body.exportable.length);
    const [payee] = await database.rows<{ npwp: string }>(
      sql`select npwp from tax_registrations where instance = 'AAM' and party_kind = 'SUPPLIER' and party_id = 3001`,
    );
    const parsed = returns.map((r) => {
      const [docData, details] = childrenOf(r);
      expect(nameOf(docData!)).toBe('TransactionDocumentData');
      expect(fields(docData!).map(([n]) => n)).toEqual([...RETUR_DOCUMENT_ELEMENTS]);
      return { document: Object.fromEntries(fields(docData!)), details: childrenOf(details!).map((d) => fields(d)) };
    });
    const mine = parsed.find((p) => p.document.InvoiceNumber === '0400022500000123')!;
    expect(mine.document).toEqual({
      InvoiceNumber: '0400022500000123',
      SellerTIN: payee!.npwp,
      ReturnDate: '10-06-2025',
      ReturnTaxBase: '1200000',
      ReturnOtherTaxBase: '1100000',
      ReturnVAT: '132000',
      ReturnSTLG: '0',
    });
    for (const d of mine.details) expect(d.map(([n]) => n)).toEqual([...RETUR_DETAIL_ELEMENTS]);
    expect(mine.details.map((d) => Object.fromEntries(d))).toEqual([
      { ReturnQty: '2', ReturnTaxBase: '800000', ReturnVAT: '88000' },
      { ReturnQty: '1', ReturnTaxBase: '400000', ReturnVAT: '44000' },
    ]);
  });
});

describe('who may export, and what is refused', () => {
  it('is finance only', async () => {
    for (const user of ['vendor', 'pic']) {
      for (const route of ['preview', 'download'] as const) {
        const res = await injectAs(user, { method: 'GET', url: url(route, { kind: 'bppu', instance: 'AAM', orgId: 82, period: '2025-04' }) });
        expect(res.statusCode, `${user} ${route}`).toBe(403);
      }
    }
  });

  it('answers hostile query values 400 with messages', async () => {
    const good = { kind: 'bppu', instance: 'AAM', orgId: 82, period: '2025-04' };
    const bad: Array<Record<string, string | number>> = [
      { ...good, period: '2025-13' },
      { ...good, period: '2025-4' },
      { ...good, period: "2025-04' or 1=1" },
      { ...good, kind: 'bpnr' },
      { ...good, instance: 'aam;drop' },
      { ...good, orgId: 'abc' },
      { ...good, orgId: 99999999999 },
      { ...good, extra: 'x' },
    ];
    for (const q of bad) {
      for (const route of ['preview', 'download'] as const) {
        const res = await injectAs('finance', { method: 'GET', url: url(route, q) });
        expect(res.statusCode, JSON.stringify(q)).toBe(400);
        expect(messagesOf(res).length).toBeGreaterThan(0);
      }
    }
    const period = await injectAs('finance', { method: 'GET', url: url('preview', { ...good, period: '2025-13' }) });
    expect(messagesOf(period).join(' ')).toContain(CORETAX_MESSAGES.periodShape);
  });
});
