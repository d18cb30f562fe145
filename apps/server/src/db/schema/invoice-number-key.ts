import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The duplicate rule's normalised invoice number (the domain's normaliseInvoiceNumber) in SQL:
 * ASCII letters upper-cased, O read as 0, spaces and hyphens dropped, then the leading zeros of
 * every number dropped. translate() and regexp_replace() are immutable and collation-free, so an
 * index holds the key of every row, whichever writer saved it. A test runs both forms on the
 * same numbers and holds them equal; the index (invoices_no_key_idx) must be rebuilt by a
 * migration if this text ever changes.
 */
export function invoiceNumberKey(column: PgColumn | SQL): SQL {
  return sql`regexp_replace(translate(${column}, 'abcdefghijklmnopqrstuvwxyzO -', 'ABCDEFGHIJKLMN0PQRSTUVWXYZ0'), '(^|[^0-9])0+', '\\1', 'g')`;
}
