import { CII_NS, INTAKE_MESSAGES, type IntakeDocument, type IntakeLine, type IntakeParty } from '@faktura/domain';
import { badRequest } from '../../lib/errors';
import { child, childrenOf, textAt, type XmlElement } from './xml';
import { checkLineCount, ciiDate, decimal, isTaxInvoiceReference, optionalDecimal } from './values';

const RAM = 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100';
const UDT = 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100';
const QDT = 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100';
const ram = (name: string): [string, string] => [RAM, name];

function party(p: XmlElement | undefined): IntakeParty {
  const endpoint = child(child(p, RAM, 'URIUniversalCommunication'), RAM, 'URIID');
  let vatId: string | null = null;
  let taxRegistrationId: string | null = null;
  for (const reg of childrenOf(p, RAM, 'SpecifiedTaxRegistration')) {
    const id = child(reg, RAM, 'ID');
    const value = id?.text.trim();
    if (!value) continue;
    // VA: the VAT identifier (BT-31); FC: a tax registration of the seller's country (BT-32).
    if (id!.attrs.schemeID === 'VA') vatId ??= value;
    else taxRegistrationId ??= value;
  }
  const identifiers = [
    ...childrenOf(p, RAM, 'ID').map((i) => i.text.trim()),
    ...childrenOf(p, RAM, 'GlobalID').map((i) => i.text.trim()),
    textAt(p, ram('SpecifiedLegalOrganization'), ram('ID')),
  ].filter((v): v is string => !!v);
  return {
    name: textAt(p, ram('Name')),
    endpointId: endpoint?.text.trim() || null,
    endpointScheme: endpoint?.attrs.schemeID ?? null,
    vatId,
    taxRegistrationId,
    identifiers,
  };
}

function line(el: XmlElement): IntakeLine {
  const id = textAt(el, ram('AssociatedDocumentLineDocument'), ram('LineID')) ?? '?';
  const where = (bt: string) => `line ${id} ${bt}`;
  const product = child(el, RAM, 'SpecifiedTradeProduct');
  const agreement = child(el, RAM, 'SpecifiedLineTradeAgreement');
  const settlement = child(el, RAM, 'SpecifiedLineTradeSettlement');
  const tax = child(settlement, RAM, 'ApplicableTradeTax');
  const quantity = child(child(el, RAM, 'SpecifiedLineTradeDelivery'), RAM, 'BilledQuantity');
  const netPrice = child(agreement, RAM, 'NetPriceProductTradePrice');
  return {
    id,
    orderLineRef: textAt(agreement, ram('BuyerOrderReferencedDocument'), ram('LineID')),
    itemName: textAt(product, ram('Name')),
    sellersItemId: textAt(product, ram('SellerAssignedID')),
    buyersItemId: textAt(product, ram('BuyerAssignedID')),
    quantity: decimal(where('ram:BilledQuantity (BT-129)'), quantity?.text.trim() || null),
    unitCode: quantity?.attrs.unitCode ?? null,
    unitPrice: decimal(where('ram:NetPriceProductTradePrice/ram:ChargeAmount (BT-146)'), textAt(netPrice, ram('ChargeAmount'))),
    baseQuantity: optionalDecimal(where('ram:BasisQuantity (BT-149)'), textAt(netPrice, ram('BasisQuantity'))),
    lineAmount: decimal(
      where('ram:LineTotalAmount (BT-131)'),
      textAt(settlement, ram('SpecifiedTradeSettlementLineMonetarySummation'), ram('LineTotalAmount')),
    ),
    vatCategory: textAt(tax, ram('CategoryCode')),
    vatRate: optionalDecimal(where('ram:RateApplicablePercent (BT-152)'), textAt(tax, ram('RateApplicablePercent'))),
  };
}

/** The UN/CEFACT cross-industry invoice of a Factur-X / ZUGFeRD PDF read into the intake model. */
export function readCiiInvoice(root: XmlElement): IntakeDocument {
  if (root.ns !== CII_NS || root.local !== 'CrossIndustryInvoice') throw badRequest(INTAKE_MESSAGES.notCii(root.local, root.ns));
  const doc = child(root, CII_NS, 'ExchangedDocument');
  const documentId = textAt(doc, ram('ID'));
  if (!documentId) throw badRequest(INTAKE_MESSAGES.missing('rsm:ExchangedDocument/ram:ID (BT-1 invoice number)'));
  const transaction = child(root, CII_NS, 'SupplyChainTradeTransaction');
  const lines = childrenOf(transaction, RAM, 'IncludedSupplyChainTradeLineItem');
  checkLineCount(lines.length);
  const agreement = child(transaction, RAM, 'ApplicableHeaderTradeAgreement');
  const settlement = child(transaction, RAM, 'ApplicableHeaderTradeSettlement');
  const sums = child(settlement, RAM, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const faktur = childrenOf(agreement, RAM, 'AdditionalReferencedDocument').find((ref) =>
    isTaxInvoiceReference(textAt(ref, ram('IssuerAssignedID')), textAt(ref, ram('Name')), textAt(ref, ram('TypeCode'))),
  );
  return {
    format: 'FACTURX',
    documentId,
    issueDate: ciiDate('ram:IssueDateTime (BT-2)', textAt(doc, ram('IssueDateTime'), [UDT, 'DateTimeString'])),
    dueDate: ciiDate('ram:DueDateDateTime (BT-9)', textAt(settlement, ram('SpecifiedTradePaymentTerms'), ram('DueDateDateTime'), [UDT, 'DateTimeString'])),
    typeCode: textAt(doc, ram('TypeCode')),
    currency: textAt(settlement, ram('InvoiceCurrencyCode')),
    orderReference: textAt(agreement, ram('BuyerOrderReferencedDocument'), ram('IssuerAssignedID')),
    buyerReference: textAt(agreement, ram('BuyerReference')),
    seller: party(child(agreement, RAM, 'SellerTradeParty')),
    buyer: party(child(agreement, RAM, 'BuyerTradeParty')),
    taxInvoiceNo: faktur ? textAt(faktur, ram('IssuerAssignedID')) : null,
    taxInvoiceDate: faktur ? ciiDate('the tax invoice reference date', textAt(faktur, ram('FormattedIssueDateTime'), [QDT, 'DateTimeString'])) : null,
    lines: lines.map(line),
    totals: {
      lineExtension: optionalDecimal('ram:LineTotalAmount (BT-106)', textAt(sums, ram('LineTotalAmount'))),
      taxExclusive: optionalDecimal('ram:TaxBasisTotalAmount (BT-109)', textAt(sums, ram('TaxBasisTotalAmount'))),
      taxAmount: optionalDecimal('ram:TaxTotalAmount (BT-110)', textAt(sums, ram('TaxTotalAmount'))),
      taxInclusive: optionalDecimal('ram:GrandTotalAmount (BT-112)', textAt(sums, ram('GrandTotalAmount'))),
      payable: optionalDecimal('ram:DuePayableAmount (BT-115)', textAt(sums, ram('DuePayableAmount'))),
    },
  };
}
