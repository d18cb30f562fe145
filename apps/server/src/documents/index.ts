export { renderGoodsReceiptNote, type GoodsReceiptNoteData } from './goods-receipt-note';
export { renderBatchRecap, type BatchRecapData } from './batch-recap';
export { renderBatchReport, type BatchReportData } from './batch-report';
export { documentFileName } from './file-names';
export type { DocumentCompany, DocumentSupplier } from './layout';
export type { ReceiptLine } from './po-lines';
