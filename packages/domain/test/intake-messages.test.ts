import { describe, expect, it } from 'vitest';
import { INTAKE_MESSAGES, quoteFromFile } from '../src/index';

describe('intake messages: the exact texts a supplier reads', () => {
  it('refusals of the file', () => {
    expect(INTAKE_MESSAGES.extension).toBe('Choose an e-invoice file: .xml (UBL 2.1 invoice) or .pdf (Factur-X / ZUGFeRD)');
    expect(INTAKE_MESSAGES.xmlTooLarge(5)).toBe('The XML file is larger than 5 MB');
    expect(INTAKE_MESSAGES.doctype).toBe('The XML file declares a DOCTYPE or an ENTITY, which an invoice never needs: refused');
    expect(INTAKE_MESSAGES.notWellFormed("Expected closing tag 'a' (line 3)")).toBe("The XML file is not well-formed: Expected closing tag 'a' (line 3)");
    expect(INTAKE_MESSAGES.tooDeep(64)).toBe('The XML file nests elements more than 64 deep');
    expect(INTAKE_MESSAGES.tooManyElements(200000)).toBe('The XML file has more than 200000 elements');
    expect(INTAKE_MESSAGES.notUbl('Invoice', '')).toBe(
      'The XML file is not a UBL 2.1 invoice: expected the root element Invoice in the namespace urn:oasis:names:specification:ubl:schema:xsd:Invoice-2, found Invoice without a namespace',
    );
    expect(INTAKE_MESSAGES.notCii('Invoice', 'urn:x')).toBe(
      'The XML embedded in the PDF is not a cross-industry invoice: expected the root element CrossIndustryInvoice in the namespace urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100, found Invoice in the namespace urn:x',
    );
    expect(INTAKE_MESSAGES.pdfUnreadable).toBe('The PDF file cannot be read: it is damaged or encrypted');
    expect(INTAKE_MESSAGES.pdfNoInvoiceXml).toBe(
      'The PDF file holds no embedded invoice XML (factur-x.xml, zugferd-invoice.xml or xrechnung.xml): it is not a Factur-X / ZUGFeRD invoice',
    );
    expect(INTAKE_MESSAGES.missing('cbc:ID (BT-1 invoice number)')).toBe('The invoice has no cbc:ID (BT-1 invoice number)');
    expect(INTAKE_MESSAGES.notDecimal('cbc:PayableAmount (BT-115)', '1,000')).toBe('cbc:PayableAmount (BT-115) is not a decimal number: "1,000"');
    expect(INTAKE_MESSAGES.notDate('cbc:IssueDate (BT-2)', '20-11-2026')).toBe('cbc:IssueDate (BT-2) is not a date: "20-11-2026"');
    expect(INTAKE_MESSAGES.tooManyLines(500)).toBe('The invoice has more than 500 lines');
  });

  it('refusals of whose file it is', () => {
    expect(INTAKE_MESSAGES.sellerUnidentified).toBe(
      'The invoice names no seller tax number (BT-31 VAT identifier or BT-32 tax registration): it cannot be checked as yours',
    );
    expect(INTAKE_MESSAGES.sellerNotYou('ID0987654321098000')).toBe(
      "The seller's tax number ID0987654321098000 is not the NPWP of the supplier you are logged in as: you can only file your own invoices",
    );
    expect(INTAKE_MESSAGES.noOrderReference).toBe('The invoice names no purchase order (BT-13 order reference)');
    expect(INTAKE_MESSAGES.buyerUnknown('4500012')).toBe(
      'None of your companies has an open received line of PO 4500012, and the buyer is not a company you work with',
    );
  });

  it('mismatches, one per document line', () => {
    expect(INTAKE_MESSAGES.notReceived('1', '4500012', '3')).toBe('File line 1: PO 4500012 line 3 has no received quantity left to invoice');
    expect(INTAKE_MESSAGES.notReceivedItem('2', '4500012')).toBe('File line 2: no received line of PO 4500012 left to invoice matches it');
    expect(INTAKE_MESSAGES.quantityAboveOpen('1', '12', '10.000')).toBe('File line 1: quantity 12 is above the 10.000 received and not yet invoiced');
    expect(INTAKE_MESSAGES.quantityBelowOpen('1', '8', '10.000')).toBe(
      'File line 1: quantity 8 is below the 10.000 received; the invoice bills the whole received line',
    );
    expect(INTAKE_MESSAGES.priceOver('1', 'Price 5.20% above the PO price (tolerance 2.00%): IDR 12,000.00 over')).toBe(
      'File line 1: Price 5.20% above the PO price (tolerance 2.00%): IDR 12,000.00 over',
    );
    expect(INTAKE_MESSAGES.priceBelow('1', '900', '1000.0000')).toBe('File line 1: price 900 is below the PO price 1000.0000; the invoice bills the PO price');
    expect(INTAKE_MESSAGES.amount('1', '999.99', '1000.00')).toBe('File line 1: amount 999.99 is not quantity × price (1000.00)');
    expect(INTAKE_MESSAGES.mismatchTitle).toBe('The e-invoice file does not match the received PO lines: fix the form or the file before saving');
  });

  it('saving', () => {
    expect(INTAKE_MESSAGES.intakeNotPending).toBe('The e-invoice file is no longer waiting for an invoice: read it again');
    expect(INTAKE_MESSAGES.intakeNotAttached).toBe("The e-invoice file read for this invoice must be the invoice's attachment");
  });

  it('quotes a value from the file short and without control characters', () => {
    expect(quoteFromFile(`a\u0000b\nc`)).toBe('a b c');
    expect(quoteFromFile('x'.repeat(50))).toBe(`${'x'.repeat(40)}…`);
    expect(INTAKE_MESSAGES.notDecimal('BT-115', `${'9'.repeat(45)}`)).toBe(`BT-115 is not a decimal number: "${'9'.repeat(40)}…"`);
  });
});
