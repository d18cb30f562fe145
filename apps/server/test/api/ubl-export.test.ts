import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { errorBodySchema, ublFileName, UBL_EXPORT_MESSAGES } from '@faktura/domain';
import { batches, debitNotes, invoices } from '../../src/db/schema/index';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { ublZip } from '../../src/modules/ubl-export/zip';
import { describeFinding, ublProblems } from '../helpers/peppol-validator';

const { database } = await getTestContext();
const { db } = database;

// Every invoice and debit note the demo holds (and any a test before this one made: they must export too).
const allInvoices = await db.select().from(invoices).orderBy(asc(invoices.id));
const allDebitNotes = await db.select().from(debitNotes).orderBy(asc(debitNotes.id));
const ownInvoice = allInvoices.find((i) => i.vendorId === 3001 && i.instance === 'AAM' && i.orgId === 82)!;
const otherInvoice = allInvoices.find((i) => i.vendorId === 3002)!;
const ownDebitNote = allDebitNotes.find((n) => n.vendorId === 3001)!;

const get = (user: string, url: string) => injectAs(user, { method: 'GET', url });
const messagesOf = (res: Awaited<ReturnType<typeof get>>) => bodyOf(res, errorBodySchema).messages;
const rootOf = (xml: string) => /<(Invoice|CreditNote)[\s>]/.exec(xml)?.[1];
const idOf = (xml: string) => /<cbc:ID>([^<]*)<\/cbc:ID>/.exec(xml)?.[1];
const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** Name → text of every entry of a zip. */
function unzip(data: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const out = new Map<string, string>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            out.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(out));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('UBL export: every demo document passes the official rules', () => {
  it('has PO, non-PO and proxy invoices and a debit note to export', () => {
    expect(allInvoices.some((i) => i.invoiceType === '')).toBe(true);
    expect(allInvoices.some((i) => i.invoiceType === 'INVOICE NON PO')).toBe(true);
    expect(allDebitNotes.length).toBeGreaterThan(0);
    expect(ownInvoice && otherInvoice && ownDebitNote).toBeTruthy();
  });

  it('exports every invoice as a Peppol Invoice with no fatal or error finding', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    for (const invoice of allInvoices) {
      const res = await get('finance', `/api/ubl/invoices/${invoice.id}`);
      expect(res.statusCode, `invoice ${invoice.id}`).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${ublFileName(invoice.invoiceNo)}"`);
      expect(rootOf(res.body)).toBe('Invoice');
      expect(decode(idOf(res.body) ?? '')).toBe(invoice.invoiceNo);
      failures.push(...ublProblems(res.body).map((f) => `${invoice.invoiceNo}: ${describeFinding(f)}`));
    }
    expect(failures).toEqual([]);
  });

  it('exports every debit note as a Peppol CreditNote with no fatal or error finding', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const note of allDebitNotes) {
      const res = await get('finance', `/api/ubl/debit-notes/${note.id}`);
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toBe('CreditNote');
      expect(res.body).toContain('<cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>');
      failures.push(...ublProblems(res.body).map((f) => `${note.dnNo}: ${describeFinding(f)}`));
    }
    expect(failures).toEqual([]);
  });

  it('carries the faktur number, the supplier NPWP and the PO number', async () => {
    const withFaktur = allInvoices.find((i) => i.taxNo && i.invoiceType === '')!;
    const xml = (await get('finance', `/api/ubl/invoices/${withFaktur.id}`)).body;
    expect(xml).toContain(`<cbc:ID>${withFaktur.taxNo}</cbc:ID>`);
    expect(xml).toMatch(/<cac:PartyTaxScheme>\s*<cbc:CompanyID>ID\d{16}<\/cbc:CompanyID>/);
    expect(xml).toMatch(/<cac:OrderReference>|<cbc:BuyerReference>/);
  });

  it("carries the buyer's NPWP as finance recorded it, and the validator still passes", async () => {
    const invoice = allInvoices.find((i) => i.taxNo && i.invoiceType === '' && i.instance === 'AAM')!;
    const xml = (await get('finance', `/api/ubl/invoices/${invoice.id}`)).body;
    const buyer = xml.slice(xml.indexOf('<cac:AccountingCustomerParty>'), xml.indexOf('</cac:AccountingCustomerParty>'));
    expect(buyer).toMatch(/<cac:PartyTaxScheme>\s*<cbc:CompanyID>ID0013002456091000<\/cbc:CompanyID>/);
    expect(ublProblems(xml).map(describeFinding)).toEqual([]);
  });
});

describe('UBL export: who may download what', () => {
  it('gives a supplier its own invoice and debit note', async () => {
    expect((await get('vendor', `/api/ubl/invoices/${ownInvoice.id}`)).statusCode).toBe(200);
    expect((await get('vendor', `/api/ubl/debit-notes/${ownDebitNote.id}`)).statusCode).toBe(200);
  });

  it('answers another supplier’s invoice and debit note as missing', async () => {
    const invoice = await get('vendor', `/api/ubl/invoices/${otherInvoice.id}`);
    expect(invoice.statusCode).toBe(404);
    expect(messagesOf(invoice)).toEqual(['Invoice not found']);
    const note = await get('vendor2', `/api/ubl/debit-notes/${ownDebitNote.id}`);
    expect(note.statusCode).toBe(404);
    expect(messagesOf(note)).toEqual(['Debit note not found']);
  });

  it('gives a PIC its mapped suppliers’ invoices only', async () => {
    // pic is mapped to vendors 3001 and 3002; fin (a PIC) only to 3003.
    expect((await get('pic', `/api/ubl/invoices/${ownInvoice.id}`)).statusCode).toBe(200);
    expect((await get('pic', `/api/ubl/invoices/${otherInvoice.id}`)).statusCode).toBe(200);
    const unmapped = await get('fin', `/api/ubl/invoices/${ownInvoice.id}`);
    expect(unmapped.statusCode).toBe(404);
    expect(messagesOf(unmapped)).toEqual(['Invoice not found']);
    expect((await get('fin', `/api/ubl/debit-notes/${ownDebitNote.id}`)).statusCode).toBe(404);
  });

  it('refuses ids that are not ids, and answers one that does not exist as missing', async () => {
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await get('finance', `/api/ubl/invoices/${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(messagesOf(res).length).toBeGreaterThan(0);
    }
    expect((await get('finance', '/api/ubl/invoices/2147483647')).statusCode).toBe(404);
    expect((await get('finance', '/api/ubl/debit-notes/2147483647')).statusCode).toBe(404);
  });

  it('keeps the zips to finance', async () => {
    const [batch] = await db.select().from(batches).limit(1);
    expect((await get('vendor', `/api/ubl/batches/${batch!.id}`)).statusCode).toBe(403);
    expect((await get('pic', '/api/ubl/period?from=01-NOV-2026&to=30-NOV-2026')).statusCode).toBe(403);
  });
});

describe('UBL export: zips for finance', () => {
  it('zips a batch: one file per invoice, named by its number, each the invoice’s UBL', async () => {
    const [batch] = await db.select().from(batches).orderBy(asc(batches.id)).limit(1);
    const members = allInvoices.filter((i) => i.batchId === batch!.id);
    expect(members.length).toBeGreaterThan(0);
    const res = await get('finance', `/api/ubl/batches/${batch!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = await unzip(res.rawPayload);
    expect([...files.keys()].sort()).toEqual(members.map((m) => ublFileName(m.invoiceNo)).sort());
    for (const m of members) expect(decode(idOf(files.get(ublFileName(m.invoiceNo))!) ?? '')).toBe(m.invoiceNo);
  });

  it('fails the zip stream, not the server, when an invoice goes missing while it is written', async () => {
    const { erp } = await getTestContext();
    const stream = ublZip({ database, erp }, [
      { id: ownInvoice.id, invoiceNo: ownInvoice.invoiceNo },
      { id: 2147483647, invoiceNo: 'GONE' },
    ]);
    const read = new Promise<void>((resolve, reject) => {
      stream.on('data', () => undefined);
      stream.on('end', resolve);
      stream.on('error', reject);
    });
    await expect(read).rejects.toThrow('Invoice not found');
  });

  it('answers a missing batch as missing', async () => {
    const res = await get('finance', '/api/ubl/batches/2147483647');
    expect(res.statusCode).toBe(404);
    expect(messagesOf(res)).toEqual([UBL_EXPORT_MESSAGES.batchNotFound]);
  });

  it('zips a period: the invoices dated in it', async () => {
    const dated = allInvoices.filter((i) => i.invoiceDate !== null).map((i) => i.invoiceDate!);
    const to = dated.sort().at(-1)!;
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
    const expected = (await db.select().from(invoices).orderBy(asc(invoices.id))).filter((i) => {
      const day = i.invoiceDate ?? i.createdAt.toISOString().slice(0, 10);
      return day >= from && day <= to;
    });
    const res = await get('finance', `/api/ubl/period?from=${from}&to=${to}`);
    expect(res.statusCode).toBe(200);
    const files = await unzip(res.rawPayload);
    expect(files.size).toBe(expected.length);
    expect(new Set([...files.values()].map((xml) => decode(idOf(xml) ?? '')))).toEqual(new Set(expected.map((i) => i.invoiceNo)));
  });

  it('refuses a period above the cap, backwards or unreadable, saying why', async () => {
    const long = await get('finance', '/api/ubl/period?from=01-JAN-2026&to=30-NOV-2026');
    expect(long.statusCode).toBe(400);
    expect(messagesOf(long)).toEqual(['A period export covers at most 92 days; choose a shorter period']);
    const backwards = await get('finance', '/api/ubl/period?from=30-NOV-2026&to=01-NOV-2026');
    expect(messagesOf(backwards)).toEqual(['Start date cannot be after end date']);
    const unreadable = await get('finance', '/api/ubl/period?from=yesterday&to=01-NOV-2026');
    expect(unreadable.statusCode).toBe(400);
    const empty = await get('finance', '/api/ubl/period?from=01-JAN-1990&to=01-FEB-1990');
    expect(messagesOf(empty)).toEqual(['No invoices in this period']);
  });
});
