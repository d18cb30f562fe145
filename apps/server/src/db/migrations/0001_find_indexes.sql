-- Trigram indexes ("contains" searches on invoice and batch numbers). pg_trgm ships with
-- PostgreSQL's contrib and is a trusted extension (a database owner may create it); the embedded
-- PGlite loads it at open (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "invoices_company_status_idx";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "match_type" varchar(7) DEFAULT 'MATCH' NOT NULL;--> statement-breakpoint
-- MATCH_TYPE as Find Invoice v2 computed it per request: the amount is the sum of the lines and
-- every priced line is its quantity × unit price, rounded half-up.
CREATE OR REPLACE FUNCTION invoice_match_type(p_invoice_id integer, p_amount numeric) RETURNS varchar
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN p_amount = coalesce((SELECT sum(l.amount) FROM invoice_lines l WHERE l.invoice_id = p_invoice_id), 0)
    AND NOT EXISTS (SELECT 1 FROM invoice_lines l WHERE l.invoice_id = p_invoice_id AND l.quantity IS NOT NULL AND l.unit_price IS NOT NULL
                    AND round(l.quantity * l.unit_price, 2) <> l.amount)
  THEN 'MATCH' ELSE 'UNMATCH' END
$$;--> statement-breakpoint
UPDATE "invoices" SET "match_type" = 'UNMATCH' WHERE invoice_match_type("id", "invoice_amount") = 'UNMATCH';--> statement-breakpoint
-- Kept by the database rather than by each writer: invoices and their lines are written from
-- many places (PO, non-PO and proxy invoices, reviews, seeds, imports), and a stored match type
-- that one of them forgot would silently mislead the v2 filter.
--  * A new invoice is taken to MATCH; at commit (deferred), one whose amount is not 0 is checked
--    against the lines it then has, and written again only if it does not match: an invoice
--    inserted with its lines in one transaction is written once.
--  * An invoice whose amount (or match type) a statement sets is recomputed at once.
--  * A statement on lines recomputes each invoice it touched, writing only those that changed.
CREATE OR REPLACE FUNCTION invoices_set_match_type() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.match_type := 'MATCH';
  ELSE
    NEW.match_type := invoice_match_type(NEW.id, NEW.invoice_amount);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoices_match_type BEFORE INSERT OR UPDATE OF invoice_amount, match_type ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_set_match_type();--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoices_settle_match_type() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE invoices SET match_type = 'UNMATCH'
    WHERE id = NEW.id AND match_type <> 'UNMATCH' AND invoice_match_type(id, invoice_amount) = 'UNMATCH';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER invoices_match_type_settle AFTER INSERT ON invoices DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW WHEN (NEW.invoice_amount <> 0) EXECUTE FUNCTION invoices_settle_match_type();--> statement-breakpoint
CREATE OR REPLACE FUNCTION invoice_lines_refresh_match_type() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE invoices SET match_type = invoice_match_type(id, invoice_amount)
      WHERE id IN (SELECT invoice_id FROM new_lines) AND match_type <> invoice_match_type(id, invoice_amount);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE invoices SET match_type = invoice_match_type(id, invoice_amount)
      WHERE id IN (SELECT invoice_id FROM old_lines) AND match_type <> invoice_match_type(id, invoice_amount);
  ELSE
    UPDATE invoices SET match_type = invoice_match_type(id, invoice_amount)
      WHERE id IN (SELECT invoice_id FROM new_lines UNION SELECT invoice_id FROM old_lines) AND match_type <> invoice_match_type(id, invoice_amount);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER invoice_lines_match_type_insert AFTER INSERT ON invoice_lines
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION invoice_lines_refresh_match_type();--> statement-breakpoint
CREATE TRIGGER invoice_lines_match_type_update AFTER UPDATE ON invoice_lines
  REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION invoice_lines_refresh_match_type();--> statement-breakpoint
CREATE TRIGGER invoice_lines_match_type_delete AFTER DELETE ON invoice_lines
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION invoice_lines_refresh_match_type();--> statement-breakpoint
CREATE INDEX "batches_no_upper_idx" ON "batches" USING btree (upper("batch_no"));--> statement-breakpoint
CREATE INDEX "batches_no_trgm_idx" ON "batches" USING gin ("batch_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "batches_status_created_idx" ON "batches" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_status_created_idx" ON "invoices" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_vendor_status_idx" ON "invoices" USING btree ("vendor_id","instance","org_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "invoices_invoice_no_trgm_idx" ON "invoices" USING gin ("invoice_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_invoice_no_idx" ON "invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "invoices_unmatched_idx" ON "invoices" USING btree ("vendor_id","created_at","id") WHERE "invoices"."match_type" = 'UNMATCH';--> statement-breakpoint
CREATE INDEX "invoices_vendor_tax_digits_idx" ON "invoices" USING btree ("instance","vendor_id","tax_no_digits");--> statement-breakpoint
CREATE INDEX "invoices_vendor_date_idx" ON "invoices" USING btree ("vendor_id","instance","org_id","invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_company_status_idx" ON "invoices" USING btree ("instance","org_id","status","created_at","id");
