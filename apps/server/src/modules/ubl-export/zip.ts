import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { ublFileName } from '@faktura/domain';
import type { AppDeps } from '../../deps';
import type { InvoiceRef } from './repo';
import { invoiceXmlById, PartyLookups } from './service';

/**
 * A zip of invoices' UBL files as a stream: names are fixed up front (a number seen twice — two
 * suppliers may share one — gets the invoice id), each file is written only when the zip reaches
 * it, so memory holds one invoice at a time whatever the count.
 */
export function ublZip(ctx: Pick<AppDeps, 'database' | 'erp'>, refs: readonly InvoiceRef[]): NodeJS.ReadableStream {
  const zip = new ZipFile();
  // yazl reports a file it could not get on the ZipFile itself: unheard, that event would end the
  // process. It fails the download instead (an invoice deleted while its zip was being written).
  zip.on('error', (error: Error) => (zip.outputStream as NodeJS.ReadableStream & { destroy(e?: Error): void }).destroy(error));
  const lookups = new PartyLookups(ctx);
  const used = new Set<string>();
  for (const ref of refs) {
    let name = ublFileName(ref.invoiceNo);
    if (used.has(name.toLowerCase())) name = name.replace(/\.xml$/, `-${ref.id}.xml`);
    used.add(name.toLowerCase());
    zip.addReadStreamLazy(name, { compress: true }, (callback) => {
      invoiceXmlById(ctx, lookups, ref.id).then(
        (xml) => callback(null, Readable.from([Buffer.from(xml, 'utf8')])),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), undefined as never),
      );
    });
  }
  zip.end();
  return zip.outputStream;
}
