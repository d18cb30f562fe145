import { newXmlDocument } from '../../lib/xml-document';
import type { InvoiceResponse } from '@faktura/domain';
import { UBL_NS, xmlText } from '../../lib/ubl-xml';
import type { IntakeRow } from './repo';

export const APPLICATION_RESPONSE_NS = 'urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2';
const CAC_NS = UBL_NS.cac;
const CBC_NS = UBL_NS.cbc;
export const INVOICE_RESPONSE_CUSTOMIZATION = 'urn:fdc:peppol.eu:poacc:trns:invoice_response:3';
export const INVOICE_RESPONSE_PROFILE = 'urn:fdc:peppol.eu:poacc:bis:invoice_response:3';

export type ResponseDocument = {
  invoiceId: number;
  response: InvoiceResponse;
  intake: Pick<IntakeRow, 'documentId' | 'issueDate' | 'senderEndpointId' | 'senderEndpointScheme'>;
  buyerName: string;
  supplierName: string;
};

/**
 * A UBL 2.1 ApplicationResponse after Peppol BIS Invoice Response 3.0: the buyer (sender) tells
 * the supplier (receiver, at the electronic address its invoice came from) the status of the
 * document it sent, by that document's own number. Elements are written in the UBL schema's order.
 */
export function invoiceResponseXml({ invoiceId, response, intake, buyerName, supplierName }: ResponseDocument): string {
  const root = newXmlDocument().ele(APPLICATION_RESPONSE_NS, 'ApplicationResponse', {
    'xmlns:cac': CAC_NS,
    'xmlns:cbc': CBC_NS,
  });
  const cbc = (parent: typeof root, name: string, text: string, attrs: Record<string, string> = {}) =>
    parent.ele(CBC_NS, `cbc:${name}`, attrs).txt(xmlText(text)).up();
  cbc(root, 'CustomizationID', INVOICE_RESPONSE_CUSTOMIZATION);
  cbc(root, 'ProfileID', INVOICE_RESPONSE_PROFILE);
  cbc(root, 'ID', `${invoiceId}-${response.id}`);
  cbc(root, 'IssueDate', response.date);
  if (response.at) cbc(root, 'IssueTime', `${response.at.slice(11, 19)}Z`);
  cbc(root, 'Note', response.step);

  // The buyer has no Peppol address of its own in the portal's data: the party is named only (docs/decisions/014-supplier-status.md).
  const sender = root.ele(CAC_NS, 'cac:SenderParty');
  cbc(sender.ele(CAC_NS, 'cac:PartyLegalEntity'), 'RegistrationName', buyerName);

  const receiver = root.ele(CAC_NS, 'cac:ReceiverParty');
  if (intake.senderEndpointId) {
    cbc(receiver, 'EndpointID', intake.senderEndpointId, intake.senderEndpointScheme ? { schemeID: intake.senderEndpointScheme } : {});
  }
  cbc(receiver.ele(CAC_NS, 'cac:PartyLegalEntity'), 'RegistrationName', supplierName);

  const documentResponse = root.ele(CAC_NS, 'cac:DocumentResponse');
  const answer = documentResponse.ele(CAC_NS, 'cac:Response');
  cbc(answer, 'ResponseCode', response.code, { listID: 'UNCL4343OpSubset' });
  cbc(answer, 'EffectiveDate', response.date);
  if (response.reasonCode) {
    const status = answer.ele(CAC_NS, 'cac:Status');
    cbc(status, 'StatusReasonCode', response.reasonCode, { listID: 'OPStatusReason' });
    if (response.reason) cbc(status, 'StatusReason', response.reason);
  }
  const reference = documentResponse.ele(CAC_NS, 'cac:DocumentReference');
  cbc(reference, 'ID', intake.documentId);
  if (intake.issueDate) cbc(reference, 'IssueDate', intake.issueDate);
  // 380: a commercial invoice (UNCL 1001), the only kind the intake takes.
  cbc(reference, 'DocumentTypeCode', '380', { listID: 'UNCL1001' });
  return root.end({ prettyPrint: true });
}
