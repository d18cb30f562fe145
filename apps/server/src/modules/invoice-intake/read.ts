import { type IntakeDocument } from '@faktura/domain';
import { readCiiInvoice } from './cii';
import { readUblInvoice } from './ubl';
import { parseXml } from './xml';

/** A stored or uploaded intake file read into the model: .xml as UBL, .pdf as Factur-X / ZUGFeRD. */
export async function readIntakeDocument(bytes: Buffer, kind: 'xml' | 'pdf'): Promise<IntakeDocument> {
  if (kind === 'xml') return readUblInvoice(parseXml(bytes));
  // The PDF reader (pdf-lib and its colour library, some 750 modules) loads with the first PDF
  // read, not with the server: an idle server does not hold it.
  const { embeddedInvoiceXml } = await import('./pdf');
  return readCiiInvoice(parseXml(await embeddedInvoiceXml(bytes)));
}
