// pdfkit (with its fonts) and bwip-js cost a third of a second and tens of megabytes to load: the
// renderers are imported on the first print, not when the server starts.
import type { GoodsReceiptNoteData } from './goods-receipt-note';
import type { BatchRecapData } from './batch-recap';
import type { BatchReportData } from './batch-report';
import type { RemittanceAdviceData } from './remittance-advice';

export type { GoodsReceiptNoteData } from './goods-receipt-note';
export type { BatchRecapData } from './batch-recap';
export type { BatchReportData } from './batch-report';
export type { RemittanceAdviceData } from './remittance-advice';
export { documentFileName } from './file-names';
export type { DocumentCompany, DocumentSupplier } from './layout';
export type { ReceiptLine } from './po-lines';

export async function renderGoodsReceiptNote(data: GoodsReceiptNoteData): Promise<Buffer> {
  return (await import('./goods-receipt-note')).renderGoodsReceiptNote(data);
}

export async function renderBatchRecap(data: BatchRecapData): Promise<Buffer> {
  return (await import('./batch-recap')).renderBatchRecap(data);
}

export async function renderBatchReport(data: BatchReportData): Promise<Buffer> {
  return (await import('./batch-report')).renderBatchReport(data);
}

export async function renderRemittanceAdvice(data: RemittanceAdviceData): Promise<Buffer> {
  return (await import('./remittance-advice')).renderRemittanceAdvice(data);
}
