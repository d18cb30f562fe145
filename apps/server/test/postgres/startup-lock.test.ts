import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config';
import { isEmpty, openDatabase, type Database } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed/index';

/** Instances starting together on one fresh PostgreSQL database migrate and seed it once. */
const serverUrl = process.env.DATABASE_URL!;
const name = `faktura_startup_${process.pid}`;
const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
/** Every migration this build ships, applied once each. */
const shipped = (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../src/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] })
  .entries.length;
let admin: pg.Client;
const opened: Database[] = [];

beforeAll(async () => {
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
});

afterAll(async () => {
  // Without force: the pools are closed first, and a forced drop would kill their last sockets mid-goodbye.
  await Promise.all(opened.map((d) => d.close()));
  await admin.query(`drop database if exists ${name}`);
  await admin.end();
});

describe('start-up on one database', () => {
  it('migrates once and seeds once when three instances start at the same moment', async () => {
    const config = testConfig({ databaseUrl: url });
    const databases = await Promise.all([openDatabase(config), openDatabase(config), openDatabase(config)]);
    opened.push(...databases);
    await Promise.all(databases.map((d) => d.startup(async () => ((await isEmpty(d)) ? seedDemo(d.db) : undefined))));
    const [migrations] = await databases[0].rows<{ n: string }>(sql`select count(*) as n from drizzle.__drizzle_migrations`);
    const [vendors] = await databases[0].rows<{ n: string }>(sql`select count(*) as n from users where username = 'vendor'`);
    expect(Number(migrations!.n)).toBe(shipped);
    expect(Number(vendors!.n)).toBe(1);
  });
});
