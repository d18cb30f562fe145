export { renderGoodsReceiptNote, type GoodsReceiptNoteData, type GoodsReceiptInvoice } from './goods-receipt-note';
export { renderBatchRecap, type BatchRecapData, type BatchRecapInvoice } from './batch-recap';
export { renderBatchReport, grandTotals, type BatchReportData, type BatchReportInvoice, type InvoiceTotals } from './batch-report';
export { documentFileName, type DocumentKind } from './file-names';
export { logoWidthFor } from './logo';
export type { DocumentCompany, DocumentSupplier } from './layout';
export type { ReceiptLine } from './po-lines';
