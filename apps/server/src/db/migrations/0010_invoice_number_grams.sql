-- "Contains" searches on invoice numbers (docs/decisions/032-invoice-number-search.md). pg_trgm
-- splits a number at every '/', '-' or '.', so "INV/2025/05/0500001" became trigrams that nearly
-- every number has ("inv", "202", "025"…): the index read ~2,400 pages for one invoice at a million,
-- and a month's prefix re-checked 29,000 rows for 9,901 matches. Instead every 8-character piece
-- of the lower-case number (and its shorter tail pieces) is a key: a text of 8 or more characters
-- is found by its last 8 (one key), a shorter one as a prefix of the keys (every position it may
-- start at); ILIKE then decides, so the keys only have to find every match, never to be exact.
CREATE OR REPLACE FUNCTION invoice_no_grams(t text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array(SELECT substr(lower(t), i, 8) FROM generate_series(1, length(t)) i))
$$;--> statement-breakpoint
-- The keys to look up for a searched text, in tsquery syntax (quotes doubled, backslashes escaped).
-- PARALLEL UNSAFE keeps a statement that searches in one process: starting parallel workers costs
-- more than the few thousand rows such a search reads.
CREATE OR REPLACE FUNCTION invoice_no_gram_query(p text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL UNSAFE AS $$
  SELECT ('''' || replace(replace(right(lower(p), 8), '\', '\\'), '''', '''''') || '''' || CASE WHEN length(p) < 8 THEN ':*' ELSE '' END)::tsquery
$$;--> statement-breakpoint
DROP INDEX "invoices_invoice_no_trgm_idx";--> statement-breakpoint
CREATE INDEX "invoices_invoice_no_grams_idx" ON "invoices" USING gin (invoice_no_grams("invoice_no"));
