import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { INTAKE_MESSAGES, intakeResultSchema, poInvoiceDetailSchema, type OpenReceipt } from '@faktura/domain';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf, codeOf, messagesOf } from '../helpers/body';
import { SAMPLE_PDF, multipart } from '../helpers/files';
import { pendingReceipts, uniqueNumbers } from '../helpers/po-invoices';
import { facturXPdf, fixture } from '../intake/factur-x';
import { ublInvoice, type UblLine } from '../intake/ubl-writer';

const read = (name: string, content: Buffer, user = 'vendor') => injectAs(user, { method: 'POST', url: '/api/intake', ...multipart(name, content) });

async function pendingCount(username: string): Promise<number> {
  const { database } = await getTestContext();
  const [row] = await database.rows<{ n: string }>(
    sql`select count(*) as n from attachments a join users u on u.id = a.uploaded_by where u.username = ${username} and a.invoice_id is null and a.debit_note_id is null`,
  );
  return Number(row!.n);
}

let npwp = '';
let otherNpwp = '';
/** Two open received lines of one PO of `vendor` in AAM/82. */
let po = '';
let lines: OpenReceipt[] = [];

beforeAll(async () => {
  const { erp } = await getTestContext();
  npwp = (await erp.getSupplier('AAM', 3001))!.npwp!;
  otherNpwp = (await erp.getSupplier('AAM', 3002))!.npwp!;
  const open = await pendingReceipts();
  const byPo = new Map<string, OpenReceipt[]>();
  for (const r of open) byPo.set(r.poNumber, [...(byPo.get(r.poNumber) ?? []), r]);
  const chosen = [...byPo.values()].find((rs) => new Set(rs.map((r) => r.poLineNum)).size === rs.length && rs.length >= 2) ?? [...byPo.values()][0]!;
  po = chosen[0]!.poNumber;
  lines = chosen;
});

const exactLine = (r: OpenReceipt): UblLine => ({ poLine: String(r.poLineNum), quantity: r.quantityOpen, price: r.unitPrice, amount: r.amountOpen });

describe('POST /api/intake', () => {
  it('reads a UBL invoice of open received lines into a filled form, with no mismatch, and keeps the file waiting', async () => {
    const before = await pendingCount('vendor');
    const { invoiceNo, taxInvoiceNo } = uniqueNumbers();
    const res = await read(
      'invoice.xml',
      ublInvoice({ invoiceNo, po, sellerTaxId: `ID${npwp.replace(/\D/g, '')}`, taxInvoiceNo, lines: lines.map(exactLine) }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = bodyOf(res, intakeResultSchema);
    expect(body.format).toBe('UBL');
    expect(body.prefill).toMatchObject({ orgId: 82, instance: 'AAM', invoiceNo, invoiceDate: '2026-11-20', taxInvoiceNo, taxInvoiceDate: '', currency: 'IDR' });
    expect(body.prefill.lines.map((l) => l.rcvTransactionId).sort()).toEqual(lines.map((l) => l.rcvTransactionId).sort());
    expect(body.mismatches).toEqual([]);
    expect(body.attachment.filename).toBe('invoice.xml');
    expect(await pendingCount('vendor')).toBe(before + 1);
  });

  it('reports each line that does not fit: not received, above what is open, priced off the PO', async () => {
    const [a, b] = lines;
    const above = (Number(b!.quantityOpen) + 1).toString();
    const doc = ublInvoice({
      invoiceNo: uniqueNumbers().invoiceNo,
      po,
      sellerTaxId: npwp,
      lines: [
        { poLine: '999', quantity: '1', price: '10.00' },
        { poLine: String(a!.poLineNum), quantity: a!.quantityOpen, price: (Number(a!.unitPrice) + 1000).toFixed(2) },
        { poLine: String(b!.poLineNum), quantity: above, price: b!.unitPrice },
      ],
    });
    const res = await read('invoice.xml', doc);
    expect(res.statusCode, res.body).toBe(201);
    const { mismatches } = bodyOf(res, intakeResultSchema);
    expect(mismatches.map((m) => [m.documentLineId, m.kind])).toEqual([
      ['1', 'NOT_RECEIVED'],
      ['2', 'PRICE'],
      ['3', 'QUANTITY_ABOVE_OPEN'],
    ]);
    expect(mismatches[0]!.message).toBe(`File line 1: PO ${po} line 999 has no received quantity left to invoice`);
    expect(mismatches[0]!.message).toBe(INTAKE_MESSAGES.notReceived('1', po, '999'));
    expect(mismatches[1]!.message).toMatch(/^File line 2: Price .*% above the PO price \(tolerance 0\.00%\): IDR .* over$/);
    expect(mismatches[2]!.message).toBe(`File line 3: quantity ${above} is above the ${b!.quantityOpen} received and not yet invoiced`);
  });

  it('reports a price below the PO price and an amount that is not quantity × price', async () => {
    const [a] = lines;
    const res = await read(
      'invoice.xml',
      ublInvoice({
        invoiceNo: uniqueNumbers().invoiceNo,
        po,
        sellerTaxId: npwp,
        lines: [{ poLine: String(a!.poLineNum), quantity: a!.quantityOpen, price: '1.00', amount: '999.99' }],
      }),
    );
    const { mismatches } = bodyOf(res, intakeResultSchema);
    expect(mismatches.map((m) => m.kind)).toEqual(['AMOUNT', 'PRICE']);
    expect(mismatches[1]!.message).toBe(`File line 1: price 1.00 is below the PO price ${a!.unitPrice}; the invoice bills the PO price`);
  });

  it("allows a price above the PO price within the company's tolerance, and reports one beyond it", async () => {
    const [a] = lines;
    const setPrice = (pricePct: string) =>
      injectAs('finance', {
        method: 'PUT',
        url: '/api/master/tolerances',
        payload: { instance: 'AAM', orgId: 82, pricePct, quantityPct: '', qtyReceivedPct: '' },
      });
    expect((await setPrice('5')).statusCode).toBe(200);
    try {
      const priced = (factor: string) =>
        read(
          'invoice.xml',
          ublInvoice({
            invoiceNo: uniqueNumbers().invoiceNo,
            po,
            sellerTaxId: npwp,
            lines: [{ poLine: String(a!.poLineNum), quantity: a!.quantityOpen, price: (Number(a!.unitPrice) * Number(factor)).toFixed(2) }],
          }),
        ).then((res) => bodyOf(res, intakeResultSchema).mismatches);
      expect(await priced('1.04')).toEqual([]);
      const over = await priced('1.10');
      expect(over.map((m) => m.kind)).toEqual(['PRICE']);
      expect(over[0]!.message).toMatch(/^File line 1: Price (9\.99|10\.00|10\.01)% above the PO price \(tolerance 5\.00%\): IDR [\d,.]+ over$/);
    } finally {
      expect((await setPrice('')).statusCode).toBe(200);
    }
  });

  it('reads a Factur-X PDF (CII embedded with pdf-lib) the same way', async () => {
    const cii = fixture('factur-x.xml')
      .toString()
      .replace('ID0012345678901000', npwp)
      .replace('PO-4500012', po)
      .replace(
        /<ram:LineID>1<\/ram:LineID>\s*<\/ram:BuyerOrderReferencedDocument>/,
        `<ram:LineID>${lines[0]!.poLineNum}</ram:LineID></ram:BuyerOrderReferencedDocument>`,
      )
      .replace(
        /<ram:LineID>2<\/ram:LineID>\s*<\/ram:BuyerOrderReferencedDocument>/,
        `<ram:LineID>${lines[1]!.poLineNum}</ram:LineID></ram:BuyerOrderReferencedDocument>`,
      );
    const res = await read('invoice.pdf', await facturXPdf(cii));
    expect(res.statusCode, res.body).toBe(201);
    const body = bodyOf(res, intakeResultSchema);
    expect(body.format).toBe('FACTURX');
    expect(body.prefill).toMatchObject({
      orgId: 82,
      instance: 'AAM',
      invoiceNo: 'INV/2026/0042',
      taxInvoiceNo: '010.000-26.00000042',
      taxInvoiceDate: '2026-11-20',
    });
    expect(body.prefill.lines.length).toBeGreaterThan(0);
  });

  it("refuses another supplier's document (its seller tax number) and stores nothing", async () => {
    const before = await pendingCount('vendor');
    const res = await read('invoice.xml', ublInvoice({ invoiceNo: 'X-1', po, sellerTaxId: otherNpwp, lines: lines.map(exactLine) }));
    expect(res.statusCode).toBe(403);
    expect(messagesOf(res)).toEqual([INTAKE_MESSAGES.sellerNotYou(otherNpwp)]);
    expect(messagesOf(res)[0]).toBe(
      `The seller's tax number ${otherNpwp} is not the NPWP of the supplier you are logged in as: you can only file your own invoices`,
    );
    expect(await pendingCount('vendor')).toBe(before);
  });

  it('refuses a PO none of the supplier’s companies has received', async () => {
    const res = await read(
      'invoice.xml',
      ublInvoice({ invoiceNo: 'X-2', po: 'NO-SUCH-PO', sellerTaxId: npwp, buyerName: 'Somebody Else', lines: lines.map(exactLine) }),
    );
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual(['None of your companies has an open received line of PO NO-SUCH-PO, and the buyer is not a company you work with']);
  });

  it('is for suppliers only', async () => {
    for (const user of ['finance', 'pic']) {
      const res = await read('invoice.xml', fixture('ubl-invoice.xml'), user);
      expect(res.statusCode).toBe(403);
    }
  });

  describe('hostile files are refused over HTTP with {code, messages}, and nothing is stored', () => {
    const ubl = () => fixture('ubl-invoice.xml').toString();
    const cases: Array<[string, () => Promise<Buffer> | Buffer, string, number, string]> = [
      [
        'XXE',
        () => Buffer.from(ubl().replace('<Invoice ', '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><Invoice ')),
        'a.xml',
        400,
        INTAKE_MESSAGES.doctype,
      ],
      [
        'billion laughs',
        () =>
          Buffer.from(`<!DOCTYPE l [<!ENTITY a "aaaa">${Array.from({ length: 9 }, (_, i) => `<!ENTITY b${i} "${'&a;'.repeat(10)}">`).join('')}]><l>&b8;</l>`),
        'a.xml',
        400,
        INTAKE_MESSAGES.doctype,
      ],
      [
        'wrong namespace',
        () => Buffer.from(ubl().replace('xsd:Invoice-2"', 'xsd:Invoice-3"')),
        'a.xml',
        400,
        INTAKE_MESSAGES.notUbl('Invoice', 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-3'),
      ],
      ['PDF without XML', () => facturXPdf(null), 'a.pdf', 400, INTAKE_MESSAGES.pdfNoInvoiceXml],
      [
        'broken PDF',
        async () => Buffer.concat([(await facturXPdf(fixture('factur-x.xml'))).subarray(0, 200), Buffer.from('garbage'.repeat(50))]),
        'a.pdf',
        400,
        INTAKE_MESSAGES.pdfUnreadable,
      ],
      ['a 50 MB file', () => Buffer.alloc(50 * 1024 * 1024, 0x20), 'a.xml', 413, 'File is too large. The maximum size is 10 MB'],
      ['another extension', () => SAMPLE_PDF, 'a.docx', 400, 'Choose an e-invoice file: .xml (UBL 2.1 invoice) or .pdf (Factur-X / ZUGFeRD)'],
    ];
    it.each(cases)('%s', async (_name, make, filename, status, message) => {
      const before = await pendingCount('vendor');
      const res = await read(filename, await make());
      expect(res.statusCode, res.body).toBe(status);
      expect(codeOf(res)).toBe(status === 413 ? 'TOO_LARGE' : 'VALIDATION');
      expect(messagesOf(res)).toEqual([message]);
      expect(await pendingCount('vendor')).toBe(before);
    });
  });
});

describe('saving a PO invoice read from a file', () => {
  async function readLines(selected: OpenReceipt[]) {
    const { invoiceNo, taxInvoiceNo } = uniqueNumbers();
    const res = await read('invoice.xml', ublInvoice({ invoiceNo, po, sellerTaxId: npwp, taxInvoiceNo, lines: selected.map(exactLine) }));
    expect(res.statusCode, res.body).toBe(201);
    return bodyOf(res, intakeResultSchema);
  }

  const save = (intake: Awaited<ReturnType<typeof readLines>>, extra: Record<string, unknown> = {}) =>
    injectAs('vendor', {
      method: 'POST',
      url: '/api/po-invoices',
      payload: {
        orgId: intake.prefill.orgId,
        instance: intake.prefill.instance,
        invoiceNo: intake.prefill.invoiceNo,
        invoiceDate: intake.prefill.invoiceDate,
        taxInvoiceNo: intake.prefill.taxInvoiceNo,
        taxInvoiceDate: intake.prefill.invoiceDate,
        lines: intake.prefill.lines.map((l) => ({ rcvTransactionId: l.rcvTransactionId })),
        attachmentIds: [intake.attachment.id],
        intakeAttachmentId: intake.attachment.id,
        ...extra,
      },
    });

  it('records the intake (format, document id, issue date, sender endpoint) with the invoice, from the stored file', async () => {
    const intake = await readLines(lines.slice(0, 1));
    const res = await save(intake);
    expect(res.statusCode, res.body).toBe(201);
    const invoice = bodyOf(res, poInvoiceDetailSchema);
    expect(invoice.attachments.map((a) => a.id)).toEqual([intake.attachment.id]);
    const { database } = await getTestContext();
    const rows = await database.rows<Record<string, unknown>>(
      sql`select format, document_id, issue_date::text as issue_date, sender_endpoint_id, sender_endpoint_scheme, attachment_id from invoice_intakes where invoice_id = ${invoice.id}`,
    );
    expect(rows).toEqual([
      {
        format: 'UBL',
        document_id: intake.prefill.invoiceNo,
        issue_date: '2026-11-20',
        sender_endpoint_id: '7300010000001',
        sender_endpoint_scheme: '0088',
        attachment_id: intake.attachment.id,
      },
    ]);
  });

  it('refuses an intake file that is not the invoice’s attachment, and a file that is not an intake file, saving nothing', async () => {
    const intake = await readLines(lines.slice(1, 2));
    const other = await injectAs('vendor', { method: 'POST', url: '/api/files', ...multipart('faktur.pdf', SAMPLE_PDF) });
    const otherId = bodyOf(other, intakeResultSchema.shape.attachment).id;
    const notAttached = await save(intake, { attachmentIds: [otherId] });
    expect(notAttached.statusCode).toBe(400);
    expect(messagesOf(notAttached)).toEqual(["The e-invoice file read for this invoice must be the invoice's attachment"]);
    const notIntake = await save(intake, { attachmentIds: [otherId], intakeAttachmentId: otherId });
    expect(notIntake.statusCode).toBe(400);
    expect(messagesOf(notIntake)).toEqual([INTAKE_MESSAGES.pdfNoInvoiceXml]);
    const { database } = await getTestContext();
    const [row] = await database.rows<{ n: string }>(sql`select count(*) as n from invoices where invoice_no = ${intake.prefill.invoiceNo}`);
    expect(Number(row!.n)).toBe(0);
  });

  it('refuses an intake file that is no longer waiting (another user’s, or already used)', async () => {
    const intake = await readLines(lines.slice(1, 2));
    const [own] = await pendingReceipts('vendor2');
    const res = await injectAs('vendor2', {
      method: 'POST',
      url: '/api/po-invoices',
      payload: {
        orgId: 82,
        instance: 'AAM',
        ...uniqueNumbers(),
        invoiceDate: '2026-11-20',
        taxInvoiceDate: '2026-11-20',
        lines: [{ rcvTransactionId: own!.rcvTransactionId }],
        attachmentIds: [intake.attachment.id],
        intakeAttachmentId: intake.attachment.id,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(messagesOf(res)).toEqual([INTAKE_MESSAGES.intakeNotPending]);
    expect(INTAKE_MESSAGES.intakeNotPending).toBe('The e-invoice file is no longer waiting for an invoice: read it again');
  });
});
