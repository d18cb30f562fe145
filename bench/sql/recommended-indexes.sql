-- Indexes recommended in docs/benchmarks.md (## API → Findings), to try them on a benchmark
-- database before they land in apps/server/src/db/schema/portal.ts (the migrations own the
-- schema; this file is for measuring only):
--
--   psql -h 127.0.0.1 -p 5433 -U postgres -d faktura_bench -f bench/sql/recommended-indexes.sql
--
-- Why: the migrations create invoices_created_idx and invoices_vendor_created_idx as
-- "created_at DESC NULLS LAST, id DESC NULLS LAST" (Drizzle's .desc() in an index), while the
-- repos ORDER BY created_at DESC, id DESC, which in PostgreSQL means NULLS FIRST. The null
-- ordering differs, so neither index can return rows in the list's order and every list sorts
-- all matching rows. A plain ascending index, scanned backward, is exactly DESC NULLS FIRST.

-- Finance (all companies): newest first straight from the index.
create index if not exists invoices_created_bench_idx on invoices (created_at, id);
-- Finance with a chosen company (session company): instance + org, newest first.
create index if not exists invoices_company_created_bench_idx on invoices (instance, org_id, created_at, id);
-- Supplier / PIC scope: every scope entry is (vendor, instance, org); newest first per entry.
create index if not exists invoices_vendor_org_created_bench_idx on invoices (vendor_id, instance, org_id, created_at, id);
analyze invoices;

-- To go back to the schema as migrated:
--   drop index invoices_created_bench_idx, invoices_company_created_bench_idx, invoices_vendor_org_created_bench_idx;
