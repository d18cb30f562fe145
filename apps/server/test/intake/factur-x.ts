import fs from 'node:fs';
import path from 'node:path';
import { AFRelationship, PDFDocument } from '@cantoo/pdf-lib';

export const FIXTURES = path.join(__dirname, '..', 'fixtures', 'intake');
export const fixture = (name: string) => fs.readFileSync(path.join(FIXTURES, name));

/** A Factur-X-like PDF made here: one page and the XML attached under `name` (pdf-lib's attach). */
export async function facturXPdf(xml: Buffer | string | null, name = 'factur-x.xml'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).drawText('Invoice INV/2026/0042', { x: 50, y: 780, size: 14 });
  if (xml !== null) {
    await doc.attach(typeof xml === 'string' ? Buffer.from(xml) : xml, name, {
      mimeType: 'text/xml',
      description: 'Factur-X invoice',
      afRelationship: AFRelationship.Alternative,
    });
  }
  return Buffer.from(await doc.save());
}
