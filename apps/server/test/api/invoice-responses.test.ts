import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { errorBodySchema, invoiceResponseListSchema, type InvoiceResponseList } from '@faktura/domain';
import { invoiceIntakes } from '../../src/db/schema/index';
import { transitionInvoices } from '../../src/modules/invoices/index';
import { getTestContext, injectAs } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { openPoInvoice } from '../helpers/po-invoices';
import { actorFor, drain, processedInvoices, submitToErp } from '../outbox/helpers';

/** The intake row the structured-file upload writes; made here directly, the upload path being built beside this. */
async function intakeOf(invoiceId: number, documentId = `SUP-${invoiceId}`) {
  const { database } = await getTestContext();
  await database.db.insert(invoiceIntakes).values({
    invoiceId,
    format: 'UBL',
    documentId,
    issueDate: '2026-11-10',
    senderEndpointId: '7300010000001',
    senderEndpointScheme: '0088',
    receivedAt: new Date(Date.now() - 3_600_000),
  });
}

async function responses(invoiceId: number, user = 'vendor'): Promise<InvoiceResponseList> {
  return bodyOf(await injectAs(user, { method: 'GET', url: `/api/invoice-responses?invoiceId=${invoiceId}` }), invoiceResponseListSchema);
}

/** An ApplicationResponse as fast-xml-parser reads it (prefixes dropped, attributes as `@name`). */
type Coded = { '#text': string; '@listID'?: string; '@schemeID'?: string };
type Party = { EndpointID?: Coded; PartyLegalEntity: { RegistrationName: string } };
type ParsedResponse = {
  ApplicationResponse: {
    CustomizationID: string;
    ProfileID: string;
    ID: string;
    IssueDate: string;
    SenderParty: Party;
    ReceiverParty: Party;
    DocumentResponse: {
      Response: { ResponseCode: Coded; Status?: { StatusReasonCode: Coded; StatusReason?: string } };
      DocumentReference: { ID: string; IssueDate?: string; DocumentTypeCode: Coded };
    };
  };
};

const parser = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, attributeNamePrefix: '@', parseTagValue: false });

async function responseXml(invoiceId: number, responseId: string, user = 'vendor') {
  const res = await injectAs(user, { method: 'GET', url: `/api/invoice-responses/${invoiceId}/${responseId}` });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-response-${invoiceId}-${responseId}.xml"`);
  return { text: res.body, doc: parser.parse(res.body) as ParsedResponse };
}

const XSD = fileURLToPath(new URL('../fixtures/application-response/ApplicationResponse-test.xsd', import.meta.url));

/** xmllint's complaints about `xml` against the UBL 2.1 ApplicationResponse schema ('' when valid). */
function xsdErrors(xml: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'invoice-response-'));
  try {
    const file = join(dir, 'response.xml');
    writeFileSync(file, xml);
    execFileSync('xmllint', ['--noout', '--nonet', '--schema', XSD, file], { stdio: 'pipe' });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The ERP pays the portal invoice `amount` by one cheque, as its payment run would. */
async function erpPays(invoiceId: number, amount: string, checkId: number) {
  const { database } = await getTestContext();
  const [erp] = await database.rows<{ invoice_id: number }>(sql`select invoice_id from erp_ap_invoices where portal_invoice_id = ${invoiceId}`);
  await database.db.execute(sql`
    insert into erp_payments (instance, check_id, check_num, check_date, vendor_id, org_id, amount, payment_method, bank_name, bank_account_num, bank_account_name)
    values ('AAM', ${checkId}, ${`CHK${checkId}`}, '2026-11-30', 3001, 82, ${amount}, 'EFT', 'BCA', '123', 'PT SINAR JAYA ABADI')`);
  await database.db.execute(
    sql`insert into erp_invoice_payments (instance, check_id, invoice_id, payment_num, amount) values ('AAM', ${checkId}, ${erp!.invoice_id}, 1, ${amount})`,
  );
}

describe('Invoice Responses of an invoice that came in as a structured file', () => {
  it('follow the invoice through the ERP: refused for a closed period (the buyer fixes it), imported, paid', async () => {
    const { database, erp } = await getTestContext();
    const [id] = await processedInvoices(1, { glDate: '2025-03-15' });
    await intakeOf(id!, 'INV-2026-0042');
    await submitToErp([id!]);
    await drain(erp);

    const refused = await responses(id!);
    expect(refused.intake).toMatchObject({ format: 'UBL', documentId: 'INV-2026-0042' });
    expect(refused.items.map((r) => [r.code, r.step, r.fixedBy])).toEqual([
      ['AB', 'Received as a structured file', null],
      ['IP', 'Sent to the ERP', null],
      ['IP', 'Refused by the ERP', 'BUYER'],
    ]);
    const closed =
      "The buyer's ERP refused the invoice: the GL date is in a closed period. The buyer's finance team is correcting it; nothing is needed from you.";
    expect(refused.items[2]!.reason).toBe(closed);
    expect(refused.status).toEqual({ code: 'IP', label: 'In process', reasonCode: 'OTH', reason: closed, fixedBy: 'BUYER' });

    // Finance corrects the GL date and sends it again; the ERP takes it: approved for payment.
    await database.db.execute(sql`update invoices set gl_date = '2026-11-20' where id = ${id!}`);
    await submitToErp([id!]);
    await drain(erp);
    const imported = await responses(id!);
    expect(imported.items.map((r) => r.code)).toEqual(['AB', 'IP', 'IP', 'IP', 'AP']);
    expect(imported.status?.code).toBe('AP');
    // Ids stay the same from one read to the next.
    expect(imported.items.slice(0, 3).map((r) => r.id)).toEqual(refused.items.map((r) => r.id));

    // Paid in part, then in full.
    await erpPays(id!, '1000000.00', 880000 + id!);
    const partly = await responses(id!);
    expect(partly.status).toMatchObject({ code: 'PD', reasonCode: 'PPD', reason: 'Paid 1,000,000.00 of 1,635,000.00 so far.' });
    await erpPays(id!, '635000.00', 890000 + id!);
    const paid = await responses(id!);
    expect(paid.status).toMatchObject({ code: 'PD', reasonCode: null });
    expect(paid.items.at(-1)).toMatchObject({ id: 'paid', code: 'PD', date: '2026-11-30', at: null });

    for (const item of paid.items) expect(xsdErrors((await responseXml(id!, item.id)).text), item.id).toBe('');
    const { doc } = await responseXml(id!, 'paid');
    expect(doc.ApplicationResponse.DocumentResponse.Response.ResponseCode['#text']).toBe('PD');
    expect(doc.ApplicationResponse.DocumentResponse.DocumentReference.ID).toBe('INV-2026-0042');
  });

  it('say why the buyer rejected it, in a UBL ApplicationResponse the supplier can download', async () => {
    const { database } = await getTestContext();
    const invoice = await openPoInvoice();
    await intakeOf(invoice.id, 'SJA-UBL-77');
    const finance = await actorFor('finance');
    await database.db.transaction((tx) =>
      transitionInvoices(tx, { actor: finance, action: 'REJECT', invoiceIds: [invoice.id], reason: 'Quantity differs from the delivery note' }),
    );
    const list = await responses(invoice.id);
    expect(list.items.map((r) => [r.code, r.step])).toEqual([
      ['AB', 'Received as a structured file'],
      ['AB', 'Submitted in a batch'],
      ['RE', 'Rejected'],
    ]);
    const rejected = list.items[2]!;
    expect(list.status).toEqual({
      code: 'RE',
      label: 'Rejected',
      reasonCode: 'OTH',
      reason: 'Quantity differs from the delivery note. Correct the invoice and submit it again.',
      fixedBy: 'SUPPLIER',
    });

    const { doc, text } = await responseXml(invoice.id, rejected.id);
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const ar = doc.ApplicationResponse;
    // The parser drops the prefixes: the namespaces are checked on the text.
    expect(text).toContain(
      '<ApplicationResponse xmlns="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">',
    );
    expect(ar.CustomizationID).toBe('urn:fdc:peppol.eu:poacc:trns:invoice_response:3');
    expect(ar.ProfileID).toBe('urn:fdc:peppol.eu:poacc:bis:invoice_response:3');
    expect(ar.ID).toBe(`${invoice.id}-${rejected.id}`);
    expect(ar.IssueDate).toBe(rejected.date);
    expect(ar.SenderParty.PartyLegalEntity.RegistrationName).toBeTruthy();
    expect(ar.ReceiverParty.EndpointID).toEqual({ '#text': '7300010000001', '@schemeID': '0088' });
    expect(ar.ReceiverParty.PartyLegalEntity.RegistrationName).toBe('PT Sinar Jaya Abadi');
    const response = ar.DocumentResponse.Response;
    expect(response.ResponseCode).toEqual({ '#text': 'RE', '@listID': 'UNCL4343OpSubset' });
    expect(response.Status?.StatusReasonCode).toEqual({ '#text': 'OTH', '@listID': 'OPStatusReason' });
    expect(response.Status?.StatusReason).toBe('Quantity differs from the delivery note. Correct the invoice and submit it again.');
    expect(ar.DocumentResponse.DocumentReference).toEqual({
      ID: 'SJA-UBL-77',
      IssueDate: '2026-11-10',
      DocumentTypeCode: { '#text': '380', '@listID': 'UNCL1001' },
    });

    expect(xsdErrors(text)).toBe('');
    // The schema check can fail: the same file with its status before its code is refused.
    const disordered = text.replace(
      /(<cbc:ResponseCode[^]*?<\/cbc:ResponseCode>)(\s*<cbc:EffectiveDate>[^<]*<\/cbc:EffectiveDate>)(\s*<cac:Status>[^]*?<\/cac:Status>)/,
      '$3$2$1',
    );
    expect(disordered).not.toBe(text);
    expect(xsdErrors(disordered)).toMatch(/Status.*not expected|not expected.*Status|ResponseCode/);

    // The received answer carries no reason; its code is AB.
    const received = (await responseXml(invoice.id, 'received')).doc.ApplicationResponse.DocumentResponse.Response;
    expect(received.ResponseCode['#text']).toBe('AB');
    expect(received.Status).toBeUndefined();
  });

  it('are none for an invoice typed in on the screens, whose supplier status is still shown', async () => {
    const invoice = await openPoInvoice();
    const list = await responses(invoice.id);
    expect(list).toEqual({
      invoiceId: invoice.id,
      intake: null,
      items: [],
      status: { code: 'AB', label: 'Received', reasonCode: null, reason: null, fixedBy: null },
    });
    const res = await injectAs('vendor', { method: 'GET', url: `/api/invoice-responses/${invoice.id}/received` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', messages: ['Status answer not found'] });
  });

  it('are shown to the supplier, its PIC and finance only; anyone else gets a 404 as for a missing invoice', async () => {
    const invoice = await openPoInvoice();
    await intakeOf(invoice.id);
    for (const user of ['vendor', 'pic', 'finance']) expect((await responses(invoice.id, user)).items, user).toHaveLength(2);
    for (const user of ['vendor2', 'transport', 'fin']) {
      for (const url of [`/api/invoice-responses?invoiceId=${invoice.id}`, `/api/invoice-responses/${invoice.id}/received`]) {
        const res = await injectAs(user, { method: 'GET', url });
        expect(res.statusCode, `${user} ${url}`).toBe(404);
        expect(res.json()).toEqual({ code: 'NOT_FOUND', messages: ['Invoice not found'] });
      }
    }
    const { app } = await getTestContext();
    expect((await app.inject({ method: 'GET', url: `/api/invoice-responses?invoiceId=${invoice.id}` })).statusCode).toBe(401);
  });

  it('answer hostile ids with a 4xx and messages, never a 500', async () => {
    const invoice = await openPoInvoice();
    await intakeOf(invoice.id);
    const urls = [
      '/api/invoice-responses',
      '/api/invoice-responses?invoiceId=abc',
      '/api/invoice-responses?invoiceId=0',
      '/api/invoice-responses?invoiceId=-1',
      '/api/invoice-responses?invoiceId=99999999999',
      '/api/invoice-responses?invoiceId=1&invoiceId=2',
      `/api/invoice-responses?invoiceId=${invoice.id}&extra=1`,
      `/api/invoice-responses/${invoice.id}/e0`,
      `/api/invoice-responses/${invoice.id}/E1`,
      `/api/invoice-responses/${invoice.id}/%2e%2e%2fx`,
      `/api/invoice-responses/${invoice.id}/received%00`,
      `/api/invoice-responses/${invoice.id}/e99999999999`,
      `/api/invoice-responses/abc/received`,
      `/api/invoice-responses/99999999999/received`,
    ];
    for (const url of urls) {
      const res = await injectAs('vendor', { method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(bodyOf(res, errorBodySchema).messages.length, url).toBeGreaterThan(0);
    }
    // Well-formed ids that name nothing: not found.
    for (const url of [`/api/invoice-responses/${invoice.id}/e1`, `/api/invoice-responses/${invoice.id}/paid`, '/api/invoice-responses/2147483647/received']) {
      expect((await injectAs('vendor', { method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
