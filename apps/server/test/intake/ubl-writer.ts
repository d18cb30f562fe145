import { fixture } from './factur-x';

export type UblLine = { poLine: string | null; quantity: string; price: string; amount?: string; item?: string; itemId?: string };
export type UblOptions = {
  invoiceNo: string;
  issueDate?: string;
  po: string;
  sellerTaxId: string;
  buyerName?: string;
  taxInvoiceNo?: string | null;
  lines: UblLine[];
};

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function lineXml(l: UblLine, i: number): string {
  const amount = l.amount ?? (Number(l.quantity) * Number(l.price)).toFixed(2); // test data: small exact values
  return `<cac:InvoiceLine><cbc:ID>${i + 1}</cbc:ID><cbc:InvoicedQuantity unitCode="H87">${l.quantity}</cbc:InvoicedQuantity>
<cbc:LineExtensionAmount currencyID="IDR">${amount}</cbc:LineExtensionAmount>
${l.poLine === null ? '' : `<cac:OrderLineReference><cbc:LineID>${l.poLine}</cbc:LineID></cac:OrderLineReference>`}
<cac:Item><cbc:Name>${esc(l.item ?? 'Item')}</cbc:Name>${l.itemId ? `<cac:SellersItemIdentification><cbc:ID>${esc(l.itemId)}</cbc:ID></cac:SellersItemIdentification>` : ''}
<cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>11</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>
<cac:Price><cbc:PriceAmount currencyID="IDR">${l.price}</cbc:PriceAmount></cac:Price></cac:InvoiceLine>`;
}

/** The hand-written fixture with this test's numbers, seller, PO and lines in place of its own. */
export function ublInvoice(o: UblOptions): Buffer {
  let text = fixture('ubl-invoice.xml').toString();
  text = text.replace('<cbc:ID>INV/2026/0042</cbc:ID>', `<cbc:ID>${esc(o.invoiceNo)}</cbc:ID>`);
  text = text.replace('<cbc:IssueDate>2026-11-20</cbc:IssueDate>', `<cbc:IssueDate>${o.issueDate ?? '2026-11-20'}</cbc:IssueDate>`);
  text = text.replace('<cbc:ID>PO-4500012</cbc:ID>', `<cbc:ID>${esc(o.po)}</cbc:ID>`);
  text = text.replace('<cbc:CompanyID>ID0012345678901000</cbc:CompanyID>', `<cbc:CompanyID>${esc(o.sellerTaxId)}</cbc:CompanyID>`);
  if (o.buyerName) text = text.replace(/PT Astra Agro Makmur/g, esc(o.buyerName));
  text =
    o.taxInvoiceNo === null
      ? text.replace(/<cac:AdditionalDocumentReference>[\s\S]*?<\/cac:AdditionalDocumentReference>/, '')
      : text.replace('<cbc:ID>010.000-26.00000042</cbc:ID>', `<cbc:ID>${o.taxInvoiceNo ?? '010.000-26.00000042'}</cbc:ID>`);
  text = text.replace(/<cac:InvoiceLine>[\s\S]*<\/cac:InvoiceLine>/, o.lines.map(lineXml).join('\n'));
  return Buffer.from(text);
}
