import { INTAKE_MESSAGES, UBL_INVOICE_NS, type IntakeDocument, type IntakeLine, type IntakeParty } from '@faktura/domain';
import { badRequest } from '../../lib/errors';
import { child, childrenOf, textAt, type XmlElement } from './xml';
import { checkLineCount, decimal, isoDate, isTaxInvoiceReference, optionalDecimal } from './values';

const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';
const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const cac = (name: string): [string, string] => [CAC, name];
const cbc = (name: string): [string, string] => [CBC, name];

function party(role: XmlElement | undefined): IntakeParty {
  const p = child(role, CAC, 'Party');
  const endpoint = child(p, CBC, 'EndpointID');
  let vatId: string | null = null;
  let taxRegistrationId: string | null = null;
  for (const scheme of childrenOf(p, CAC, 'PartyTaxScheme')) {
    const id = textAt(scheme, cbc('CompanyID'));
    if (!id) continue;
    if (textAt(scheme, cac('TaxScheme'), cbc('ID'))?.toUpperCase() === 'VAT') vatId ??= id;
    else taxRegistrationId ??= id;
  }
  const identifiers = [
    ...childrenOf(p, CAC, 'PartyIdentification').map((i) => textAt(i, cbc('ID'))),
    textAt(p, cac('PartyLegalEntity'), cbc('CompanyID')),
  ].filter((v): v is string => !!v);
  return {
    name: textAt(p, cac('PartyLegalEntity'), cbc('RegistrationName')) ?? textAt(p, cac('PartyName'), cbc('Name')),
    endpointId: endpoint?.text.trim() || null,
    endpointScheme: endpoint?.attrs.schemeID ?? null,
    vatId,
    taxRegistrationId,
    identifiers,
  };
}

function line(el: XmlElement): IntakeLine {
  const id = textAt(el, cbc('ID')) ?? '';
  const where = (bt: string) => `line ${id || '?'} ${bt}`;
  const quantityEl = child(el, CBC, 'InvoicedQuantity');
  const item = child(el, CAC, 'Item');
  const tax = child(item, CAC, 'ClassifiedTaxCategory');
  return {
    id: id || '?',
    orderLineRef: textAt(el, cac('OrderLineReference'), cbc('LineID')),
    itemName: textAt(item, cbc('Name')),
    sellersItemId: textAt(item, cac('SellersItemIdentification'), cbc('ID')),
    buyersItemId: textAt(item, cac('BuyersItemIdentification'), cbc('ID')),
    quantity: decimal(where('cbc:InvoicedQuantity (BT-129)'), quantityEl?.text.trim() || null),
    unitCode: quantityEl?.attrs.unitCode ?? null,
    unitPrice: decimal(where('cac:Price/cbc:PriceAmount (BT-146)'), textAt(el, cac('Price'), cbc('PriceAmount'))),
    baseQuantity: optionalDecimal(where('cac:Price/cbc:BaseQuantity (BT-149)'), textAt(el, cac('Price'), cbc('BaseQuantity'))),
    lineAmount: decimal(where('cbc:LineExtensionAmount (BT-131)'), textAt(el, cbc('LineExtensionAmount'))),
    vatCategory: textAt(tax, cbc('ID')),
    vatRate: optionalDecimal(where('cac:ClassifiedTaxCategory/cbc:Percent (BT-152)'), textAt(tax, cbc('Percent'))),
  };
}

/** A UBL 2.1 Invoice (Peppol BIS Billing 3.0 or plain EN 16931) read into the intake model. */
export function readUblInvoice(root: XmlElement): IntakeDocument {
  if (root.ns !== UBL_INVOICE_NS || root.local !== 'Invoice') throw badRequest(INTAKE_MESSAGES.notUbl(root.local, root.ns));
  const documentId = textAt(root, cbc('ID'));
  if (!documentId) throw badRequest(INTAKE_MESSAGES.missing('cbc:ID (BT-1 invoice number)'));
  const lines = childrenOf(root, CAC, 'InvoiceLine');
  checkLineCount(lines.length);
  const faktur = childrenOf(root, CAC, 'AdditionalDocumentReference').find((ref) =>
    isTaxInvoiceReference(
      textAt(ref, cbc('ID')),
      textAt(ref, cbc('DocumentDescription')),
      textAt(ref, cbc('DocumentTypeCode')),
      textAt(ref, cbc('DocumentType')),
    ),
  );
  const totals = child(root, CAC, 'LegalMonetaryTotal');
  const taxTotal = childrenOf(root, CAC, 'TaxTotal').find((t) => child(t, CAC, 'TaxSubtotal')) ?? child(root, CAC, 'TaxTotal');
  return {
    format: 'UBL',
    documentId,
    issueDate: isoDate('cbc:IssueDate (BT-2)', textAt(root, cbc('IssueDate'))),
    dueDate: isoDate('cbc:DueDate (BT-9)', textAt(root, cbc('DueDate'))),
    typeCode: textAt(root, cbc('InvoiceTypeCode')),
    currency: textAt(root, cbc('DocumentCurrencyCode')),
    orderReference: textAt(root, cac('OrderReference'), cbc('ID')),
    buyerReference: textAt(root, cbc('BuyerReference')),
    seller: party(child(root, CAC, 'AccountingSupplierParty')),
    buyer: party(child(root, CAC, 'AccountingCustomerParty')),
    taxInvoiceNo: faktur ? textAt(faktur, cbc('ID')) : null,
    taxInvoiceDate: faktur ? isoDate('the tax invoice reference cbc:IssueDate', textAt(faktur, cbc('IssueDate'))) : null,
    lines: lines.map(line),
    totals: {
      lineExtension: optionalDecimal('cbc:LineExtensionAmount (BT-106)', textAt(totals, cbc('LineExtensionAmount'))),
      taxExclusive: optionalDecimal('cbc:TaxExclusiveAmount (BT-109)', textAt(totals, cbc('TaxExclusiveAmount'))),
      taxAmount: optionalDecimal('cac:TaxTotal/cbc:TaxAmount (BT-110)', textAt(taxTotal, cbc('TaxAmount'))),
      taxInclusive: optionalDecimal('cbc:TaxInclusiveAmount (BT-112)', textAt(totals, cbc('TaxInclusiveAmount'))),
      payable: optionalDecimal('cbc:PayableAmount (BT-115)', textAt(totals, cbc('PayableAmount'))),
    },
  };
}
