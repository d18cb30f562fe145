/**
 * Records a release's database for the upgrade test (upgrade.test.ts). It is not run from this
 * checkout: `node scripts/upgrade-fixture.mjs <tag>` copies it into a git worktree of the
 * release, where its `../../src` imports are that release's own code, and runs it there with
 * `tsx record-release.ts <out-dir>`. It builds the release's app on an in-memory database, loads
 * its demo data, uses the release's API as people would (logins, an attached file, a pending
 * upload), then writes every table's rows as that release stored them.
 *
 * Output in <out-dir>: manifest.json (tokens, files, tables, sequences), data.ndjson.gz (one
 * `schema.table<TAB>row-as-json` line per row, the JSON made by PostgreSQL so numbers and times
 * keep their exact text) and files/ (the stored uploads).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { testConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed/index';
import { createReferenceErp } from '../../src/erp/reference/index';

/** The demo logins of the README (password demo). */
const DEMO_USERS = ['vendor', 'vendor2', 'transport', 'pic', 'recommender', 'finance', 'fin'];
/** Sessions made here must still be live whenever the upgrade test runs: SESSION_TTL_MINUTES of 100 years. */
const SESSION_TTL_MINUTES = 100 * 365 * 24 * 60;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

const outArg = process.argv[2];
if (!outArg) throw new Error('usage: tsx record-release.ts <out-dir>');
const out: string = outArg;

function multipart(filename: string, content: Buffer) {
  const boundary = '----faktura-release-fixture';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function main() {
  const filesDir = fs.mkdtempSync(path.join(out, 'files-'));
  const config = testConfig({ databaseUrl: null, memoryDb: true, filesDir, sessionTtlMinutes: SESSION_TTL_MINUTES });
  const database = await openDatabase(config);
  await seedDemo(database.db);
  const app = await buildApp({ config, database, erp: createReferenceErp(database.db) });
  await app.ready();

  const tokens: Record<string, string> = {};
  for (const username of DEMO_USERS) {
    const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: 'demo' }, remoteAddress: '10.9.0.1' });
    if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
    tokens[username] = res.json<{ token: string }>().token;
  }
  const as = (username: string) => ({ authorization: `Bearer ${tokens[username]}` });

  // A file attached to one of vendor's DRAFT PO invoices, and an upload still waiting for its invoice.
  const drafts = await app.inject({ method: 'GET', url: '/api/invoices?status=DRAFT&pageSize=50', headers: as('vendor') });
  const draft = drafts.json<{ items: { id: number; invoiceType: string }[] }>().items.find((i) => i.invoiceType === '');
  if (!draft) throw new Error(`no DRAFT PO invoice of vendor: ${drafts.body}`);
  const pdf = multipart('faktur-pajak.pdf', PDF);
  const attached = await app.inject({
    method: 'POST',
    url: `/api/invoices/${draft.id}/attachments`,
    payload: pdf.payload,
    headers: { ...pdf.headers, ...as('vendor') },
  });
  if (attached.statusCode !== 201) throw new Error(`attach: ${attached.statusCode} ${attached.body}`);
  const jpeg = multipart('receipt.jpg', JPEG);
  const pending = await app.inject({ method: 'POST', url: '/api/files', payload: jpeg.payload, headers: { ...jpeg.headers, ...as('vendor2') } });
  if (pending.statusCode !== 201) throw new Error(`upload: ${pending.statusCode} ${pending.body}`);
  await app.close();

  const tableRows = await database.rows<{ schema: string; name: string }>(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
  );
  const tables: { schema: string; name: string; columns: string[]; rows: number }[] = [];
  const lines: string[] = [];
  for (const { schema, name } of tableRows) {
    const qualified = `${quote(schema)}.${quote(name)}`;
    const columns = await database.rows<{ name: string }>(
      sql`select column_name as name from information_schema.columns
          where table_schema = ${schema} and table_name = ${name} and is_generated = 'NEVER' order by ordinal_position`,
    );
    const key = await database.rows<{ name: string }>(
      sql`select a.attname as name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = ${qualified}::regclass and i.indisprimary order by array_position(i.indkey::int2[], a.attnum)`,
    );
    const order = key.length > 0 ? key.map((k) => `t.${quote(k.name)}`).join(', ') : 't::text';
    const rows = await database.rows<{ line: string }>(sql.raw(`select row_to_json(t)::text as line from ${qualified} t order by ${order}`));
    for (const row of rows) lines.push(`${schema}.${name}\t${row.line}`);
    tables.push({ schema, name, columns: columns.map((c) => c.name), rows: rows.length });
  }
  const sequences = await database.rows<{ schema: string; name: string; lastValue: string | null }>(
    sql`select schemaname as schema, sequencename as name, last_value::text as "lastValue" from pg_sequences
        where schemaname in ('public', 'drizzle') order by 1, 2`,
  );
  const files = await database.rows<{ id: number; invoiceId: number | null; storedName: string; originalName: string }>(
    sql`select id, invoice_id as "invoiceId", stored_name as "storedName", original_name as "originalName" from attachments order by id`,
  );
  await database.close();

  fs.mkdirSync(path.join(out, 'files'), { recursive: true });
  const fileEntries = files.map((f) => {
    const bytes = fs.readFileSync(path.join(filesDir, f.storedName));
    fs.writeFileSync(path.join(out, 'files', f.storedName), bytes);
    return { ...f, sha256: crypto.createHash('sha256').update(bytes).digest('hex') };
  });
  fs.rmSync(filesDir, { recursive: true });
  fs.writeFileSync(path.join(out, 'data.ndjson.gz'), zlib.gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
  const manifest = { sessionTtlMinutes: SESSION_TTL_MINUTES, tokens, files: fileEntries, tables, sequences };
  fs.writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`${tables.length} tables, ${lines.length} rows, ${fileEntries.length} files`);
}

await main();
