import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { ownsReceipt } from './support';

/** The hand-written Peppol invoice of the intake tests; a journey puts its own numbers, PO and lines in. */
const UBL_FIXTURE = path.resolve(import.meta.dirname, '../../server/test/fixtures/intake/ubl-invoice.xml');

export type OpenReceipt = { rcvTransactionId: number; poNumber: string; poLineNum: number; quantityOpen: string; unitPrice: string; amountOpen: string };
type Headers = Record<string, string>;

const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A demo user's bearer header, for the calls a supplier's or finance's own system makes. */
export async function bearerOf(request: APIRequestContext, username: string): Promise<Headers> {
  const res = await request.post('/api/auth/login', { data: { username, password: 'demo' } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** The supplier's received PO lines still open for invoicing in AAM's head office that this journey worker may bill. */
export async function openReceipts(request: APIRequestContext, headers: Headers): Promise<OpenReceipt[]> {
  const res = await request.get('/api/po-invoices/pending-receipts?orgId=82&instance=AAM&pageSize=100', { headers });
  return ((await res.json()) as { items: OpenReceipt[] }).items.filter((r) => ownsReceipt(r.rcvTransactionId));
}

/** The supplier's tax number as the portal's own UBL export of one of its invoices states it: what the supplier's system would write. */
async function sellerTaxId(request: APIRequestContext, headers: Headers): Promise<string> {
  const list = (await (await request.get('/api/invoices?pageSize=10', { headers })).json()) as { items: Array<{ id: number }> };
  for (const { id } of list.items) {
    const res = await request.get(`/api/ubl/invoices/${id}`, { headers });
    if (!res.ok()) continue;
    const supplier = /<cac:AccountingSupplierParty>[\s\S]*?<\/cac:AccountingSupplierParty>/.exec(await res.text())?.[0] ?? '';
    const companyId = /<cbc:CompanyID[^>]*>([^<]+)<\/cbc:CompanyID>/.exec(supplier)?.[1];
    if (companyId) return companyId;
  }
  throw new Error('no UBL export of the supplier states its tax number');
}

/** One invoice line billing a received line's open quantity, at the price and amount given. */
export type UblLine = { receipt: OpenReceipt; price: string; amount: string };

const ublLine = (n: number, { receipt, price, amount }: UblLine) => `<cac:InvoiceLine><cbc:ID>${n}</cbc:ID>
<cbc:InvoicedQuantity unitCode="H87">${receipt.quantityOpen}</cbc:InvoicedQuantity>
<cbc:LineExtensionAmount currencyID="IDR">${amount}</cbc:LineExtensionAmount>
<cac:OrderLineReference><cbc:LineID>${receipt.poLineNum}</cbc:LineID></cac:OrderLineReference>
<cac:Item><cbc:Name>Item ${n}</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>11</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>
<cac:Price><cbc:PriceAmount currencyID="IDR">${price}</cbc:PriceAmount></cac:Price></cac:InvoiceLine>`;

/**
 * A UBL invoice as the supplier's own system would send it: the fixture with this journey's
 * number, faktur number, issue date (when given), the PO of its first line, the supplier's tax
 * number and the lines.
 */
export async function supplierUbl(
  request: APIRequestContext,
  headers: Headers,
  doc: { documentId: string; taxInvoiceNo: string; issueDate?: string; lines: UblLine[] },
): Promise<string> {
  let xml = fs.readFileSync(UBL_FIXTURE, 'utf8');
  xml = xml.replace('<cbc:ID>INV/2026/0042</cbc:ID>', `<cbc:ID>${esc(doc.documentId)}</cbc:ID>`);
  if (doc.issueDate) xml = xml.replace('<cbc:IssueDate>2026-11-20</cbc:IssueDate>', `<cbc:IssueDate>${doc.issueDate}</cbc:IssueDate>`);
  xml = xml.replace('<cbc:ID>PO-4500012</cbc:ID>', `<cbc:ID>${esc(doc.lines[0]!.receipt.poNumber)}</cbc:ID>`);
  xml = xml.replace('<cbc:CompanyID>ID0012345678901000</cbc:CompanyID>', `<cbc:CompanyID>${esc(await sellerTaxId(request, headers))}</cbc:CompanyID>`);
  xml = xml.replace('<cbc:ID>010.000-26.00000042</cbc:ID>', `<cbc:ID>${esc(doc.taxInvoiceNo)}</cbc:ID>`);
  return xml.replace(/<cac:InvoiceLine>[\s\S]*<\/cac:InvoiceLine>/, doc.lines.map((l, i) => ublLine(i + 1, l)).join('\n'));
}
