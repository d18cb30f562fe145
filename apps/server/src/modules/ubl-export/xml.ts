import { newXmlDocument } from '../../lib/xml-document';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type { EInvoice, EInvoiceLine, EInvoiceParty } from '@faktura/domain';
import { UBL_NS, xmlText } from '../../lib/ubl-xml';

/** Peppol BIS Billing 3.0 identifiers (BT-24, BT-23). */
export const PEPPOL_CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
export const PEPPOL_PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  ...UBL_NS,
} as const;

/**
 * The EN 16931 model as UBL 2.1 text. Elements are written in the order the UBL schema fixes
 * (an element out of order is a schema error), optional ones only when there is a value: the rules
 * refuse empty elements.
 */
export function writeUbl(doc: EInvoice): string {
  const credit = doc.type === 'credit-note';
  const root = newXmlDocument().ele(credit ? NS.creditNote : NS.invoice, credit ? 'CreditNote' : 'Invoice', {
    'xmlns:cac': NS.cac,
    'xmlns:cbc': NS.cbc,
  });
  const cbc = (parent: XMLBuilder, name: string, text: string, attrs?: Record<string, string>) =>
    parent.ele(NS.cbc, `cbc:${name}`, attrs).txt(xmlText(text)).up();
  const cac = (parent: XMLBuilder, name: string) => parent.ele(NS.cac, `cac:${name}`);
  const amount = (parent: XMLBuilder, name: string, value: string) => cbc(parent, name, value, { currencyID: doc.currency });

  cbc(root, 'CustomizationID', PEPPOL_CUSTOMIZATION_ID);
  cbc(root, 'ProfileID', PEPPOL_PROFILE_ID);
  cbc(root, 'ID', doc.id);
  cbc(root, 'IssueDate', doc.issueDate);
  // UBL's CreditNote has no DueDate: there the payment terms say when.
  if (!credit && doc.dueDate) cbc(root, 'DueDate', doc.dueDate);
  cbc(root, credit ? 'CreditNoteTypeCode' : 'InvoiceTypeCode', credit ? '381' : '380');
  if (doc.note) cbc(root, 'Note', doc.note);
  cbc(root, 'DocumentCurrencyCode', doc.currency);
  if (doc.buyerReference) cbc(root, 'BuyerReference', doc.buyerReference);
  if (doc.orderReference) cbc(cac(root, 'OrderReference'), 'ID', doc.orderReference);
  for (const d of doc.supportingDocuments) {
    const ref = cac(root, 'AdditionalDocumentReference');
    cbc(ref, 'ID', d.id);
    cbc(ref, 'DocumentDescription', d.description);
  }
  party(cac(root, 'AccountingSupplierParty'), doc.seller);
  party(cac(root, 'AccountingCustomerParty'), doc.buyer);
  if (doc.paymentTerms) cbc(cac(root, 'PaymentTerms'), 'Note', doc.paymentTerms);

  const taxTotal = cac(root, 'TaxTotal');
  amount(taxTotal, 'TaxAmount', doc.totals.taxTotal);
  for (const b of doc.vatBreakdown) {
    const sub = cac(taxTotal, 'TaxSubtotal');
    amount(sub, 'TaxableAmount', b.taxableAmount);
    amount(sub, 'TaxAmount', b.taxAmount);
    const category = cac(sub, 'TaxCategory');
    cbc(category, 'ID', b.category);
    if (b.percent !== null) cbc(category, 'Percent', b.percent);
    if (b.exemptionReason) cbc(category, 'TaxExemptionReason', b.exemptionReason);
    cbc(cac(category, 'TaxScheme'), 'ID', 'VAT');
  }

  const totals = cac(root, 'LegalMonetaryTotal');
  amount(totals, 'LineExtensionAmount', doc.totals.lineExtension);
  amount(totals, 'TaxExclusiveAmount', doc.totals.taxExclusive);
  amount(totals, 'TaxInclusiveAmount', doc.totals.taxInclusive);
  if (doc.totals.rounding) amount(totals, 'PayableRoundingAmount', doc.totals.rounding);
  amount(totals, 'PayableAmount', doc.totals.payable);

  for (const line of doc.lines) writeLine(cac(root, credit ? 'CreditNoteLine' : 'InvoiceLine'), line);
  return root.end({ prettyPrint: true });

  function party(wrapper: XMLBuilder, p: EInvoiceParty) {
    const node = cac(wrapper, 'Party');
    cbc(node, 'EndpointID', p.endpoint.id, { schemeID: p.endpoint.scheme });
    if (p.identifier) cbc(cac(node, 'PartyIdentification'), 'ID', p.identifier);
    cbc(cac(node, 'PartyName'), 'Name', p.name);
    const address = cac(node, 'PostalAddress');
    if (p.address.street) cbc(address, 'StreetName', p.address.street);
    if (p.address.city) cbc(address, 'CityName', p.address.city);
    cbc(cac(address, 'Country'), 'IdentificationCode', p.address.country);
    if (p.vatId) {
      const scheme = cac(node, 'PartyTaxScheme');
      cbc(scheme, 'CompanyID', p.vatId);
      cbc(cac(scheme, 'TaxScheme'), 'ID', 'VAT');
    }
    const legal = cac(node, 'PartyLegalEntity');
    cbc(legal, 'RegistrationName', p.name);
    if (p.legalId) cbc(legal, 'CompanyID', p.legalId);
    if (p.email) cbc(cac(node, 'Contact'), 'ElectronicMail', p.email);
  }

  function writeLine(node: XMLBuilder, line: EInvoiceLine) {
    cbc(node, 'ID', line.id);
    if (line.note) cbc(node, 'Note', line.note);
    cbc(node, credit ? 'CreditedQuantity' : 'InvoicedQuantity', line.quantity, { unitCode: line.unitCode });
    amount(node, 'LineExtensionAmount', line.lineAmount);
    if (line.order) {
      // BT-132 names a line of the order in BT-13; a line of another PO names its PO too.
      const lineId = line.order.poNumber === doc.orderReference ? line.order.lineNumber : `${line.order.poNumber}/${line.order.lineNumber}`;
      cbc(cac(node, 'OrderLineReference'), 'LineID', lineId);
    }
    const item = cac(node, 'Item');
    cbc(item, 'Name', line.name);
    if (line.sellerItemId) cbc(cac(item, 'SellersItemIdentification'), 'ID', line.sellerItemId);
    const category = cac(item, 'ClassifiedTaxCategory');
    cbc(category, 'ID', line.vat.category);
    if (line.vat.percent !== null) cbc(category, 'Percent', line.vat.percent);
    cbc(cac(category, 'TaxScheme'), 'ID', 'VAT');
    const price = cac(node, 'Price');
    amount(price, 'PriceAmount', line.price);
    if (line.baseQuantity) cbc(price, 'BaseQuantity', line.baseQuantity, { unitCode: line.unitCode });
  }
}
