import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFStream, PDFString, decodePDFRawStream, type PDFObject } from '@cantoo/pdf-lib';
import { INTAKE_LIMITS, INTAKE_MESSAGES } from '@faktura/domain';
import zlib from 'node:zlib';
import { HttpError, badRequest } from '../../lib/errors';

/** The names Factur-X, ZUGFeRD 1/2 and XRechnung give the invoice XML inside the PDF. */
const INVOICE_XML_NAMES = ['factur-x.xml', 'zugferd-invoice.xml', 'xrechnung.xml', 'zugferd_invoice.xml'];

/** How many name-tree nodes are walked at most: a real PDF has a handful, a hostile one loops. */
const MAX_NODES = 1000;

function textOf(obj: PDFObject | undefined): string | null {
  if (obj instanceof PDFString || obj instanceof PDFHexString) return obj.decodeText();
  return null;
}

/** File specifications of the catalog's EmbeddedFiles name tree and of its AF array (PDF/A-3). */
function fileSpecs(doc: PDFDocument): PDFDict[] {
  const found: PDFDict[] = [];
  const seen = new Set<PDFObject>();
  const resolve = (obj: PDFObject | undefined) => (obj ? doc.context.lookup(obj) : undefined);
  const walk = (node: PDFObject | undefined) => {
    const dict = resolve(node);
    if (!(dict instanceof PDFDict) || seen.has(dict) || seen.size > MAX_NODES) return;
    seen.add(dict);
    const names = resolve(dict.get(PDFName.of('Names')));
    if (names instanceof PDFArray) {
      for (let i = 1; i < names.size(); i += 2) {
        const spec = resolve(names.get(i));
        if (spec instanceof PDFDict) found.push(spec);
      }
    }
    const kids = resolve(dict.get(PDFName.of('Kids')));
    if (kids instanceof PDFArray) for (let i = 0; i < kids.size(); i += 1) walk(kids.get(i));
  };
  const catalogNames = resolve(doc.catalog.get(PDFName.of('Names')));
  if (catalogNames instanceof PDFDict) walk(catalogNames.get(PDFName.of('EmbeddedFiles')));
  const af = resolve(doc.catalog.get(PDFName.of('AF')));
  if (af instanceof PDFArray) {
    for (let i = 0; i < af.size(); i += 1) {
      const spec = resolve(af.get(i));
      if (spec instanceof PDFDict && !found.includes(spec)) found.push(spec);
    }
  }
  return found;
}

function specName(spec: PDFDict): string {
  return (textOf(spec.get(PDFName.of('UF'))) ?? textOf(spec.get(PDFName.of('F'))) ?? '').trim().toLowerCase();
}

/** Inflates no further than the XML size limit: a small stream may unpack to gigabytes. */
function inflateWithin(raw: Uint8Array): Buffer {
  try {
    return zlib.inflateSync(raw, { maxOutputLength: INTAKE_LIMITS.xmlBytes + 1 });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
    throw error;
  }
}

const tooLarge = () => badRequest(INTAKE_MESSAGES.xmlTooLarge(INTAKE_LIMITS.xmlBytes / (1024 * 1024)));

function specBytes(doc: PDFDocument, spec: PDFDict): Buffer | null {
  const ef = doc.context.lookup(spec.get(PDFName.of('EF')));
  if (!(ef instanceof PDFDict)) return null;
  const stream = doc.context.lookup(ef.get(PDFName.of('UF')) ?? ef.get(PDFName.of('F')));
  if (stream instanceof PDFRawStream) {
    const filter = doc.context.lookup(stream.dict.get(PDFName.of('Filter')));
    const flate = filter === PDFName.of('FlateDecode') || (filter instanceof PDFArray && filter.size() === 1 && filter.get(0) === PDFName.of('FlateDecode'));
    if (flate) return inflateWithin(stream.getContents());
    const decoded = decodePDFRawStream(stream).decode();
    return Buffer.from(decoded.buffer, decoded.byteOffset, decoded.byteLength);
  }
  if (stream instanceof PDFStream) return Buffer.from(stream.getContents());
  return null;
}

/**
 * The invoice XML a Factur-X / ZUGFeRD PDF carries: the embedded file under one of the standard
 * names. A PDF that cannot be read, or that carries none, is refused with what is wrong.
 */
export async function embeddedInvoiceXml(bytes: Buffer): Promise<Buffer> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch {
    throw badRequest(INTAKE_MESSAGES.pdfUnreadable);
  }
  let specs: PDFDict[];
  try {
    specs = fileSpecs(doc);
  } catch {
    throw badRequest(INTAKE_MESSAGES.pdfUnreadable);
  }
  const spec = specs.find((s) => INVOICE_XML_NAMES.includes(specName(s)));
  if (!spec) throw badRequest(INTAKE_MESSAGES.pdfNoInvoiceXml);
  let xml: Buffer | null;
  try {
    xml = specBytes(doc, spec);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(INTAKE_MESSAGES.pdfUnreadable);
  }
  if (!xml) throw badRequest(INTAKE_MESSAGES.pdfNoInvoiceXml);
  if (xml.length > INTAKE_LIMITS.xmlBytes) throw tooLarge();
  return xml;
}
