import { fromScaled, percentOf, sumMoney, toScaled } from '@faktura/domain';
import type * as erp from '../schema/erp';
import { addDays, BASE_DATE, daysAgo, FREIGHT_BRANCHES, FREIGHT_CUSTOMERS, FREIGHT_SERVICES, GUESTS, minDate, periodOf, type Random } from './erp-demo-catalog';
import { lineAmount, type Ids, type PurchasingRows } from './erp-demo-purchasing';

/** Payments and schedules of AP invoices, debit notes, freight (AWB) lines and travel orders. */

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
export type SettlementRows = {
  schedules: Insert<typeof erp.erpPaymentSchedules>[];
  payments: Insert<typeof erp.erpPayments>[];
  invoicePayments: Insert<typeof erp.erpInvoicePayments>[];
  debitNotes: Insert<typeof erp.erpDebitNotes>[];
  debitNoteLines: Insert<typeof erp.erpDebitNoteLines>[];
  branches: Insert<typeof erp.erpFreightBranches>[];
  awbLines: Insert<typeof erp.erpAwbLines>[];
  travelOrders: Insert<typeof erp.erpTravelOrders>[];
};

export type SupplierInfo = {
  dueDays: number;
  paymentMethod: string;
  bank: { bankName: string; accountNum: string; accountName: string };
};

/**
 * Splits each invoice into one or two installments and pays those already due (most of them in
 * full, a few not yet), so the payment report and the schedule both have history to show.
 */
export function settleInvoices(
  out: SettlementRows,
  ids: Ids,
  random: Random,
  invoices: PurchasingRows['apInvoices'],
  supplierOf: (vendorId: number) => SupplierInfo,
) {
  for (const invoice of invoices) {
    const supplier = supplierOf(invoice.vendorId);
    const total = toScaled(invoice.totalAmount);
    const parts = random.chance(0.2) ? [total / 2n, total - total / 2n] : [total];
    let paid = 0n;
    parts.forEach((gross, index) => {
      const dueDate = addDays(invoice.invoiceDate, supplier.dueDays + index * 30);
      const pays = dueDate <= daysAgo(3) && random.chance(0.85);
      if (pays) {
        const checkId = ids('check');
        const checkDate = dueDate < invoice.invoiceDate ? invoice.invoiceDate : addDays(dueDate, -random.int(0, 4));
        out.payments.push({
          instance: invoice.instance,
          checkId,
          checkNum: String(checkId % 1_000_000).padStart(7, '0'),
          checkDate,
          vendorId: invoice.vendorId,
          orgId: invoice.orgId,
          amount: fromScaled(gross),
          currencyCode: invoice.currencyCode ?? 'IDR',
          exchangeDate: null,
          paymentMethod: supplier.paymentMethod,
          bankName: supplier.bank.bankName,
          bankAccountNum: supplier.bank.accountNum,
          bankAccountName: supplier.bank.accountName,
        });
        out.invoicePayments.push({
          instance: invoice.instance,
          checkId,
          invoiceId: invoice.invoiceId!,
          paymentNum: index + 1,
          amount: fromScaled(gross),
        });
        paid += gross;
      }
      out.schedules.push({
        instance: invoice.instance,
        invoiceId: invoice.invoiceId!,
        paymentNum: index + 1,
        dueDate,
        grossAmount: fromScaled(gross),
        amountRemaining: pays ? '0.00' : fromScaled(gross),
      });
    });
    invoice.amountPaid = fromScaled(paid);
  }
}

/** Debit notes for goods returned to the vendor: one to three returned PO lines each. */
export function addDebitNotes(
  out: SettlementRows,
  ids: Ids,
  random: Random,
  p: PurchasingRows,
  spec: { instance: string; orgId: number; vendorId: number; count: number },
) {
  const lines = new Map(p.poLines.map((l) => [l.poLineId, l]));
  const poNumbers = new Map(p.poHeaders.map((h) => [h.poHeaderId, h.poNumber]));
  const returns = p.transactions.filter(
    (t) => t.instance === spec.instance && t.orgId === spec.orgId && t.vendorId === spec.vendorId && t.transactionType === 'RETURN TO VENDOR',
  );
  let cursor = 0;
  for (let n = 1; n <= spec.count && cursor < returns.length; n++) {
    const picked = returns.slice(cursor, cursor + random.int(1, 3));
    cursor += picked.length;
    const debitNoteId = ids('debitNote');
    const dnDate = minDate(
      addDays(
        picked
          .map((t) => t.transactionDate)
          .sort()
          .at(-1)!,
        random.int(1, 6),
      ),
      daysAgo(1),
    );
    const amounts = picked.map((t) => lineAmount(t.quantity, lines.get(t.poLineId)!.unitPrice));
    const amount = sumMoney(amounts);
    out.debitNotes.push({
      instance: spec.instance,
      debitNoteId,
      orgId: spec.orgId,
      vendorId: spec.vendorId,
      dnNo: `DN/${spec.instance}/${dnDate.slice(2, 4)}${dnDate.slice(5, 7)}/${String(n).padStart(4, '0')}`,
      dnDate,
      description: `Retur barang PO ${[...new Set(picked.map((t) => poNumbers.get(t.poHeaderId)))].join(', ')}`,
      currencyCode: 'IDR',
      amount,
      taxAmount: percentOf(amount, '12'),
    });
    picked.forEach((t, i) => {
      const line = lines.get(t.poLineId)!;
      out.debitNoteLines.push({
        instance: spec.instance,
        debitNoteId,
        lineNumber: i + 1,
        poHeaderId: t.poHeaderId,
        poLineId: t.poLineId,
        itemDescription: line.itemDescription,
        uom: line.uom,
        unitPrice: line.unitPrice,
        quantity: t.quantity,
        amount: amounts[i]!,
      });
    });
  }
}

/**
 * AWB lines of a freight supplier over the last five months, about one in five with a vendor
 * rate different from the company's (UNMATCH). Lines shipped before the current month are
 * already invoiced: one AP invoice per branch and period.
 */
export function addFreight(
  out: SettlementRows,
  ids: Ids,
  random: Random,
  invoices: PurchasingRows['apInvoices'],
  spec: { instance: string; orgId: number; vendorId: number; vendorSiteId: number; count: number; prefix: string },
) {
  for (const b of FREIGHT_BRANCHES) out.branches.push({ instance: spec.instance, vendorId: spec.vendorId, ...b });
  const lines: SettlementRows['awbLines'] = [];
  for (let n = 1; n <= spec.count; n++) {
    const shipDate = daysAgo(random.int(1, 150));
    const { service, ratePerKg } = random.pick(FREIGHT_SERVICES);
    const charge = random.chance(0.7) ? 'KG' : 'COLLY';
    const rateCompany = charge === 'KG' ? ratePerKg : ratePerKg * 10;
    const unmatch = random.chance(0.2);
    const rateVendor = unmatch ? Math.round((rateCompany * (1.05 + random.next() * 0.1)) / 500) * 500 : rateCompany;
    const quantity = (charge === 'KG' ? random.int(10, 1600) / 2 : random.int(1, 40)).toFixed(3);
    const branch = random.pick(FREIGHT_BRANCHES).name;
    lines.push({
      instance: spec.instance,
      awbLineId: ids('awb'),
      vendorId: spec.vendorId,
      orgId: spec.orgId,
      branch,
      reference: `${spec.prefix}-${shipDate.slice(2, 4)}${shipDate.slice(5, 7)}-${String(n).padStart(4, '0')}`,
      periode: periodOf(shipDate),
      awb: `${spec.prefix}${random.digits(9)}`,
      awbVendor: random.chance(0.8) ? `KL${random.digits(8)}` : null,
      customer: random.pick(FREIGHT_CUSTOMERS),
      service,
      charge,
      quantity,
      rateVendor: rateVendor.toFixed(2),
      rateCompany: rateCompany.toFixed(2),
      totalCompany: lineAmount(quantity, String(rateCompany)),
      shipDate,
    });
  }
  out.awbLines.push(...lines);
  const currentMonth = BASE_DATE.slice(0, 7);
  const groups = new Map<string, typeof lines>();
  for (const l of lines) {
    if (l.shipDate.slice(0, 7) >= addDays(`${currentMonth}-01`, -1).slice(0, 7)) continue;
    const key = `${l.periode}|${l.branch}`;
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  let seq = 0;
  for (const [key, group] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const [periode, branch] = key.split('|');
    const lastShip = group
      .map((l) => l.shipDate)
      .sort()
      .at(-1)!;
    const invoiceDate = addDays(`${lastShip.slice(0, 7)}-01`, 32).slice(0, 8) + '05';
    const invoiceAmount = sumMoney(group.map((l) => l.totalCompany));
    const taxAmount = percentOf(invoiceAmount, '1.1');
    invoices.push({
      instance: spec.instance,
      invoiceId: ids('apInvoice'),
      orgId: spec.orgId,
      vendorId: spec.vendorId,
      vendorSiteId: spec.vendorSiteId,
      invoiceNum: `${spec.prefix}/INV/${invoiceDate.slice(2, 4)}${invoiceDate.slice(5, 7)}/${String(++seq).padStart(4, '0')}`,
      invoiceDate,
      glDate: invoiceDate,
      currencyCode: 'IDR',
      invoiceAmount,
      taxAmount,
      totalAmount: sumMoney([invoiceAmount, taxAmount]),
      description: `Jasa ekspedisi ${branch} periode ${periode}`,
      termsDate: invoiceDate,
      paymentMethod: 'EFT',
      source: 'MANUAL',
    });
  }
}

export function addTravelOrders(out: SettlementRows, random: Random, supplierName: string, count: number, prefix: string) {
  const starts = Array.from({ length: count }, () => daysAgo(random.int(3, 170))).sort();
  for (let n = 1; n <= count; n++) {
    const startDate = starts[n - 1]!;
    out.travelOrders.push({
      travelOrderNo: `TO-${prefix}-${startDate.slice(2, 4)}${startDate.slice(5, 7)}-${String(n).padStart(3, '0')}`,
      supplierName,
      guestName: random.pick(GUESTS),
      startDate,
      endDate: addDays(startDate, random.int(1, 5)),
    });
  }
}
