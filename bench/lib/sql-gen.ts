/**
 * SQL fragments of the scale generator. Everything is a pure function of the series value
 * (hash/modulo, never random()), so two runs with the same arguments produce the same data.
 * Only integers are interpolated into SQL text.
 */

/** Generated suppliers get ERP vendor ids from here up, far above the demo suppliers' ids. */
export const SCALE_VENDOR_BASE = 100_000;
/** Their sites: 1_000_000 + supplier index × 4 + site number. */
export const SCALE_SITE_BASE = 1_000_000;
/**
 * Group (batch-sized bundle of invoices) numbers of the demo supplier passes start here (the
 * COMET one at DEMO_GROUP_BASE + DEMO_COMET_OFFSET), so invoice numbers gg = group × 5 stay
 * below 60M and the ERP ids derived from them below 2^31.
 */
export const DEMO_GROUP_BASE = 10_000_000;
export const DEMO_COMET_OFFSET = 1_000_000;
/** ERP ids of the receipts billed by generated PO invoices: BILLED_BASE + gg (PO, receipt header), BILLED_BASE + gg × 4 + line. */
export const BILLED_BASE = 100_000_000;
/**
 * ERP ids of the other generated receipt lines r: OPEN_BASE + r (PO line, shipment, distribution,
 * shipment line), OPEN_BASE + r / 4 (PO), OPEN_BASE + 2 × (r / 4) + delivery (receipt header),
 * OPEN_BASE + 2r (RECEIVE) and OPEN_BASE + 2r + 1 (its RETURN TO VENDOR). Everything generated
 * in the ERP tables has an id ≥ BILLED_BASE (the demo data stays below 10M): what --reset deletes.
 */
export const OPEN_BASE = 500_000_000;
/** Receipt-line numbers of the demo receipt passes (3001 in AAM 82; 7001 in COMET 201 at + DEMO_RECEIPT_COMET_OFFSET). */
export const DEMO_RECEIPT_BASE = 100_000_000;
export const DEMO_RECEIPT_COMET_OFFSET = 20_000_000;
/** Receipt lines per generated PO (the last PO of a pass may have fewer). */
export const PO_LINES = 4;
/** Invoices come in groups of this size: one group = one supplier, one company, one day, one batch. */
export const GROUP_SIZE = 5;

/** An integer for SQL text (refuses anything else): the only values interpolated. */
export const int = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return String(n);
};

/** A non-negative 31-bit hash of an integer expression, salted: hashint8 is deterministic. */
export const h = (expr: string, salt: number) => `(hashint8((${expr})::bigint * 1000003 + ${int(salt)}) & 2147483647)`;

/**
 * Supplier attributes as expressions of its index `vi` (0-based). Home instance: 60 % AAM
 * (orgs 81/82/83), 40 % COMET (201/202); 30 % also hold a site in a second organisation.
 */
export const supplier = {
  instance: (vi: string) => `(case when (${vi}) % 5 < 3 then 'AAM' else 'COMET' end)`,
  vendorId: (vi: string) => `(${SCALE_VENDOR_BASE} + (${vi}))`,
  homeOrg: (vi: string) => `(case when (${vi}) % 5 < 3 then (array[81, 82, 83])[1 + ((${vi}) / 5) % 3] else (array[201, 202])[1 + ((${vi}) / 5) % 2] end)`,
  secondOrg: (vi: string) => `(case when (${vi}) % 5 < 3 then (array[82, 83, 81])[1 + ((${vi}) / 5) % 3] else (array[202, 201])[1 + ((${vi}) / 5) % 2] end)`,
  hasSecond: (vi: string) => `(${h(vi, 9)} % 10 < 3)`,
  siteId: (vi: string, k: string) => `(${SCALE_SITE_BASE} + (${vi}) * 4 + (${k}))`,
  name: (vi: string) =>
    `((array['PT', 'PT', 'CV', 'PT', 'UD'])[1 + ${h(vi, 11)} % 5] || ' ' ||
      (array['Sinar', 'Maju', 'Karya', 'Mitra', 'Cahaya', 'Bumi', 'Sumber', 'Jaya', 'Prima', 'Mega', 'Tunas', 'Anugerah'])[1 + ${h(vi, 12)} % 12] || ' ' ||
      (array['Abadi', 'Sejahtera', 'Makmur', 'Sentosa', 'Perkasa', 'Mandiri', 'Utama', 'Lestari', 'Nusantara', 'Teknik'])[1 + ${h(vi, 13)} % 10] || ' ' ||
      lpad((${vi})::text, 5, '0'))`,
};

/** INSERTs of suppliers [from, to) with one or two sites each. */
export function suppliersSql(from: number, to: number): string[] {
  const vi = 'vi';
  const series = `generate_series(${int(from)}, ${int(to - 1)}) as vi`;
  return [
    `insert into erp_suppliers (instance, vendor_id, vendor_number, name, npwp, email, term_id, pay_group, enabled)
     select ${supplier.instance(vi)}, ${supplier.vendorId(vi)}, 'SC' || lpad(vi::text, 6, '0'), ${supplier.name(vi)},
            case when ${h(vi, 14)} % 10 < 8 then lpad((${h(vi, 15)} % 1000000000)::text, 9, '0') || '-' || lpad((${h(vi, 16)} % 1000000)::text, 6, '0') end,
            'ap' || vi || '@supplier.example', null, null, case when ${h(vi, 17)} % 50 = 0 then 'N' else 'Y' end
     from ${series}`,
    `insert into erp_supplier_sites (instance, vendor_site_id, vendor_id, org_id, site_code, address, payment_method)
     select ${supplier.instance(vi)}, ${supplier.siteId(vi, 'k')}, ${supplier.vendorId(vi)},
            case when k = 0 then ${supplier.homeOrg(vi)} else ${supplier.secondOrg(vi)} end,
            case when k = 0 then 'HO' else 'BRANCH' end,
            'Jl. Industri ' || (1 + ${h(vi, 18)} % 200) || ', Jakarta', 'EFT'
     from ${series} cross join generate_series(0, 1) as k
     where k = 0 or ${supplier.hasSecond(vi)}`,
  ];
}

export type Pass = {
  /** Group numbers [from, to) of this statement. */
  from: number;
  to: number;
  /** Where the pass starts and how many groups it has: dates spread evenly over the pass. */
  passStart: number;
  passGroups: number;
  /** Invoices of the pass: the last group may be partial. */
  passInvoices: number;
  /** SELECT list fragment giving instance, vendor_id, org_id, vendor_site_id, vendor_name, created_by of group `b`. */
  who: string;
  /** Marks the rows of the pass (reference_number / batch_no prefix). */
  tag: 'SC' | 'DM';
  untilIso: string;
  spanDays: number;
};

/** The supplier chosen for group b of the scale pass: skewed (u²), so a few suppliers are big. */
export function scaleWho(suppliers: number): string {
  const vi = `floor(${int(suppliers)} * power(${h('b', 1)}::float8 / 2147483648.0, 2))::int`;
  return `select b, vi, ${supplier.instance('vi')} as instance, ${supplier.vendorId('vi')} as vendor_id,
            case when ${supplier.hasSecond('vi')} and ${h('b', 2)} % 3 = 0 then ${supplier.secondOrg('vi')} else ${supplier.homeOrg('vi')} end as org_id,
            case when ${supplier.hasSecond('vi')} and ${h('b', 2)} % 3 = 0 then ${supplier.siteId('vi', '1')} else ${supplier.siteId('vi', '0')} end as vendor_site_id,
            ${supplier.name('vi')} as vendor_name, null::int as created_by
     from (select b, ${vi} as vi from groups) s`;
}

/** A fixed (demo) supplier for every group of the pass, with its name and site from the ERP tables when present. */
export function fixedWho(instance: 'AAM' | 'COMET', orgId: number, vendorId: number, fallbackName: string, username: string): string {
  const inst = `'${instance}'`;
  return `select b, 0 as vi, ${inst}::varchar as instance, ${int(vendorId)} as vendor_id, ${int(orgId)} as org_id,
            (select min(vendor_site_id) from erp_supplier_sites where instance = ${inst} and vendor_id = ${int(vendorId)} and org_id = ${int(orgId)}) as vendor_site_id,
            coalesce((select name from erp_suppliers where instance = ${inst} and vendor_id = ${int(vendorId)}), '${fallbackName.replace(/'/g, "''")}') as vendor_name,
            (select id from users where lower(username) = '${username}') as created_by
     from groups`;
}

/** Line count, quantity and unit price of invoice g's line l: shared by the invoice totals and the lines. */
const nLines = (g: string) => `(1 + ${h(g, 6)} % 3)`;
const qty = (g: string, l: string) => `(1 + ${h(`(${g}) * 4 + (${l})`, 7)} % 10)`;
const unit = (g: string, l: string) => `(1000 * (10 + ${h(`(${g}) * 4 + (${l})`, 8)} % 5000))::numeric`;

/** The reference ERP's items of each instance (the demo catalogue), to pick PO line items from. */
export const ITEMS_CTE = `items as (select instance, array_agg(item_id order by item_id) as ids from erp_items group by instance)`;
/** VAT code of a receipt dated `d` (PPN 12 % from 2025). */
const vatCode = (d: string) => `(case when (${d}) >= date '2025-01-01' then 'PPN 12%' else 'PPN 11%' end)`;
const poNumber = (org: string, poHeaderId: string) => `((${org})::text || lpad((${poHeaderId})::text, 10, '0'))`;
const receiptNum = (org: string, shipmentHeaderId: string) => `((${org})::text || 'R' || lpad((${shipmentHeaderId})::text, 10, '0'))`;

/**
 * The ERP purchasing rows behind a set of received PO lines, as data-modifying CTEs over a CTE
 * `src` with one row per line: instance, org_id, vendor_id, vendor_site_id, po_header_id,
 * po_created (date), line_num, line_id (PO line = shipment = distribution = shipment line id),
 * shipment_header_id, first_of_po / first_of_header (booleans), rdate (receipt date), item_id,
 * quantity, unit_price, billed, returned, rcv_id, rtv_id, rtv_date. Names are prefixed with `x`.
 */
export function erpRowsCtes(x: string): string {
  return `
${x}h as (
  insert into erp_po_headers (instance, po_header_id, org_id, vendor_id, vendor_site_id, po_number, currency_code, creation_date, status)
  select instance, po_header_id, org_id, vendor_id, vendor_site_id, ${poNumber('org_id', 'po_header_id')}, 'IDR', po_created, 'APPROVED'
  from src where first_of_po
  returning 1
),
${x}l as (
  insert into erp_po_lines (instance, po_line_id, po_header_id, line_num, item_id, item_description, uom, unit_price, quantity, vat_code)
  select s.instance, s.line_id, s.po_header_id, s.line_num, s.item_id, e.description, e.uom, s.unit_price, s.quantity, ${vatCode('s.rdate')}
  from src s join erp_items e on e.instance = s.instance and e.item_id = s.item_id
  returning 1
),
${x}ll as (
  insert into erp_po_line_locations (instance, line_location_id, po_line_id, po_header_id, shipment_num, ship_to_org_id, quantity, need_by_date)
  select instance, line_id, line_id, po_header_id, 1, org_id, quantity, po_created + 14 from src
  returning 1
),
${x}d as (
  insert into erp_po_distributions (instance, po_distribution_id, line_location_id, po_line_id, po_header_id, code_combination_id, quantity)
  select instance, line_id, line_id, line_id, po_header_id, null, quantity from src
  returning 1
),
${x}sh as (
  insert into erp_rcv_shipment_headers (instance, shipment_header_id, receipt_num, vendor_id, org_id, shipped_date, packing_slip, waybill_num)
  select instance, shipment_header_id, ${receiptNum('org_id', 'shipment_header_id')}, vendor_id, org_id, rdate - 1,
         'SJ/' || to_char(rdate, 'YYMM') || '/' || lpad((shipment_header_id % 10000)::text, 4, '0'),
         case when shipment_header_id % 5 < 2 then 'JNE' || lpad((shipment_header_id % 10000000000)::text, 10, '0') end
  from src where first_of_header
  returning 1
),
${x}sl as (
  insert into erp_rcv_shipment_lines (instance, shipment_line_id, shipment_header_id, line_num, po_header_id, po_line_id, line_location_id, quantity_shipped, status_code)
  select instance, line_id, shipment_header_id, line_num, po_header_id, line_id, line_id, quantity, 'FULLY RECEIVED' from src
  returning 1
),
${x}t as (
  insert into erp_rcv_transactions (instance, transaction_id, transaction_type, transaction_date, parent_transaction_id, org_id, vendor_id,
                                    shipment_header_id, shipment_line_id, po_header_id, po_line_id, line_location_id, po_distribution_id, quantity, quantity_billed)
  select instance, rcv_id, 'RECEIVE', rdate, null, org_id, vendor_id, shipment_header_id, line_id, po_header_id, line_id, line_id, line_id, quantity, billed from src
  union all
  select instance, rtv_id, 'RETURN TO VENDOR', rtv_date, rcv_id, org_id, vendor_id, shipment_header_id, line_id, po_header_id, line_id, line_id, line_id, returned, 0 from src where returned > 0
  returning 1
)`;
}

/**
 * One statement inserting the batches, invoices and invoice lines of groups [from, to), and for
 * the PO invoices' lines the ERP receipts they bill (PO, line, shipment, distribution, receipt
 * header and line, RECEIVE transaction; billed in the ERP once the invoice is POSTED):
 * data-modifying CTEs, so the invoices find their batch ids and the lines their invoice ids
 * without a second pass over the table.
 */
export function invoicesSql(p: Pass): string {
  const tag = p.tag;
  const batchTag = tag === 'SC' ? 'SB' : 'DB';
  return `
with groups as (select b from generate_series(${int(p.from)}, ${int(p.to - 1)}) as b),
who as (${p.who}),
${ITEMS_CTE},
grp as (
  select w.*,
         timestamptz '${p.untilIso}' - interval '${int(p.spanDays)} days'
           + ((w.b - ${int(p.passStart)})::float8 / ${int(p.passGroups)}) * interval '${int(p.spanDays)} days'
           + (${h('w.b', 3)} % 28800) * interval '1 second' as t,
         case when ${h('w.b', 4)} % 100 < 70 then '' when ${h('w.b', 4)} % 100 < 88 then 'INVOICE NON PO' else 'INVOICE PROXY' end as invoice_type,
         ${h('w.b', 5)} % 100 as sh
  from who w
),
grp2 as (
  select g.*,
         case
           when timestamptz '${p.untilIso}' - g.t > interval '90 days' then
             case when sh < 82 then 'POSTED' when sh < 88 then 'REJECTED' when sh < 92 then 'PROCESSED' when sh < 95 then 'PROCESSING' when sh < 98 then 'OPEN' else 'DRAFT' end
           else
             case when sh < 15 then 'DRAFT' when sh < 40 then 'OPEN'
                  when sh < 50 then (case when g.invoice_type = '' then 'OPEN' else 'REVIEW' end)
                  when sh < 65 then 'PROCESSED' when sh < 75 then 'PROCESSING' when sh < 92 then 'POSTED' else 'REJECTED' end
         end as status
  from grp g
),
inv as (
  select g.*, k, gg,
         amt.invoice_amount, amt.tax_amount,
         case when g.invoice_type = 'INVOICE NON PO' then floor(amt.invoice_amount * 0.02) else 0 end as pph_amount,
         g.invoice_type <> 'INVOICE NON PO' and g.status <> 'DRAFT' as batched
  from grp2 g
  cross join generate_series(0, ${GROUP_SIZE - 1}) as k
  cross join lateral (select g.b * ${GROUP_SIZE} + k as gg) x
  cross join lateral (
    select sum(${qty('gg', 'l')} * ${unit('gg', 'l')}) as invoice_amount,
           sum(floor(${qty('gg', 'l')} * ${unit('gg', 'l')} * 0.11)) as tax_amount
    from generate_series(1, ${nLines('gg')}) as l
  ) amt
  where gg - ${int(p.passStart * GROUP_SIZE)} < ${int(p.passInvoices)}
),
src as (
  -- One received PO line per PO invoice line: PO ${BILLED_BASE} + gg, receipt (header) likewise, line ids ${BILLED_BASE} + gg × 4 + l.
  select i.instance, i.org_id, i.vendor_id, i.vendor_site_id, i.gg, l as line_num,
         ${int(BILLED_BASE)} + i.gg as po_header_id, ${int(BILLED_BASE)} + i.gg as shipment_header_id,
         ${int(BILLED_BASE)} + i.gg * 4 + l as line_id, ${int(BILLED_BASE)} + i.gg * 4 + l as rcv_id, null::int as rtv_id,
         l = 1 as first_of_po, l = 1 as first_of_header,
         r.rdate, r.rdate - (7 + ${h('i.gg', 25)} % 30)::int as po_created, null::date as rtv_date,
         it.ids[1 + ${h('i.gg * 4 + l', 23)} % cardinality(it.ids)] as item_id,
         ${qty('i.gg', 'l')}::numeric as quantity, ${unit('i.gg', 'l')} as unit_price,
         case when i.status = 'POSTED' then ${qty('i.gg', 'l')} else 0 end as billed, 0 as returned
  from inv i
  join items it on it.instance = i.instance
  cross join lateral generate_series(1, ${nLines('i.gg')}) as l
  cross join lateral (select (i.t - (2 + ${h('i.gg', 24)} % 20) * interval '1 day')::date as rdate) r
  where i.invoice_type = ''
),${erpRowsCtes('e')},
bat as (
  insert into batches (batch_no, vendor_id, vendor_name, org_id, instance, status, amount, is_proxy, created_by, created_at, submitted_at)
  select '${batchTag}' || b, vendor_id, min(vendor_name), org_id, instance,
         case when min(status) = 'OPEN' and max(status) = 'OPEN' then 'OPEN' else 'PROCESSING' end,
         sum(invoice_amount + tax_amount - pph_amount),
         case when min(invoice_type) = 'INVOICE PROXY' then 'Y' else 'N' end,
         min(created_by), min(t), min(t) + interval '1 hour'
  from inv where batched
  group by b, vendor_id, org_id, instance
  returning id, batch_no
),
ins as (
  insert into invoices (invoice_no, invoice_date, gl_date, tax_no, tax_no_digits, tax_date, description, status, invoice_type,
                        vendor_id, vendor_name, vendor_site_id, org_id, instance, batch_id, currency_code,
                        invoice_amount, tax_amount, pph_amount, service_amount, total_amount, pph_code, tax_rate,
                        payment_method, reference_number, verification, verified_at, reason, revision, created_by, created_at, updated_at)
  select '${tag === 'SC' ? 'INV' : 'SJA'}/' || to_char(i.t, 'YYYY/MM') || '/' || lpad((i.gg - ${int(p.passStart * GROUP_SIZE)} + 1)::text, 7, '0'),
         (i.t - (${h('i.b', 10)} % 5) * interval '1 day')::date,
         (i.t - (${h('i.b', 10)} % 5) * interval '1 day')::date,
         case when i.invoice_type <> 'INVOICE NON PO' then
           '0' || (1 + ${h('i.b', 19)} % 3) || '0.' || lpad((${h('i.b', 20)} % 1000)::text, 3, '0') || '-' || to_char(i.t, 'YY') || '.' || lpad((i.gg % 100000000)::text, 8, '0') end,
         case when i.invoice_type <> 'INVOICE NON PO' then
           '0' || (1 + ${h('i.b', 19)} % 3) || '0' || lpad((${h('i.b', 20)} % 1000)::text, 3, '0') || to_char(i.t, 'YY') || lpad((i.gg % 100000000)::text, 8, '0') end,
         case when i.invoice_type <> 'INVOICE NON PO' then (i.t - (${h('i.b', 10)} % 5) * interval '1 day')::date end,
         case when i.invoice_type = '' then 'Tagihan PO ' || to_char(i.t, 'Mon YYYY') when i.invoice_type = 'INVOICE PROXY' then 'Proxy invoice ' || to_char(i.t, 'Mon YYYY')
              else (array['Jasa perbaikan', 'Sewa kendaraan', 'Jasa konsultasi', 'Jasa kebersihan', 'Biaya pengiriman'])[1 + ${h('i.gg', 21)} % 5] || ' ' || to_char(i.t, 'Mon YYYY') end,
         i.status, i.invoice_type, i.vendor_id, i.vendor_name, i.vendor_site_id, i.org_id, i.instance, bat.id, 'IDR',
         i.invoice_amount, i.tax_amount, i.pph_amount, 0, i.invoice_amount + i.tax_amount - i.pph_amount,
         case when i.pph_amount > 0 then 'PPH23-2%' end, 11,
         'EFT', '${tag}-' || i.gg,
         case when i.invoice_type <> '' and i.status in ('REVIEW', 'PROCESSED', 'PROCESSING', 'POSTED') then 'VERIFIED' end,
         case when i.invoice_type <> '' and i.status in ('REVIEW', 'PROCESSED', 'PROCESSING', 'POSTED') then i.t + interval '2 days' end,
         case when i.status = 'REJECTED' then 'Faktur pajak tidak sesuai dengan tagihan' end,
         1, i.created_by, i.t + i.k * interval '3 minutes',
         i.t + i.k * interval '3 minutes' + (case when i.status = 'DRAFT' then 0 else 1 + ${h('i.b', 22)} % 20 end) * interval '1 day'
  from inv i
  left join bat on i.batched and bat.batch_no = '${batchTag}' || i.b
  order by i.gg
  returning id, reference_number, invoice_type
)
insert into invoice_lines (invoice_id, line_num, rcv_transaction_id, po_header_id, po_line_id, po_number, po_line_num, shipment_header_id, shipment_line_id,
                           receipt_num, receipt_date, item_code, uom, item_description, quantity, unit_price, amount, vat_code, vat_rate, tax_amount, wht_code)
select ins.id, l,
       s.rcv_id, s.po_header_id, s.line_id, ${poNumber('s.org_id', 's.po_header_id')}, s.line_num, s.shipment_header_id, s.line_id,
       ${receiptNum('s.org_id', 's.shipment_header_id')}, s.rdate, e.item_code, e.uom,
       coalesce(e.description, (array['Jasa perbaikan AC kantor', 'Sewa kendaraan operasional', 'Jasa konsultasi pajak', 'Jasa kebersihan gedung', 'Biaya pengiriman dokumen'])[1 + ${h('x.gg * 4 + l', 23)} % 5]),
       ${qty('x.gg', 'l')}, ${unit('x.gg', 'l')}, ${qty('x.gg', 'l')} * ${unit('x.gg', 'l')},
       'PPN 11%', 11, floor(${qty('x.gg', 'l')} * ${unit('x.gg', 'l')} * 0.11), null
from ins
cross join lateral (select substr(ins.reference_number, 4)::bigint as gg) x
cross join lateral generate_series(1, ${nLines('x.gg')}) as l
left join src s on ins.invoice_type = '' and s.gg = x.gg and s.line_num = l
left join erp_items e on e.instance = s.instance and e.item_id = s.item_id`;
}
