/**
 * Renders the sample documents of the tests to docs/screenshots/{grn,batch-recap,batch-report}.png
 * (first page, `pdftoppm -png -r 60`). Run: npx tsx apps/server/test/documents/render-screenshots.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderBatchRecap } from '../../src/documents/batch-recap';
import { renderBatchReport } from '../../src/documents/batch-report';
import { renderGoodsReceiptNote } from '../../src/documents/goods-receipt-note';
import { grnData, manyLines, recapData, reportData } from './fixtures';
import { firstPagePng, writeTemp } from './pdf-tools';

const outDir = path.resolve(import.meta.dirname, '../../../../docs/screenshots');
fs.mkdirSync(outDir, { recursive: true });
const grn = { ...grnData, invoices: [{ ...grnData.invoices[0]!, lines: [...grnData.invoices[0]!.lines, ...manyLines(40)] }] };
const docs: Array<[string, Promise<Buffer>]> = [
  ['grn', renderGoodsReceiptNote(grn)],
  ['batch-recap', renderBatchRecap(recapData)],
  ['batch-report', renderBatchReport(reportData)],
];
for (const [name, pdf] of docs) {
  const file = writeTemp(await pdf, name);
  console.log(firstPagePng(file, path.join(outDir, name)), file);
}
