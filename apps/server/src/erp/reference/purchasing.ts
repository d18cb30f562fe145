import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { erpItems, erpPoHeaders, erpPoLines, erpRcvShipmentHeaders, erpRcvShipmentLines, erpRcvTransactions } from '../../db/schema/erp';
import { fromScaled, toScaled } from '@faktura/domain';
import type { ErpPurchasing, ErpReceiptLine, ReceiptLineQuery } from '../port';
import { int, intOrNull, isoDate, likePattern, qty, textOrNull, unitPrice } from './format';

const t = erpRcvTransactions;

/** Quantity returned to the vendor out of one RECEIVE transaction. */
export const returnedQty = sql<string>`coalesce((
  select sum(r.quantity) from ${erpRcvTransactions} r
  where r.instance = ${t.instance} and r.parent_transaction_id = ${t.transactionId}
    and r.transaction_type = 'RETURN TO VENDOR'), 0)`;

/** received − returned − billed: what may still be invoiced. */
export const openQty = sql<string>`(${t.quantity} - ${returnedQty} - ${t.quantityBilled})`;

const lineColumns = {
  instance: t.instance,
  orgId: t.orgId,
  vendorId: t.vendorId,
  rcvTransactionId: t.transactionId,
  receiptNum: erpRcvShipmentHeaders.receiptNum,
  transactionDate: t.transactionDate,
  shipmentHeaderId: t.shipmentHeaderId,
  shipmentLineId: t.shipmentLineId,
  poHeaderId: t.poHeaderId,
  poLineId: t.poLineId,
  poNumber: erpPoHeaders.poNumber,
  poLineNum: erpPoLines.lineNum,
  poDistributionId: t.poDistributionId,
  itemId: erpPoLines.itemId,
  itemCode: erpItems.itemCode,
  itemDescription: erpPoLines.itemDescription,
  uom: erpPoLines.uom,
  unitPrice: erpPoLines.unitPrice,
  currencyCode: erpPoHeaders.currencyCode,
  vatCode: erpPoLines.vatCode,
  quantityReceived: t.quantity,
  quantityReturned: returnedQty,
  quantityBilled: t.quantityBilled,
  packingSlip: erpRcvShipmentHeaders.packingSlip,
};

type LineRow = { [K in keyof typeof lineColumns]: unknown };

function toReceiptLine(r: LineRow): ErpReceiptLine {
  return {
    instance: String(r.instance),
    orgId: int(r.orgId),
    vendorId: int(r.vendorId),
    rcvTransactionId: int(r.rcvTransactionId),
    receiptNum: String(r.receiptNum),
    transactionDate: isoDate(r.transactionDate),
    shipmentHeaderId: int(r.shipmentHeaderId),
    shipmentLineId: int(r.shipmentLineId),
    poHeaderId: int(r.poHeaderId),
    poLineId: int(r.poLineId),
    poNumber: String(r.poNumber),
    poLineNum: int(r.poLineNum),
    poDistributionId: intOrNull(r.poDistributionId),
    itemId: intOrNull(r.itemId),
    itemCode: textOrNull(r.itemCode),
    itemDescription: String(r.itemDescription),
    uom: String(r.uom),
    unitPrice: unitPrice(r.unitPrice),
    currencyCode: String(r.currencyCode),
    vatCode: textOrNull(r.vatCode),
    quantityReceived: qty(r.quantityReceived),
    quantityReturned: qty(r.quantityReturned),
    quantityBilled: qty(r.quantityBilled),
    packingSlip: textOrNull(r.packingSlip),
  };
}

/** Receipt transactions joined to their PO, line, item and receipt header (lineColumns). */
function joinLineDetails<S extends PgSelect>(query: S) {
  return query
    .innerJoin(erpPoHeaders, and(eq(erpPoHeaders.instance, t.instance), eq(erpPoHeaders.poHeaderId, t.poHeaderId)))
    .innerJoin(erpPoLines, and(eq(erpPoLines.instance, t.instance), eq(erpPoLines.poLineId, t.poLineId)))
    .innerJoin(erpRcvShipmentHeaders, and(eq(erpRcvShipmentHeaders.instance, t.instance), eq(erpRcvShipmentHeaders.shipmentHeaderId, t.shipmentHeaderId)))
    .leftJoin(erpItems, and(eq(erpItems.instance, t.instance), eq(erpItems.itemId, erpPoLines.itemId)));
}

/** The RECEIVE transactions matching `where`, with their details. */
function receiptLines(db: Db, where: SQL | undefined) {
  return joinLineDetails(db.select(lineColumns).from(t).$dynamic()).where(where);
}

function queryFilter(q: ReceiptLineQuery): SQL | undefined {
  return and(
    eq(t.instance, q.instance),
    eq(t.vendorId, q.vendorId),
    eq(t.orgId, q.orgId),
    eq(t.transactionType, 'RECEIVE'),
    q.fromDate ? gte(t.transactionDate, q.fromDate) : undefined,
    q.toDate ? lte(t.transactionDate, q.toDate) : undefined,
    q.fromPo ? gte(erpPoHeaders.poNumber, q.fromPo) : undefined,
    q.toPo ? lte(erpPoHeaders.poNumber, q.toPo) : undefined,
    // The same supplier and company on the PO header (no change in meaning) lets a PO range use
    // the header's (instance, vendor, org, po_number) index instead of every PO of the instance.
    hasPoRange(q) ? and(eq(erpPoHeaders.vendorId, q.vendorId), eq(erpPoHeaders.orgId, q.orgId)) : undefined,
    // Cheap test first: most old lines are fully billed, so the returned-quantity subquery of
    // openQty runs only for the rest (and the partial index holds just these).
    q.onlyOpen ? sql`${t.quantity} > ${t.quantityBilled}` : undefined,
    q.onlyOpen ? sql`${openQty} > 0` : undefined,
    // One array parameter, not one per id: a supplier can have thousands on live invoices.
    q.excludeRcvTransactionIds?.length ? sql`${t.transactionId} <> all(${`{${q.excludeRcvTransactionIds.map(Number).join(',')}}`}::int[])` : undefined,
    // A row comparison in the order of the index (…, transaction_date, transaction_id): the scan
    // starts where the previous page stopped, whatever the page number.
    q.after ? sql`(${t.transactionDate}, ${t.transactionId}) < (${q.after.transactionDate}::date, ${q.after.rcvTransactionId}::int)` : undefined,
  );
}

const hasPoRange = (q: ReceiptLineQuery) => Boolean(q.fromPo || q.toPo);

/** Receipt totals are counted up to this; the pager then says "more than". */
export const RECEIPT_COUNT_CAP = 1000;

/** Purchase orders and their receipt lines. */
export function createPurchasing(db: Db): ErpPurchasing {
  return {
    async listPurchaseOrders(instance, orgId, vendorId, search) {
      const h = erpPoHeaders;
      const rows = await db
        .select({
          poHeaderId: h.poHeaderId,
          poNumber: h.poNumber,
          orgId: h.orgId,
          vendorId: h.vendorId,
          currencyCode: h.currencyCode,
          creationDate: h.creationDate,
        })
        .from(h)
        .where(
          and(
            eq(h.instance, instance),
            eq(h.orgId, orgId),
            eq(h.vendorId, vendorId),
            search?.trim() ? sql`upper(${h.poNumber}) like ${likePattern(search)}` : undefined,
          ),
        )
        .orderBy(desc(h.creationDate), desc(h.poNumber));
      return rows.map((r) => ({
        ...r,
        poHeaderId: int(r.poHeaderId),
        orgId: int(r.orgId),
        vendorId: int(r.vendorId),
        creationDate: isoDate(r.creationDate),
      }));
    },

    async listReceiptLines(q) {
      const where = queryFilter(q);
      const newestFirst = [desc(t.transactionDate), desc(t.transactionId)];
      // Only a PO range needs the header to choose lines; the other joins are 1:1.
      const matchingLines = <S extends PgSelect>(base: S) =>
        (hasPoRange(q) ? base.innerJoin(erpPoHeaders, and(eq(erpPoHeaders.instance, t.instance), eq(erpPoHeaders.poHeaderId, t.poHeaderId))) : base).where(
          where,
        );
      // The page's lines first, then their PO, line, item and receipt: joined before the limit, a
      // PO range's hundreds of lines were each joined to be sorted, for the five shown.
      const page = matchingLines(db.select({ id: t.transactionId, date: t.transactionDate }).from(t).$dynamic())
        .orderBy(...newestFirst)
        .limit(Math.max(0, q.limit))
        .offset(Math.max(0, q.offset))
        .as('page');
      // Joined along the page's own order, so nothing is sorted again.
      const pageLines = () =>
        joinLineDetails(
          db
            .select(lineColumns)
            .from(page)
            .innerJoin(t, and(eq(t.instance, q.instance), eq(t.transactionId, page.id)))
            .$dynamic(),
        ).orderBy(desc(page.date), desc(page.id));
      if (q.countAhead === 0) {
        const rows = await pageLines();
        return { items: rows.map(toReceiptLine), total: rows.length, totalCapped: false };
      }
      // Counted up to a cap: a supplier can have tens of thousands of receipt lines and nobody
      // pages through them. Counting ahead counts from this page's first line on, so a deep page
      // costs what the first does. Asked beside the page, not after it.
      const cap = q.countAhead ?? RECEIPT_COUNT_CAP;
      const skip = q.countAhead === undefined ? 0 : Math.max(0, q.offset);
      const lines = matchingLines(
        db
          .select({ one: sql`1` })
          .from(t)
          .$dynamic(),
      );
      const matching = (skip ? lines.orderBy(...newestFirst).offset(skip) : lines).limit(cap + 1).as('matching');
      const [rows, [count]] = await Promise.all([pageLines(), db.select({ n: sql<number | string>`count(*)` }).from(matching)]);
      const counted = int(count?.n ?? 0);
      return { items: rows.map(toReceiptLine), total: Math.min(counted, cap), totalCapped: counted > cap };
    },

    async getReceiptLines(instance, rcvTransactionIds) {
      if (rcvTransactionIds.length === 0) return [];
      const rows = await receiptLines(db, and(eq(t.instance, instance), eq(t.transactionType, 'RECEIVE'), inArray(t.transactionId, rcvTransactionIds))).orderBy(
        desc(t.transactionDate),
        desc(t.transactionId),
      );
      return rows.map(toReceiptLine);
    },

    async getReceiptHistory({ instance, orgId, vendorId, poHeaderId }) {
      const sl = erpRcvShipmentLines;
      const sh = erpRcvShipmentHeaders;
      const txQty = (type: string) => sql<string>`coalesce((
        select sum(x.quantity) from ${erpRcvTransactions} x
        where x.instance = ${sl.instance} and x.po_header_id = ${sl.poHeaderId}
          and x.shipment_line_id = ${sl.shipmentLineId} and x.transaction_type = ${type}), 0)`;
      const rows = await db
        .select({
          itemCode: erpItems.itemCode,
          itemDescription: erpPoLines.itemDescription,
          packingSlip: sh.packingSlip,
          quantityReceived: txQty('RECEIVE'),
          quantityReturned: txQty('RETURN TO VENDOR'),
          quantityShipped: sl.quantityShipped,
          receiptNum: sh.receiptNum,
          shipmentLineStatus: sl.statusCode,
          uom: erpPoLines.uom,
          waybillNum: sh.waybillNum,
        })
        .from(sl)
        .innerJoin(sh, and(eq(sh.instance, sl.instance), eq(sh.shipmentHeaderId, sl.shipmentHeaderId)))
        .innerJoin(erpPoLines, and(eq(erpPoLines.instance, sl.instance), eq(erpPoLines.poLineId, sl.poLineId)))
        .leftJoin(erpItems, and(eq(erpItems.instance, sl.instance), eq(erpItems.itemId, erpPoLines.itemId)))
        .where(and(eq(sl.instance, instance), eq(sl.poHeaderId, poHeaderId), eq(sh.orgId, orgId), eq(sh.vendorId, vendorId)))
        .orderBy(asc(sh.receiptNum), asc(erpPoLines.lineNum), asc(sl.shipmentLineId));
      return rows.map((r) => ({
        ...r,
        quantityReceived: qty(r.quantityReceived),
        quantityReturned: qty(r.quantityReturned),
        quantityShipped: qty(r.quantityShipped),
      }));
    },

    async getPoLineTotals(instance, poLineIds) {
      if (poLineIds.length === 0) return [];
      const l = erpPoLines;
      // Over the line's RECEIVE transactions: received less what went back, and what the ERP billed.
      const receiveTotal = (column: SQL) => sql<string>`coalesce((
        select sum(${column}) from ${erpRcvTransactions} x
        where x.instance = ${l.instance} and x.po_line_id = ${l.poLineId} and x.transaction_type = 'RECEIVE'), 0)`;
      const returned = sql<string>`coalesce((
        select sum(r.quantity) from ${erpRcvTransactions} r
        where r.instance = ${l.instance} and r.po_line_id = ${l.poLineId} and r.transaction_type = 'RETURN TO VENDOR'), 0)`;
      const rows = await db
        .select({
          instance: l.instance,
          poLineId: l.poLineId,
          unitPrice: l.unitPrice,
          currencyCode: erpPoHeaders.currencyCode,
          quantityOrdered: l.quantity,
          received: receiveTotal(sql`x.quantity`),
          returned,
          billed: receiveTotal(sql`x.quantity_billed`),
        })
        .from(l)
        .innerJoin(erpPoHeaders, and(eq(erpPoHeaders.instance, l.instance), eq(erpPoHeaders.poHeaderId, l.poHeaderId)))
        .where(and(eq(l.instance, instance), inArray(l.poLineId, poLineIds)));
      return rows.map((r) => ({
        instance: String(r.instance),
        poLineId: int(r.poLineId),
        unitPrice: unitPrice(r.unitPrice),
        currencyCode: String(r.currencyCode),
        quantityOrdered: qty(r.quantityOrdered),
        quantityReceived: subtractQty(r.received, r.returned),
        quantityBilled: qty(r.billed),
      }));
    },
  };
}

/** a − b on quantities read from the database (three places, exact). */
function subtractQty(a: unknown, b: unknown): string {
  return fromScaled(toScaled(qty(a), 3) - toScaled(qty(b), 3), 3);
}
