import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import * as erp from '../../src/db/schema/erp';
import type { WritableSupplier } from './erp-contract';

/**
 * A brand-new supplier in AAM org 82 with one PO of three received lines (one partly returned),
 * made of fresh ids so write tests never touch the demo data other tests read.
 */
export async function createWritableSupplier(database: Database): Promise<WritableSupplier> {
  const { db } = database;
  const next = async (table: string, column: string, floor: number) => {
    const [row] = await database.rows<{ n: number | string }>(sql.raw(`select greatest(coalesce(max(${column}), 0), ${floor}) + 1 as n from ${table}`));
    return Number(row!.n);
  };
  const instance = 'AAM';
  const orgId = 82;
  const vendorId = await next('erp_suppliers', 'vendor_id', 90_000);
  const vendorSiteId = vendorId * 10 + 1;
  const poHeaderId = await next('erp_po_headers', 'po_header_id', 9_000_000);
  const poLineId = await next('erp_po_lines', 'po_line_id', 9_000_000);
  const shipmentHeaderId = await next('erp_rcv_shipment_headers', 'shipment_header_id', 9_000_000);
  const shipmentLineId = await next('erp_rcv_shipment_lines', 'shipment_line_id', 9_000_000);
  const rcvId = await next('erp_rcv_transactions', 'transaction_id', 9_000_000);
  return db.transaction(async (tx) => {
    await tx.insert(erp.erpSuppliers).values({ instance, vendorId, vendorNumber: String(vendorId), name: `PT Uji Kontrak ${vendorId}`, termId: 11 });
    await tx.insert(erp.erpSupplierSites).values({ instance, vendorSiteId, vendorId, orgId, siteCode: 'JAKARTA', paymentMethod: 'EFT' });
    await tx.insert(erp.erpPoHeaders).values({ instance, poHeaderId, orgId, vendorId, vendorSiteId, poNumber: `CT${vendorId}`, creationDate: '2026-09-01' });
    await tx.insert(erp.erpRcvShipmentHeaders).values({ instance, shipmentHeaderId, receiptNum: `CT${vendorId}`, vendorId, orgId, packingSlip: 'SJ/CT/1' });
    const received = ['10', '5', '4'];
    const base = { instance, orgId, vendorId, shipmentHeaderId, poHeaderId, lineLocationId: 0 };
    for (const [i, quantity] of received.entries()) {
      await tx.insert(erp.erpPoLines).values({
        instance,
        poLineId: poLineId + i,
        poHeaderId,
        lineNum: i + 1,
        itemDescription: `Barang uji ${i + 1}`,
        uom: 'PCS',
        unitPrice: '100000',
        quantity,
        vatCode: 'PPN 12%',
      });
      await tx.insert(erp.erpRcvShipmentLines).values({
        instance,
        shipmentLineId: shipmentLineId + i,
        shipmentHeaderId,
        lineNum: i + 1,
        poHeaderId,
        poLineId: poLineId + i,
        lineLocationId: 0,
        quantityShipped: quantity,
        statusCode: 'FULLY RECEIVED',
      });
      await tx.insert(erp.erpRcvTransactions).values({
        ...base,
        transactionId: rcvId + i,
        transactionType: 'RECEIVE',
        transactionDate: `2026-09-1${i}`,
        shipmentLineId: shipmentLineId + i,
        poLineId: poLineId + i,
        quantity,
      });
    }
    await tx.insert(erp.erpRcvTransactions).values({
      ...base,
      transactionId: rcvId + 3,
      transactionType: 'RETURN TO VENDOR',
      transactionDate: '2026-09-20',
      parentTransactionId: rcvId + 1,
      shipmentLineId: shipmentLineId + 1,
      poLineId: poLineId + 1,
      quantity: '2',
    });
    return { instance, orgId, vendorId, vendorSiteId, fullLine: rcvId, returnedLine: rcvId + 1, spareLine: rcvId + 2 };
  });
}
