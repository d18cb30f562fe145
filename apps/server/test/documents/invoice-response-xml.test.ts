import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { invoiceResponseXml } from '../../src/modules/invoice-responses/xml';

const parser = new XMLParser({ removeNSPrefix: true, processEntities: true, htmlEntities: false, parseTagValue: false });

type Named = { PartyLegalEntity: { RegistrationName: string } };
type Parsed = {
  ApplicationResponse: {
    SenderParty: Named;
    ReceiverParty: Named;
    DocumentResponse: { Response: { Status: { StatusReason: string } }; DocumentReference: { ID: string } };
  };
};
const parse = (xml: string) => (parser.parse(xml) as Parsed).ApplicationResponse;

describe('Invoice Response XML text', () => {
  it('keeps a reason and names exactly as typed, entity look-alikes and ampersands included', () => {
    const reason = 'Qty 5 & 6 differ; see A&x; and &amp; in the note';
    const xml = invoiceResponseXml({
      invoiceId: 7,
      response: { id: 'e12', code: 'RE', label: 'Rejected', reasonCode: 'OTH', reason, fixedBy: 'SUPPLIER', step: 'Rejected', date: '2026-11-26', at: null },
      intake: { documentId: 'INV&1', issueDate: '2026-11-20', senderEndpointId: null, senderEndpointScheme: null },
      buyerName: 'PT Buyer & Sons',
      supplierName: 'CV A&B;',
    });
    const doc = parse(xml);
    expect(doc.DocumentResponse.Response.Status.StatusReason).toBe(reason);
    expect(doc.DocumentResponse.DocumentReference.ID).toBe('INV&1');
    expect(doc.SenderParty.PartyLegalEntity.RegistrationName).toBe('PT Buyer & Sons');
    expect(doc.ReceiverParty.PartyLegalEntity.RegistrationName).toBe('CV A&B;');
  });

  it('drops characters XML 1.0 cannot carry instead of writing an unreadable file', () => {
    const xml = invoiceResponseXml({
      invoiceId: 7,
      response: {
        id: 'e13',
        code: 'RE',
        label: 'Rejected',
        reasonCode: 'OTH',
        reason: 'bad\u0001text\u0008',
        fixedBy: 'SUPPLIER',
        step: 'Rejected',
        date: '2026-11-26',
        at: null,
      },
      intake: { documentId: 'INV-2', issueDate: null, senderEndpointId: null, senderEndpointScheme: null },
      buyerName: 'Buyer',
      supplierName: 'Supplier',
    });
    expect(parse(xml).DocumentResponse.Response.Status.StatusReason).toBe('badtext');
  });
});
