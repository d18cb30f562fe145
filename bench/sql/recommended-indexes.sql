-- Indexes recommended in docs/benchmarks.md (## API → Findings), to try them on a benchmark
-- database before they land in apps/server/src/db/schema/*.ts (the migrations own the schema;
-- this file is for measuring only):
--
--   psql -h 127.0.0.1 -p 5433 -U postgres -d faktura_bench -f bench/sql/recommended-indexes.sql
--
-- All three landed in 8f89838 (erp_rcv_tx_billable_idx, batches_created_idx, and
-- batches_vendor_idx widened): on a database with that schema this file only adds duplicates.
-- (The previous round's invoice indexes landed in 7c268f2 as invoices_created_idx,
-- invoices_company_created_idx and invoices_vendor_created_idx.)

-- Finding 1, Search Pending PO: only RECEIVE lines not fully billed by the ERP. Takes effect when
-- the query also says `quantity > quantity_billed` (the index predicate must be implied).
create index if not exists bench_rcv_open_idx on erp_rcv_transactions (instance, vendor_id, org_id, transaction_date, transaction_id)
  where transaction_type = 'RECEIVE' and quantity > quantity_billed;

-- Finding 3, batch list: finance (all batches) newest first, and one exact range per scope entry.
create index if not exists bench_batches_created_idx on batches (created_at, id);
create index if not exists bench_batches_vendor_org_created_idx on batches (vendor_id, instance, org_id, created_at, id);

analyze erp_rcv_transactions;
analyze batches;

-- To go back to the schema as migrated:
--   drop index bench_rcv_open_idx, bench_batches_created_idx, bench_batches_vendor_org_created_idx;
