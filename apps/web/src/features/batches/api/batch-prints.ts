/** The three batch PDFs (spec screen 10) and the names used if the server names none. */
export const BATCH_PRINTS = {
  recap: { label: 'Print Batch', path: (id: number) => `/api/batches/${id}/recap.pdf`, fallback: 'batch-recap.pdf' },
  goodsReceipt: { label: 'Print Penerimaan Barang', path: (id: number) => `/api/batches/${id}/goods-receipt.pdf`, fallback: 'good-receipt.pdf' },
  report: { label: 'Batch Report', path: (id: number) => `/api/batches/${id}/report.pdf`, fallback: 'batch-report.pdf' },
} as const;
export type BatchPrintKind = keyof typeof BATCH_PRINTS;
