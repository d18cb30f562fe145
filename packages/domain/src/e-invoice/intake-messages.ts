/** The accepted intake files and the limits a document is read within. */
export const INTAKE_LIMITS = {
  xmlBytes: 5 * 1024 * 1024,
  depth: 64,
  elements: 200_000,
  lines: 500,
  /** How much of a value from the file a message quotes. */
  quoted: 40,
} as const;

export const UBL_INVOICE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2';
export const CII_NS = 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100';

/** How an element of the file is named in a message: its name and its namespace (a URI, quoted longer). */
function elementName(local: string, ns: string): string {
  return ns ? `${quoteFromFile(local)} in the namespace ${quoteFromFile(ns, 200)}` : `${quoteFromFile(local)} without a namespace`;
}

/** What a value from the file looks like in a message: cut short, control characters dropped. */
export function quoteFromFile(value: string, max: number = INTAKE_LIMITS.quoted): string {
  // eslint-disable-next-line no-control-regex
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

export const INTAKE_MESSAGES = {
  extension: 'Choose an e-invoice file: .xml (UBL 2.1 invoice) or .pdf (Factur-X / ZUGFeRD)',
  xmlTooLarge: (limitMb: number) => `The XML file is larger than ${limitMb} MB`,
  doctype: 'The XML file declares a DOCTYPE or an ENTITY, which an invoice never needs: refused',
  notWellFormed: (detail: string) => `The XML file is not well-formed: ${quoteFromFile(detail)}`,
  tooDeep: (limit: number) => `The XML file nests elements more than ${limit} deep`,
  tooManyElements: (limit: number) => `The XML file has more than ${limit} elements`,
  notUbl: (local: string, ns: string) =>
    `The XML file is not a UBL 2.1 invoice: expected the root element Invoice in the namespace ${UBL_INVOICE_NS}, found ${elementName(local, ns)}`,
  notCii: (local: string, ns: string) =>
    `The XML embedded in the PDF is not a cross-industry invoice: expected the root element CrossIndustryInvoice in the namespace ${CII_NS}, found ${elementName(local, ns)}`,
  pdfUnreadable: 'The PDF file cannot be read: it is damaged or encrypted',
  pdfNoInvoiceXml: 'The PDF file holds no embedded invoice XML (factur-x.xml, zugferd-invoice.xml or xrechnung.xml): it is not a Factur-X / ZUGFeRD invoice',
  missing: (element: string) => `The invoice has no ${element}`,
  notDecimal: (element: string, value: string) => `${element} is not a decimal number: "${quoteFromFile(value)}"`,
  notDate: (element: string, value: string) => `${element} is not a date: "${quoteFromFile(value)}"`,
  tooManyLines: (limit: number) => `The invoice has more than ${limit} lines`,
  sellerUnidentified: 'The invoice names no seller tax number (BT-31 VAT identifier or BT-32 tax registration): it cannot be checked as yours',
  sellerNotYou: (taxId: string) =>
    `The seller's tax number ${quoteFromFile(taxId)} is not the NPWP of the supplier you are logged in as: you can only file your own invoices`,
  noOrderReference: 'The invoice names no purchase order (BT-13 order reference)',
  buyerUnknown: (po: string) => `None of your companies has an open received line of PO ${quoteFromFile(po)}, and the buyer is not a company you work with`,
  // One per document line that does not fit an open received PO line.
  notReceived: (line: string, po: string, poLine: string) =>
    `File line ${quoteFromFile(line)}: PO ${quoteFromFile(po)} line ${quoteFromFile(poLine)} has no received quantity left to invoice`,
  notReceivedItem: (line: string, po: string) => `File line ${quoteFromFile(line)}: no received line of PO ${quoteFromFile(po)} left to invoice matches it`,
  quantityAboveOpen: (line: string, quantity: string, open: string) =>
    `File line ${quoteFromFile(line)}: quantity ${quantity} is above the ${open} received and not yet invoiced`,
  quantityBelowOpen: (line: string, quantity: string, open: string) =>
    `File line ${quoteFromFile(line)}: quantity ${quantity} is below the ${open} received; the invoice bills the whole received line`,
  /** A price above the PO price beyond the company's tolerance: the tolerance check's own words. */
  priceOver: (line: string, breach: string) => `File line ${quoteFromFile(line)}: ${breach}`,
  priceBelow: (line: string, price: string, poPrice: string) =>
    `File line ${quoteFromFile(line)}: price ${price} is below the PO price ${poPrice}; the invoice bills the PO price`,
  amount: (line: string, amount: string, expected: string) => `File line ${quoteFromFile(line)}: amount ${amount} is not quantity × price (${expected})`,
  mismatchTitle: 'The e-invoice file does not match the received PO lines: fix the form or the file before saving',
  // Saving an invoice read from a file.
  intakeNotPending: 'The e-invoice file is no longer waiting for an invoice: read it again',
  intakeNotAttached: "The e-invoice file read for this invoice must be the invoice's attachment",
} as const;
