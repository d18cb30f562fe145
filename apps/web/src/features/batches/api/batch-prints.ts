import { batchesApi } from '@faktura/domain';
import { endpointUrl } from '../../../lib/api-client';

type PrintEndpoint = typeof batchesApi.recapPdf | typeof batchesApi.goodsReceiptPdf | typeof batchesApi.reportPdf;

const print = (label: string, endpoint: PrintEndpoint, fallback: string) => ({
  label,
  path: (id: number) => endpointUrl(endpoint, { params: { id } }),
  fallback,
});

/** The three batch PDFs and the names used if the server names none. */
export const BATCH_PRINTS = {
  recap: print('Print Batch', batchesApi.recapPdf, 'batch-recap.pdf'),
  goodsReceipt: print('Print Penerimaan Barang', batchesApi.goodsReceiptPdf, 'good-receipt.pdf'),
  report: print('Batch Report', batchesApi.reportPdf, 'batch-report.pdf'),
} as const;
export type BatchPrintKind = keyof typeof BATCH_PRINTS;
