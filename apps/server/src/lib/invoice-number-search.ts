import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from './like';

/**
 * Invoice numbers containing `text`, case-insensitive (ILIKE '%text%'). The gram index
 * (invoices_invoice_no_grams_idx, migration 0010) finds every number that may contain it in a few
 * pages, whatever the text shares with all the others ("INV/2025/"); ILIKE then decides.
 * Why not trigrams: docs/decisions/032-invoice-number-search.md.
 */
export function invoiceNumberContains(column: AnyPgColumn, text: string): SQL {
  // Every number contains the empty text (and it has no key to look up).
  if (!text) return sql`${column} is not null`;
  return invoiceNumberMatches(column, text, containsPattern(text));
}

/** invoiceNumberContains for a non-empty text, the text and its ILIKE pattern given apart (placeholders). */
export function invoiceNumberMatches(column: AnyPgColumn, text: unknown, pattern: unknown): SQL {
  return sql`(invoice_no_grams(${column}) @@ invoice_no_gram_query(${text}) and ${column} ilike ${pattern})`;
}
