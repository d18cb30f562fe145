import { describe, expect, it } from 'vitest';
import { INTAKE_MESSAGES, type IntakeDocument } from '@faktura/domain';
import { readIntakeDocument } from '../../src/modules/invoice-intake/index';
import { HttpError } from '../../src/lib/errors';
import { facturXPdf, fixture } from './factur-x';

/** The refusal a read ends with: its status and messages (never anything else). */
async function refusal(promise: Promise<unknown>): Promise<{ status: number; messages: string[] }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, messages: error.messages };
    throw error;
  }
  throw new Error('the file was read');
}

/** What both readers must find in the two fixtures: the same invoice written twice. */
const SAME_INVOICE: Omit<IntakeDocument, 'format' | 'seller' | 'buyer'> = {
  documentId: 'INV/2026/0042',
  issueDate: '2026-11-20',
  dueDate: '2026-12-20',
  typeCode: '380',
  currency: 'IDR',
  orderReference: 'PO-4500012',
  buyerReference: 'AAM-82',
  taxInvoiceNo: '010.000-26.00000042',
  taxInvoiceDate: null,
  lines: [
    {
      id: '1',
      orderLineRef: '1',
      itemName: 'Fertilizer NPK 15-15-15, 50 kg',
      sellersItemId: 'FRT-NPK-50',
      buyersItemId: null,
      quantity: '10',
      unitCode: 'H87',
      unitPrice: '100000.00',
      baseQuantity: null,
      lineAmount: '1000000.00',
      vatCategory: 'S',
      vatRate: '11',
    },
    {
      id: '2',
      orderLineRef: '2',
      itemName: 'Herbicide 1 L',
      sellersItemId: null,
      buyersItemId: null,
      quantity: '2.5',
      unitCode: 'H87',
      unitPrice: '100000.00',
      baseQuantity: null,
      lineAmount: '250000.00',
      vatCategory: 'S',
      vatRate: '11',
    },
  ],
  totals: { lineExtension: '1250000.00', taxExclusive: '1250000.00', taxAmount: '137500.00', taxInclusive: '1387500.00', payable: '1387500.00' },
};

describe('UBL 2.1 reader', () => {
  it('reads the hand-written Peppol invoice into the model with exact decimal strings', async () => {
    const doc = await readIntakeDocument(fixture('ubl-invoice.xml'), 'xml');
    expect(doc).toEqual({
      ...SAME_INVOICE,
      format: 'UBL',
      seller: {
        name: 'PT Sumber Makmur Sejahtera',
        endpointId: '7300010000001',
        endpointScheme: '0088',
        vatId: 'ID0012345678901000',
        taxRegistrationId: null,
        identifiers: ['V-3001'],
      },
      buyer: { name: 'PT Astra Agro Makmur', endpointId: '7300010000018', endpointScheme: '0088', vatId: null, taxRegistrationId: null, identifiers: [] },
    });
  });

  it('reads whatever prefixes the sender chose: namespaces decide, not prefixes', async () => {
    const text = fixture('ubl-invoice.xml')
      .toString()
      .replace(/cbc:/g, 'b:')
      .replace(/xmlns:cbc=/, 'xmlns:b=')
      .replace(/<Invoice /, '<inv:Invoice ')
      .replace(/<\/Invoice>/, '</inv:Invoice>')
      .replace('xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"', 'xmlns:inv="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"');
    const doc = await readIntakeDocument(Buffer.from(text), 'xml');
    expect(doc.documentId).toBe('INV/2026/0042');
    expect(doc.lines.map((l) => l.quantity)).toEqual(['10', '2.5']);
  });

  it('keeps decimals as written, never through a float', async () => {
    const text = fixture('ubl-invoice.xml')
      .toString()
      .replace('<cbc:PriceAmount currencyID="IDR">100000.00</cbc:PriceAmount>', '<cbc:PriceAmount currencyID="IDR">0.1000000000000000055511</cbc:PriceAmount>');
    const doc = await readIntakeDocument(Buffer.from(text), 'xml');
    expect(doc.lines[0]!.unitPrice).toBe('0.1000000000000000055511');
  });

  it('names the element whose amount is not a decimal', async () => {
    const text = fixture('ubl-invoice.xml').toString().replace('<cbc:InvoicedQuantity unitCode="H87">10<', '<cbc:InvoicedQuantity unitCode="H87">1e3<');
    expect(await refusal(readIntakeDocument(Buffer.from(text), 'xml'))).toEqual({
      status: 400,
      messages: ['line 1 cbc:InvoicedQuantity (BT-129) is not a decimal number: "1e3"'],
    });
  });

  it('names a missing invoice number and a missing line list', async () => {
    const noId = fixture('ubl-invoice.xml').toString().replace('<cbc:ID>INV/2026/0042</cbc:ID>', '');
    expect((await refusal(readIntakeDocument(Buffer.from(noId), 'xml'))).messages).toEqual(['The invoice has no cbc:ID (BT-1 invoice number)']);
    const noLines = fixture('ubl-invoice.xml')
      .toString()
      .replace(/<cac:InvoiceLine>[\s\S]*<\/cac:InvoiceLine>/, '');
    expect((await refusal(readIntakeDocument(Buffer.from(noLines), 'xml'))).messages).toEqual(['The invoice has no invoice line (BG-25)']);
  });

  it('refuses a calendar date that does not exist', async () => {
    const text = fixture('ubl-invoice.xml').toString().replace('<cbc:IssueDate>2026-11-20', '<cbc:IssueDate>2026-02-30');
    expect((await refusal(readIntakeDocument(Buffer.from(text), 'xml'))).messages).toEqual(['cbc:IssueDate (BT-2) is not a date: "2026-02-30"']);
  });
});

describe('Factur-X / ZUGFeRD reader', () => {
  it('reads the CII embedded in a PDF (made here with pdf-lib attach) into the same invoice as the UBL file', async () => {
    const doc = await readIntakeDocument(await facturXPdf(fixture('factur-x.xml')), 'pdf');
    expect(doc).toEqual({
      ...SAME_INVOICE,
      taxInvoiceDate: '2026-11-20',
      format: 'FACTURX',
      seller: {
        name: 'PT Sumber Makmur Sejahtera',
        endpointId: '7300010000001',
        endpointScheme: '0088',
        vatId: 'ID0012345678901000',
        taxRegistrationId: null,
        identifiers: ['V-3001'],
      },
      buyer: { name: 'PT Astra Agro Makmur', endpointId: null, endpointScheme: null, vatId: null, taxRegistrationId: null, identifiers: [] },
    });
  });

  it.each(['zugferd-invoice.xml', 'xrechnung.xml'])('finds the invoice embedded as %s', async (name) => {
    const doc = await readIntakeDocument(await facturXPdf(fixture('factur-x.xml'), name), 'pdf');
    expect(doc.documentId).toBe('INV/2026/0042');
  });
});

describe('hostile and wrong files are refused with their exact message', () => {
  const ubl = () => fixture('ubl-invoice.xml').toString();

  it('refuses an external entity (XXE) before any parser resolves it', async () => {
    const xxe = ubl().replace('<Invoice ', '<!DOCTYPE Invoice [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n<Invoice ').replace('INV/2026/0042', '&xxe;');
    expect(await refusal(readIntakeDocument(Buffer.from(xxe), 'xml'))).toEqual({
      status: 400,
      messages: ['The XML file declares a DOCTYPE or an ENTITY, which an invoice never needs: refused'],
    });
    expect(INTAKE_MESSAGES.doctype).toBe('The XML file declares a DOCTYPE or an ENTITY, which an invoice never needs: refused');
  });

  it('refuses the billion laughs', async () => {
    const entities = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('');
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${entities}]><lolz>&lol9;</lolz>`;
    expect((await refusal(readIntakeDocument(Buffer.from(bomb), 'xml'))).messages).toEqual([INTAKE_MESSAGES.doctype]);
  });

  it('refuses an ENTITY even without a DOCTYPE keyword in capitals', async () => {
    const sneaky = ubl().replace('<Invoice ', '<!doctype Invoice [<!entity x "y">]>\n<Invoice ');
    expect((await refusal(readIntakeDocument(Buffer.from(sneaky), 'xml'))).messages).toEqual([INTAKE_MESSAGES.doctype]);
  });

  it('refuses a wrong root namespace, naming what was expected', async () => {
    const wrong = ubl().replace('xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"', 'xmlns="urn:example:invoice"');
    expect((await refusal(readIntakeDocument(Buffer.from(wrong), 'xml'))).messages).toEqual([
      'The XML file is not a UBL 2.1 invoice: expected the root element Invoice in the namespace urn:oasis:names:specification:ubl:schema:xsd:Invoice-2, found Invoice in the namespace urn:example:invoice',
    ]);
  });

  it('refuses a credit note as an invoice', async () => {
    const note = ubl().replace('<Invoice ', '<CreditNote ').replace('</Invoice>', '</CreditNote>').replace('xsd:Invoice-2"', 'xsd:CreditNote-2"');
    expect((await refusal(readIntakeDocument(Buffer.from(note), 'xml'))).messages).toEqual([
      INTAKE_MESSAGES.notUbl('CreditNote', 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2'),
    ]);
  });

  it('refuses a UBL file where a PDF should carry CII', async () => {
    expect((await refusal(readIntakeDocument(await facturXPdf(fixture('ubl-invoice.xml')), 'pdf'))).messages).toEqual([
      'The XML embedded in the PDF is not a cross-industry invoice: expected the root element CrossIndustryInvoice in the namespace urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100, found Invoice in the namespace urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    ]);
  });

  it('refuses an XML file over 5 MB', async () => {
    const big = Buffer.from(ubl().replace('<cbc:Note>', `<cbc:Note>${'x'.repeat(5 * 1024 * 1024)}`));
    expect(await refusal(readIntakeDocument(big, 'xml'))).toEqual({ status: 400, messages: ['The XML file is larger than 5 MB'] });
  });

  it('refuses nesting deeper than a real invoice has', async () => {
    const deep = ubl().replace('<cbc:Note>', `${'<cbc:Note>'.repeat(100)}${'</cbc:Note>'.repeat(99)}`);
    expect((await refusal(readIntakeDocument(Buffer.from(deep), 'xml'))).messages).toEqual(['The XML file nests elements more than 64 deep']);
  });

  it('refuses more elements than a real invoice has', async () => {
    const many = ubl().replace('<cbc:Note>', `${'<cbc:Note/>'.repeat(200_001)}<cbc:Note>`);
    expect((await refusal(readIntakeDocument(Buffer.from(many), 'xml'))).messages).toEqual(['The XML file has more than 200000 elements']);
  });

  it.each([
    ['start tags that never close', '<a'.repeat(2_000_000)],
    ['quotes that never close', '<a x="'.repeat(700_000)],
    ['comments that never close', '<!--'.repeat(1_000_000)],
  ])('refuses %s (4 MB of it) as not well-formed', async (_name, junk) => {
    const { status, messages } = await refusal(readIntakeDocument(Buffer.from(`<Invoice>${junk}`), 'xml'));
    expect(status).toBe(400);
    expect(messages[0]).toMatch(/^The XML file is not well-formed: /);
  });

  it('refuses XML that is not well-formed, saying where', async () => {
    const broken = ubl().replace('</cbc:IssueDate>', '</cbc:IssueDat>');
    const { status, messages } = await refusal(readIntakeDocument(Buffer.from(broken), 'xml'));
    expect(status).toBe(400);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^The XML file is not well-formed: .*IssueDat/);
  });

  it('refuses a PDF without invoice XML', async () => {
    expect((await refusal(readIntakeDocument(await facturXPdf(null), 'pdf'))).messages).toEqual([
      'The PDF file holds no embedded invoice XML (factur-x.xml, zugferd-invoice.xml or xrechnung.xml): it is not a Factur-X / ZUGFeRD invoice',
    ]);
    expect((await refusal(readIntakeDocument(await facturXPdf(fixture('factur-x.xml'), 'notes.xml'), 'pdf'))).messages).toEqual([
      INTAKE_MESSAGES.pdfNoInvoiceXml,
    ]);
  });

  it('refuses a broken PDF', async () => {
    const pdf = await facturXPdf(fixture('factur-x.xml'));
    const broken = Buffer.concat([pdf.subarray(0, 200), Buffer.from('garbage'.repeat(50))]);
    expect((await refusal(readIntakeDocument(broken, 'pdf'))).messages).toEqual(['The PDF file cannot be read: it is damaged or encrypted']);
  });

  it('refuses an embedded XML that inflates past the limit (a small PDF unpacking to gigabytes)', async () => {
    const pdf = await facturXPdf(Buffer.alloc(20 * 1024 * 1024, 0x20));
    expect(pdf.length).toBeLessThan(1024 * 1024);
    expect((await refusal(readIntakeDocument(pdf, 'pdf'))).messages).toEqual(['The XML file is larger than 5 MB']);
  });
});
