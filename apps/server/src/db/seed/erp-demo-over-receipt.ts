import type { Ids, PurchasingRows } from './erp-demo-purchasing';
import { daysAgo } from './erp-demo-catalog';

/**
 * One PO line PT Sinar Jaya Abadi (the demo supplier) delivered more of than was ordered: 10
 * ordered, 12 received, nothing billed yet. Oracle lets a receipt go over the ordered quantity
 * within the receiving tolerance; the portal's match tolerances (quantity ordered) are what warn
 * about billing it. Dated before every generated PO, so it is the last of the supplier's pending
 * receipts and the lists other demos page through start as before; made without the random
 * generator, so every generated row stays the same.
 */
export function addOverReceipt(
  p: PurchasingRows,
  ids: Ids,
  spec: { instance: string; orgId: number; vendorId: number; vendorSiteId: number; poNumber: string; itemId: number | null; ccid: number },
) {
  const poHeaderId = ids('poHeader');
  const poLineId = ids('poLine');
  const lineLocationId = ids('lineLocation');
  const poDistributionId = ids('distribution');
  const shipmentHeaderId = ids('shipmentHeader');
  const shipmentLineId = ids('shipmentLine');
  const created = daysAgo(205);
  const received = daysAgo(200);
  const { instance, orgId, vendorId } = spec;
  p.poHeaders.push({
    instance,
    poHeaderId,
    orgId,
    vendorId,
    vendorSiteId: spec.vendorSiteId,
    poNumber: spec.poNumber,
    currencyCode: 'IDR',
    creationDate: created,
  });
  p.poLines.push({
    instance,
    poLineId,
    poHeaderId,
    lineNum: 1,
    itemId: spec.itemId,
    itemDescription: 'Sarung tangan kerja (over-delivered)',
    uom: 'BOX',
    unitPrice: '250000',
    quantity: '10.000',
    vatCode: 'PPN 12%',
  });
  p.lineLocations.push({ instance, lineLocationId, poLineId, poHeaderId, shipmentNum: 1, shipToOrgId: orgId, quantity: '10.000', needByDate: daysAgo(196) });
  p.distributions.push({ instance, poDistributionId, lineLocationId, poLineId, poHeaderId, codeCombinationId: spec.ccid, quantity: '10.000' });
  p.shipmentHeaders.push({
    instance,
    shipmentHeaderId,
    receiptNum: `${orgId}${String(999001).padStart(6, '0')}`,
    vendorId,
    orgId,
    shippedDate: daysAgo(201),
    packingSlip: 'SJ/SJA/OVER/0001',
    waybillNum: null,
  });
  p.shipmentLines.push({
    instance,
    shipmentLineId,
    shipmentHeaderId,
    lineNum: 1,
    poHeaderId,
    poLineId,
    lineLocationId,
    quantityShipped: '12.000',
    statusCode: 'FULLY RECEIVED',
  });
  p.transactions.push({
    instance,
    transactionId: ids('rcv'),
    transactionType: 'RECEIVE',
    transactionDate: received,
    orgId,
    vendorId,
    shipmentHeaderId,
    shipmentLineId,
    poHeaderId,
    poLineId,
    lineLocationId,
    poDistributionId,
    quantity: '12.000',
    quantityBilled: '0.000',
  });
}
