import type { Instance } from './instance';

export type ReceiptLineQuery = {
  instance: Instance;
  orgId: number;
  vendorId: number;
  fromDate?: string;
  toDate?: string;
  fromPo?: string;
  toPo?: string;
  /** Only lines with received − returned − ERP-billed quantity > 0. */
  onlyOpen?: boolean;
  /** Receipt lines the caller already accounts for (the portal's own live invoices): left out. */
  excludeRcvTransactionIds?: number[];
  /**
   * Seek: only lines after this one in the newest-first order (the last line of the previous
   * page), read from the index where the previous page stopped instead of skipping `offset` rows.
   */
  after?: ReceiptLineKey;
  limit: number;
  offset: number;
  /**
   * How far to count. Absent: every matching line from the start, up to a cap. A number n: only
   * the lines from the first one this page returns, up to n (then `totalCapped`); 0: no count.
   */
  countAhead?: number;
};

/** A receipt line's place in the newest-first order. */
export type ReceiptLineKey = { transactionDate: string; rcvTransactionId: number };

/** One RECEIVE transaction of a PO shipment, with what came back and what the ERP already billed. */
export type ErpReceiptLine = {
  instance: Instance;
  orgId: number;
  vendorId: number;
  rcvTransactionId: number;
  receiptNum: string;
  transactionDate: string;
  shipmentHeaderId: number;
  shipmentLineId: number;
  poHeaderId: number;
  poLineId: number;
  poNumber: string;
  poLineNum: number;
  poDistributionId: number | null;
  itemId: number | null;
  itemCode: string | null;
  itemDescription: string;
  uom: string;
  unitPrice: string;
  currencyCode: string;
  vatCode: string | null;
  quantityReceived: string;
  quantityReturned: string;
  quantityBilled: string;
  packingSlip: string | null;
};

export type ReceiptHistoryRow = {
  itemCode: string | null;
  itemDescription: string;
  packingSlip: string | null;
  quantityReceived: string;
  quantityReturned: string;
  quantityShipped: string;
  receiptNum: string;
  shipmentLineStatus: string;
  uom: string;
  waybillNum: string | null;
};

/** A PO line's totals over all its RECEIVE transactions: what the match tolerances compare with. */
export type ErpPoLineTotals = {
  instance: Instance;
  poLineId: number;
  unitPrice: string;
  currencyCode: string;
  quantityOrdered: string;
  /** Received less returned to the vendor. */
  quantityReceived: string;
  /** What the ERP has billed of the line. */
  quantityBilled: string;
};

export type ErpPurchaseOrder = { poHeaderId: number; poNumber: string; orgId: number; vendorId: number; currencyCode: string; creationDate: string };

/** Purchase orders and what was received against them. */
export interface ErpPurchasing {
  listPurchaseOrders(instance: Instance, orgId: number, vendorId: number, search?: string): Promise<ErpPurchaseOrder[]>;
  /**
   * Receipt lines ordered newest first (transaction date, then id); totalCapped: the count
   * stopped at total (see ReceiptLineQuery.countAhead for what is counted).
   */
  listReceiptLines(q: ReceiptLineQuery): Promise<{ items: ErpReceiptLine[]; total: number; totalCapped?: boolean }>;
  getReceiptLines(instance: Instance, rcvTransactionIds: number[]): Promise<ErpReceiptLine[]>;
  getReceiptHistory(q: { instance: Instance; orgId: number; vendorId: number; poHeaderId: number }): Promise<ReceiptHistoryRow[]>;
  /** The PO lines' ordered, received and billed totals (lines the ERP does not know are left out). */
  getPoLineTotals(instance: Instance, poLineIds: number[]): Promise<ErpPoLineTotals[]>;
}
