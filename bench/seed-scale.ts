/**
 * Scale data generator: N suppliers (with sites) in the reference ERP tables and M portal
 * invoices (with lines and batches) spread over them, the five companies, every status and
 * three years of dates, plus a few thousand invoices for the demo supplier of the `vendor`
 * login. Opens the database exactly as the server does (config → openDatabase → migrations),
 * loads the demo data first when the database is empty, and generates with set-based SQL in
 * chunks. Deterministic: hash/modulo of the series value, never random().
 *
 *   npm run seed:scale -- --invoices 1000000 --suppliers 10000
 *   DATABASE_URL=postgres://… npm run seed:scale -- …      (PostgreSQL; else PGlite in DATA_DIR)
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { isEmpty, openDatabase, type Database } from '../apps/server/src/db/client';
import { DEMO_GROUP_BASE, GROUP_SIZE, fixedWho, invoicesSql, scaleWho, suppliersSql, type Pass } from './lib/sql-gen';

const { values: args } = parseArgs({
  options: {
    invoices: { type: 'string', default: '100000' },
    suppliers: { type: 'string', default: '2000' },
    'demo-invoices': { type: 'string', default: '3000' },
    chunk: { type: 'string', default: '50000' },
    until: { type: 'string', default: '2026-11-20' },
    years: { type: 'string', default: '3' },
    reset: { type: 'boolean', default: false },
  },
});

const posInt = (name: string, v: string | undefined) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a non-negative integer, got ${v}`);
  return n;
};
const invoiceCount = posInt('invoices', args.invoices);
const supplierCount = Math.max(1, posInt('suppliers', args.suppliers));
const demoInvoices = posInt('demo-invoices', args['demo-invoices']);
const chunkInvoices = Math.max(GROUP_SIZE, posInt('chunk', args.chunk));
if (!/^\d{4}-\d{2}-\d{2}$/.test(args.until ?? '')) throw new Error('--until must be YYYY-MM-DD');
const untilIso = `${args.until}T00:00:00Z`;
const spanDays = Math.round(posInt('years', args.years) * 365.25);

const t0 = performance.now();
const secs = () => ((performance.now() - t0) / 1000).toFixed(1);
const log = (msg: string) => console.log(`[${secs().padStart(6)} s] ${msg}`);

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await database.rows<{ n: number | string }>(query);
  return Number(row?.n ?? 0);
}

async function reset(database: Database) {
  log('--reset: deleting earlier generated rows…');
  await database.rows(sql`delete from invoice_lines where invoice_id in (select id from invoices where reference_number like 'SC-%' or reference_number like 'DM-%')`);
  await database.rows(sql`delete from invoices where reference_number like 'SC-%' or reference_number like 'DM-%'`);
  await database.rows(sql`delete from batches where batch_no like 'SB%' or batch_no like 'DB%'`);
  await database.rows(sql`delete from erp_supplier_sites where vendor_site_id >= 1000000 and vendor_id >= 100000`);
  await database.rows(sql`delete from erp_suppliers where vendor_id >= 100000 and vendor_number like 'SC%'`);
}

/** Runs the groups [0, groups) of a pass in chunks of whole groups, printing progress. */
async function runPass(database: Database, label: string, base: Omit<Pass, 'from' | 'to' | 'passGroups' | 'passInvoices'>, invoices: number) {
  const groups = Math.ceil(invoices / GROUP_SIZE);
  const perChunk = Math.max(1, Math.floor(chunkInvoices / GROUP_SIZE));
  const started = performance.now();
  for (let from = 0; from < groups; from += perChunk) {
    const to = Math.min(groups, from + perChunk);
    await database.rows(
      sql.raw(invoicesSql({ ...base, from: base.passStart + from, to: base.passStart + to, passGroups: groups, passInvoices: invoices })),
    );
    const done = Math.min(invoices, to * GROUP_SIZE);
    const rate = done / ((performance.now() - started) / 1000);
    log(`${label}: ${done.toLocaleString('en')}/${invoices.toLocaleString('en')} invoices (${Math.round((100 * done) / invoices)} %, ${Math.round(rate).toLocaleString('en')} invoices/s)`);
  }
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  log(`database: ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`);
  try {
    if (await isEmpty(database)) {
      log('empty database: loading the demo data (seedDemo)…');
      // Imported here so a database that is already seeded does not need the seed modules.
      const { seedDemo } = await import('../apps/server/src/db/seed/index');
      await seedDemo(database.db);
    }
    if (args.reset) await reset(database);
    const existing = await count(database, sql`select count(*) as n from invoices where reference_number like 'SC-%' or reference_number like 'DM-%'`);
    if (existing > 0) {
      log(`${existing.toLocaleString('en')} generated invoices are already there: nothing to do (pass --reset to regenerate).`);
      return;
    }

    log(`suppliers: ${supplierCount.toLocaleString('en')}…`);
    for (let from = 0; from < supplierCount; from += 50_000) {
      for (const statement of suppliersSql(from, Math.min(supplierCount, from + 50_000))) await database.rows(sql.raw(statement));
    }
    const sites = await count(database, sql`select count(*) as n from erp_supplier_sites where vendor_site_id >= 1000000`);
    log(`suppliers: ${supplierCount.toLocaleString('en')} with ${sites.toLocaleString('en')} sites`);

    const common = { untilIso, spanDays };
    await runPass(database, 'scale', { ...common, passStart: 0, who: scaleWho(supplierCount), tag: 'SC' }, invoiceCount);
    // The demo `vendor` login acts for 3001 in AAM 82 and 7001 in COMET 201 (portal-demo.ts).
    const demoComet = Math.round(demoInvoices / 3);
    await runPass(
      database,
      'demo vendor 3001 (AAM 82)',
      { ...common, passStart: DEMO_GROUP_BASE, who: fixedWho('AAM', 82, 3001, 'PT Sinar Jaya Abadi', 'vendor'), tag: 'DM' },
      demoInvoices,
    );
    await runPass(
      database,
      'demo vendor 7001 (COMET 201)',
      { ...common, passStart: DEMO_GROUP_BASE + 10_000_000, who: fixedWho('COMET', 201, 7001, 'PT Sinar Jaya Abadi', 'vendor'), tag: 'DM' },
      demoComet,
    );

    log('ANALYZE…');
    await database.rows(sql`analyze`);
    const totals = await database.rows<{ invoices: string | number; lines: string | number; batches: string | number; suppliers: string | number }>(
      sql`select (select count(*) from invoices) as invoices, (select count(*) from invoice_lines) as lines,
                 (select count(*) from batches) as batches, (select count(*) from erp_suppliers) as suppliers`,
    );
    const t = totals[0]!;
    log(`done: ${Number(t.invoices).toLocaleString('en')} invoices, ${Number(t.lines).toLocaleString('en')} lines, ${Number(t.batches).toLocaleString('en')} batches, ${Number(t.suppliers).toLocaleString('en')} suppliers in total`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // Drizzle wraps the driver's error with the whole (long) statement: show the cause.
  const cause = (error as { cause?: unknown }).cause;
  console.error(cause ?? error);
  process.exit(1);
});
