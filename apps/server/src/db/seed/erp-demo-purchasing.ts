import { fromScaled, percentOf, sumMoney, toScaled } from '@faktura/domain';
import type * as erp from '../schema/erp';
import { addDays, daysAgo, ITEMS, minDate, VAT_RATE, type Category, type Random } from './erp-demo-catalog';

/**
 * Purchase orders, receipts (RECEIVE / RETURN TO VENDOR), and the ERP's billing history of
 * those receipts, for one supplier in one company: the data a PO invoice is made from.
 */

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export type PurchasingRows = {
  poHeaders: Insert<typeof erp.erpPoHeaders>[];
  poLines: Insert<typeof erp.erpPoLines>[];
  lineLocations: Insert<typeof erp.erpPoLineLocations>[];
  distributions: Insert<typeof erp.erpPoDistributions>[];
  shipmentHeaders: Insert<typeof erp.erpRcvShipmentHeaders>[];
  shipmentLines: Insert<typeof erp.erpRcvShipmentLines>[];
  transactions: Insert<typeof erp.erpRcvTransactions>[];
  apInvoices: Insert<typeof erp.erpApInvoices>[];
  apInvoiceLines: Insert<typeof erp.erpApInvoiceLines>[];
};

/** Per-instance id allocator: each entity has its own range, instances never overlap. */
export function createIds(instanceBase: number) {
  const next: Record<string, number> = {};
  const offsets = ['poHeader', 'poLine', 'lineLocation', 'distribution', 'shipmentHeader', 'shipmentLine', 'rcv', 'apInvoice', 'check', 'awb', 'debitNote'];
  return (entity: string): number => {
    const offset = offsets.indexOf(entity);
    if (offset < 0) throw new Error(`unknown id kind ${entity}`);
    next[entity] = (next[entity] ?? 0) + 1;
    return instanceBase + offset * 100_000 + next[entity];
  };
}
export type Ids = ReturnType<typeof createIds>;

export type PurchasingSpec = {
  instance: string;
  orgId: number;
  vendorId: number;
  vendorSiteId: number;
  invoicePrefix: string;
  lineCount: number;
  categories: Category[];
  itemIds: Map<string, number>;
  ccids: number[];
};

/** qty × unit price, rounded half-up to two places. */
export function lineAmount(quantity: string, price: string): string {
  const product = toScaled(quantity, 3) * toScaled(price, 4); // scale 7
  return fromScaled((product + 50_000n) / 100_000n);
}

type ReceiptState = 'NONE' | 'FULL' | 'SPLIT' | 'PARTIAL' | 'PART_RETURNED' | 'FULL_RETURNED' | 'BILLED' | 'PART_BILLED';
const STATES: Array<[ReceiptState, number]> = [
  ['NONE', 0.14],
  ['FULL', 0.2],
  ['SPLIT', 0.1],
  ['PARTIAL', 0.14],
  ['PART_RETURNED', 0.11],
  ['FULL_RETURNED', 0.05],
  ['BILLED', 0.18],
  ['PART_BILLED', 0.08],
];

function pickState(random: Random): ReceiptState {
  let roll = random.next();
  for (const [state, weight] of STATES) {
    if (roll < weight) return state;
    roll -= weight;
  }
  return 'FULL';
}

const q3 = (n: number) => n.toFixed(3);
function orderedQuantity(random: Random, uom: string): number {
  if (uom === 'KG') return random.int(20, 400) * 25 + (random.chance(0.2) ? 0.5 : 0);
  if (uom === 'LTR') return random.int(4, 80) * 5;
  if (uom === 'BOX') return random.int(2, 40);
  if (uom === 'SET') return random.int(1, 12);
  return random.int(2, 60);
}
const whole = (uom: string, n: number) => (uom === 'KG' || uom === 'LTR' ? Math.round(n * 2) / 2 : Math.max(1, Math.round(n)));

export function generatePurchasing(
  rows: PurchasingRows,
  ids: Ids,
  random: Random,
  spec: PurchasingSpec,
  counters: { po: number; receipt: number },
  invoiceCounter: { invoice: number },
) {
  const items = ITEMS.filter((i) => spec.categories.includes(i.category));
  const billed: Array<{
    rcvId: number;
    quantity: string;
    price: string;
    vatCode: string | null;
    description: string;
    date: string;
    poNumber: string;
  }> = [];
  let remaining = spec.lineCount;
  while (remaining > 0) {
    const lineTotal = Math.min(remaining, random.int(1, 8));
    remaining -= lineTotal;
    const poHeaderId = ids('poHeader');
    const created = daysAgo(random.int(8, 190));
    const poNumber = `${spec.orgId}26${String(++counters.po).padStart(5, '0')}`;
    rows.poHeaders.push({
      instance: spec.instance,
      poHeaderId,
      orgId: spec.orgId,
      vendorId: spec.vendorId,
      vendorSiteId: spec.vendorSiteId,
      poNumber,
      currencyCode: 'IDR',
      creationDate: created,
    });
    // One receipt header per delivery of this PO: first and (for split deliveries) second.
    const deliveries: Array<{ id: number; date: string; lineNum: number }> = [];
    const delivery = (index: number) => {
      while (deliveries.length <= index) {
        const previous = deliveries[deliveries.length - 1]?.date ?? created;
        const date = minDate(addDays(previous, random.int(3, 20)), daysAgo(1));
        const id = ids('shipmentHeader');
        rows.shipmentHeaders.push({
          instance: spec.instance,
          shipmentHeaderId: id,
          receiptNum: `${spec.orgId}${String(++counters.receipt).padStart(6, '0')}`,
          vendorId: spec.vendorId,
          orgId: spec.orgId,
          shippedDate: addDays(date, -1),
          packingSlip: `SJ/${spec.invoicePrefix}/${date.slice(2, 4)}${date.slice(5, 7)}/${random.digits(4)}`,
          waybillNum: random.chance(0.4) ? `JNE${random.digits(10)}` : null,
        });
        deliveries.push({ id, date, lineNum: 0 });
      }
      return deliveries[index]!;
    };

    for (let lineNum = 1; lineNum <= lineTotal; lineNum++) {
      const item = random.pick(items);
      const poLineId = ids('poLine');
      const lineLocationId = ids('lineLocation');
      const distributionId = ids('distribution');
      const ordered = orderedQuantity(random, item.uom);
      const factor = 0.92 + random.next() * 0.2;
      // Rupiah prices are whole (to 50) except bulk goods priced per KG.
      const price = item.uom === 'KG' ? (item.price * factor).toFixed(2) : String(Math.round((item.price * factor) / 50) * 50);
      const vatCode = item.category === 'FERT' && random.chance(0.3) ? 'PPN 0%' : random.chance(0.04) ? 'PPN 1.1%' : random.chance(0.03) ? null : 'PPN 12%';
      rows.poLines.push({
        instance: spec.instance,
        poLineId,
        poHeaderId,
        lineNum,
        itemId: spec.itemIds.get(item.code) ?? null,
        itemDescription: item.description,
        uom: item.uom,
        unitPrice: price,
        quantity: q3(ordered),
        vatCode,
      });
      rows.lineLocations.push({
        instance: spec.instance,
        lineLocationId,
        poLineId,
        poHeaderId,
        shipmentNum: 1,
        shipToOrgId: spec.orgId,
        quantity: q3(ordered),
        needByDate: addDays(created, 14),
      });
      rows.distributions.push({
        instance: spec.instance,
        poDistributionId: distributionId,
        lineLocationId,
        poLineId,
        poHeaderId,
        codeCombinationId: random.pick(spec.ccids),
        quantity: q3(ordered),
      });

      const state = pickState(random);
      if (state === 'NONE') continue;
      const receipts =
        state === 'SPLIT' ? [whole(item.uom, ordered * 0.6), 0] : [state === 'PARTIAL' ? whole(item.uom, ordered * (0.3 + random.next() * 0.5)) : ordered];
      if (state === 'SPLIT') receipts[1] = ordered - receipts[0]!;
      receipts.forEach((received, index) => {
        if (received <= 0) return;
        const header = delivery(index);
        const shipmentLineId = ids('shipmentLine');
        const rcvId = ids('rcv');
        const shipped = state === 'PARTIAL' ? ordered : received;
        rows.shipmentLines.push({
          instance: spec.instance,
          shipmentLineId,
          shipmentHeaderId: header.id,
          lineNum: ++header.lineNum,
          poHeaderId,
          poLineId,
          lineLocationId,
          quantityShipped: q3(shipped),
          statusCode: received >= shipped ? 'FULLY RECEIVED' : 'PARTIALLY RECEIVED',
        });
        const base = {
          instance: spec.instance,
          orgId: spec.orgId,
          vendorId: spec.vendorId,
          shipmentHeaderId: header.id,
          shipmentLineId,
          poHeaderId,
          poLineId,
          lineLocationId,
          poDistributionId: distributionId,
        };
        let billedQty = 0;
        if (state === 'BILLED') billedQty = received;
        if (state === 'PART_BILLED') billedQty = whole(item.uom, received * 0.5);
        rows.transactions.push({
          ...base,
          transactionId: rcvId,
          transactionType: 'RECEIVE',
          transactionDate: header.date,
          quantity: q3(received),
          quantityBilled: q3(billedQty),
        });
        if (state === 'PART_RETURNED' || state === 'FULL_RETURNED') {
          const returned =
            state === 'FULL_RETURNED'
              ? received
              : Math.min(received - (item.uom === 'KG' || item.uom === 'LTR' ? 0.5 : 1), whole(item.uom, received * (0.1 + random.next() * 0.3)));
          if (returned > 0) {
            rows.transactions.push({
              ...base,
              transactionId: ids('rcv'),
              transactionType: 'RETURN TO VENDOR',
              transactionDate: minDate(addDays(header.date, random.int(2, 15)), daysAgo(1)),
              parentTransactionId: rcvId,
              quantity: q3(returned),
              quantityBilled: '0',
            });
          }
        }
        if (billedQty > 0)
          billed.push({
            rcvId,
            quantity: q3(billedQty),
            price,
            vatCode,
            description: item.description,
            date: header.date,
            poNumber,
          });
      });
    }
  }
  addBillingHistory(rows, ids, random, spec, invoiceCounter, billed);
}

/** The AP invoices that billed receipts already: grouped per PO, dated after the last receipt. */
function addBillingHistory(
  rows: PurchasingRows,
  ids: Ids,
  random: Random,
  spec: PurchasingSpec,
  counters: { invoice: number },
  billed: Array<{
    rcvId: number;
    quantity: string;
    price: string;
    vatCode: string | null;
    description: string;
    date: string;
    poNumber: string;
  }>,
) {
  const byPo = new Map<string, typeof billed>();
  for (const b of billed) byPo.set(b.poNumber, [...(byPo.get(b.poNumber) ?? []), b]);
  for (const [poNumber, lines] of byPo) {
    const invoiceId = ids('apInvoice');
    const lastReceipt = lines
      .map((l) => l.date)
      .sort()
      .at(-1)!;
    const invoiceDate = minDate(addDays(lastReceipt, random.int(1, 10)), daysAgo(1));
    const amounts = lines.map((l) => lineAmount(l.quantity, l.price));
    const taxes = lines.map((l, i) => percentOf(amounts[i]!, VAT_RATE[l.vatCode ?? ''] ?? '0'));
    const invoiceAmount = sumMoney(amounts);
    const taxAmount = sumMoney(taxes);
    rows.apInvoices.push({
      instance: spec.instance,
      invoiceId,
      orgId: spec.orgId,
      vendorId: spec.vendorId,
      vendorSiteId: spec.vendorSiteId,
      invoiceNum: `${spec.invoicePrefix}/INV/${invoiceDate.slice(2, 4)}${invoiceDate.slice(5, 7)}/${String(++counters.invoice).padStart(4, '0')}`,
      invoiceDate,
      glDate: invoiceDate,
      currencyCode: 'IDR',
      invoiceAmount,
      taxAmount,
      totalAmount: sumMoney([invoiceAmount, taxAmount]),
      description: `Tagihan PO ${poNumber}`,
      termsDate: invoiceDate,
      paymentMethod: 'EFT',
      source: 'MANUAL',
    });
    lines.forEach((l, i) => {
      rows.apInvoiceLines.push({
        instance: spec.instance,
        invoiceId,
        lineNum: i + 1,
        amount: amounts[i]!,
        description: l.description,
        rcvTransactionId: l.rcvId,
        quantity: l.quantity,
        vatCode: l.vatCode,
      });
    });
  }
}
