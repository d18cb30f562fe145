/**
 * SQL of the scale generator's receipt passes: ERP receipt lines no generated portal invoice
 * bills (the pending-PO scenarios). Pure functions of the series value, like sql-gen.ts.
 */
import { ITEMS_CTE, OPEN_BASE, PO_LINES, erpRowsCtes, h, int, supplier } from './sql-gen';

export type ReceiptPass = {
  /** Receipt-line numbers [from, to) of this statement (a multiple of PO_LINES apart from the pass start). */
  from: number;
  to: number;
  passStart: number;
  /** Receipt lines of the pass: dates spread evenly over it, newest last. */
  passReceipts: number;
  /** SELECT list fragment giving instance, vendor_id, org_id, vendor_site_id of PO `p` (from a CTE `pos`). */
  who: string;
  untilIso: string;
  spanDays: number;
};

/** The supplier of generated PO p of the scale receipt pass: the same skew (u²) as the invoices. */
export function scaleReceiptWho(suppliers: number): string {
  const vi = `floor(${int(suppliers)} * power(${h('p', 31)}::float8 / 2147483648.0, 2))::int`;
  return `select p, ${supplier.instance('vi')} as instance, ${supplier.vendorId('vi')} as vendor_id,
            case when ${supplier.hasSecond('vi')} and ${h('p', 32)} % 3 = 0 then ${supplier.secondOrg('vi')} else ${supplier.homeOrg('vi')} end as org_id,
            case when ${supplier.hasSecond('vi')} and ${h('p', 32)} % 3 = 0 then ${supplier.siteId('vi', '1')} else ${supplier.siteId('vi', '0')} end as vendor_site_id
     from (select p, ${vi} as vi from pos) s`;
}

/** A fixed (demo) supplier for every PO of the pass. */
export function fixedReceiptWho(instance: 'AAM' | 'COMET', orgId: number, vendorId: number): string {
  const inst = `'${instance}'`;
  return `select p, ${inst}::varchar as instance, ${int(vendorId)} as vendor_id, ${int(orgId)} as org_id,
            (select min(vendor_site_id) from erp_supplier_sites where instance = ${inst} and vendor_id = ${int(vendorId)} and org_id = ${int(orgId)}) as vendor_site_id
     from pos`;
}

/**
 * One statement inserting receipt lines [from, to) that no generated portal invoice bills: POs
 * of PO_LINES lines, received in one delivery (or two: lines 3–4 of a third of the POs), dated
 * evenly over the pass. Older than 90 days: 86 % fully billed in the ERP (AP invoices outside
 * the portal), 4 % half billed, 10 % open; newer: 15 % / 5 % / 80 %. 2 % of what is left
 * unbilled is returned to the vendor in full, 7 % in part.
 */
export function receiptsSql(p: ReceiptPass): string {
  const span = int(p.spanDays);
  const until = p.untilIso.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(until)) throw new Error(`bad date ${until}`);
  return `
with lines as (select r, r / ${PO_LINES} as p from generate_series(${int(p.from)}, ${int(p.to - 1)}) as r where r - ${int(p.passStart)} < ${int(p.passReceipts)}),
pos as (select distinct p from lines),
who as (${p.who}),
${ITEMS_CTE},
po as (
  select w.*,
         date '${until}' - ${span} + floor(((w.p * ${PO_LINES} - ${int(p.passStart)})::float8 / ${int(Math.max(1, p.passReceipts))}) * ${span})::int as d0,
         ${h('w.p', 33)} % 3 = 0 as split
  from who w
),
ln as (
  select po.*, x.r, x.line_num, x.delivery,
         least(date '${until}' - 1, po.d0 + x.delivery * (3 + ${h('po.p', 34)} % 12)::int) as rdate,
         (1 + ${h('x.r', 35)} % 40)::numeric as quantity,
         (1000 * (10 + ${h('x.r', 36)} % 5000))::numeric as unit_price,
         ${h('x.r', 37)} % 100 as u, ${h('x.r', 38)} % 100 as v
  from po
  join (select r, p, 1 + r % ${PO_LINES} as line_num, case when r % ${PO_LINES} >= 2 and ${h('p', 33)} % 3 = 0 then 1 else 0 end as delivery from lines) x on x.p = po.p
),
ln2 as (
  select l.*,
         case when date '${until}' - l.rdate > 90
              then (case when u < 86 then l.quantity when u < 90 then floor(l.quantity / 2) else 0 end)
              else (case when u < 15 then l.quantity when u < 20 then floor(l.quantity / 2) else 0 end) end as billed
  from ln l
),
src as (
  select l.instance, l.org_id, l.vendor_id, l.vendor_site_id, l.line_num, l.rdate, l.quantity, l.unit_price, l.billed,
         ${int(OPEN_BASE)} + l.p as po_header_id, ${int(OPEN_BASE)} + 2 * l.p + l.delivery as shipment_header_id,
         ${int(OPEN_BASE)} + l.r as line_id, ${int(OPEN_BASE)} + 2 * l.r as rcv_id, ${int(OPEN_BASE)} + 2 * l.r + 1 as rtv_id,
         l.line_num = 1 as first_of_po, l.line_num = 1 or (l.line_num = 3 and l.delivery = 1) as first_of_header,
         l.d0 - (5 + ${h('l.p', 39)} % 20)::int as po_created,
         least(date '${until}' - 1, l.rdate + (2 + ${h('l.r', 40)} % 14)::int) as rtv_date,
         it.ids[1 + ${h('l.r', 41)} % cardinality(it.ids)] as item_id,
         case when l.quantity - l.billed <= 0 then 0
              when v < 2 then l.quantity - l.billed
              when v < 9 and l.quantity - l.billed >= 2 then greatest(1, floor((l.quantity - l.billed) * 0.3))
              else 0 end as returned
  from ln2 l join items it on it.instance = l.instance
)${erpRowsCtes('e').replace(/^,?/, ',')}
select (select count(*) from et) as n`;
}
