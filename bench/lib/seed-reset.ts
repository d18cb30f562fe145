import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { BILLED_BASE } from './sql-gen';

/** Deletes what an earlier `seed:scale` generated (its marked rows), leaving the demo data: what `--reset` does. */
export async function deleteGenerated(database: Database) {
  await database.rows(
    sql`delete from invoice_lines where invoice_id in (select id from invoices where reference_number like 'SC-%' or reference_number like 'DM-%')`,
  );
  await database.rows(sql`delete from invoices where reference_number like 'SC-%' or reference_number like 'DM-%'`);
  await database.rows(sql`delete from batches where batch_no like 'SB%' or batch_no like 'DB%'`);
  // Generated ERP purchasing rows: every id from BILLED_BASE up (the demo data stays far below).
  for (const [table, id] of [
    ['erp_rcv_transactions', 'transaction_id'],
    ['erp_rcv_shipment_lines', 'shipment_line_id'],
    ['erp_rcv_shipment_headers', 'shipment_header_id'],
    ['erp_po_distributions', 'po_distribution_id'],
    ['erp_po_line_locations', 'line_location_id'],
    ['erp_po_lines', 'po_line_id'],
    ['erp_po_headers', 'po_header_id'],
  ] as const) {
    await database.rows(sql.raw(`delete from ${table} where ${id} >= ${BILLED_BASE}`));
  }
  await database.rows(sql`delete from erp_supplier_sites where vendor_site_id >= 1000000 and vendor_id >= 100000`);
  await database.rows(sql`delete from erp_suppliers where vendor_id >= 100000 and vendor_number like 'SC%'`);
}
