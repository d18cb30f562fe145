import { type IntakeDocument } from '@faktura/domain';
import { readCiiInvoice } from './cii';
import { embeddedInvoiceXml } from './pdf';
import { readUblInvoice } from './ubl';
import { parseXml } from './xml';

/** A stored or uploaded intake file read into the model: .xml as UBL, .pdf as Factur-X / ZUGFeRD. */
export async function readIntakeDocument(bytes: Buffer, kind: 'xml' | 'pdf'): Promise<IntakeDocument> {
  if (kind === 'xml') return readUblInvoice(parseXml(bytes));
  return readCiiInvoice(parseXml(await embeddedInvoiceXml(bytes)));
}
