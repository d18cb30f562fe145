import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { attachmentSchema, type UserType } from '@faktura/domain';
import { users } from '../../src/db/schema/index';
import { insertSession } from '../../src/modules/auth/repo';
import { hashToken, newToken } from '../../src/modules/auth/tokens';
import { createTestContext, type TestContext } from '../helpers/app';
import { bodyOf } from '../helpers/body';
import { SAMPLE_PDF, multipart } from '../helpers/files';
import { collectAnswerObjects, collectAnswerValues } from './answer-values';
import type { ValuePool } from './contract-arbitrary';

/** A demo user the fuzzer calls routes as. */
export type FuzzUser = { username: string; typeUser: UserType; userId: number; defaultOrgId: number | null; defaultInstance: string | null };

/** The demo password (README), so some generated logins succeed. */
const DEMO_PASSWORD = 'demo';
/** Pending uploads each user starts with, so generated forms can name real attachments. */
const UPLOADS_PER_USER = 3;
/** At most this many distinct values per column go into the pool. */
const VALUES_PER_COLUMN = 25;

/**
 * The fuzzer's app, on a demo-seeded database of its own (a fresh PGlite, or `faktura_fuzz_<pid>`
 * on a PostgreSQL server): generated requests create, change and delete rows, which the files
 * sharing the worker's database must never see. Unexpected errors are logged into `errorLog`, so
 * a 5xx can be reported with its cause.
 */
export class FuzzContext {
  private readonly tokens = new Map<string, string>();
  /** Values of the API's successful answers so far, by field name, and their objects. */
  private readonly answered = new Map<string, Set<string>>();
  private readonly answeredObjects: Array<Record<string, unknown>> = [];

  private constructor(
    readonly test: TestContext,
    readonly users: readonly FuzzUser[],
    /** Log lines of level error and above since the last `takeErrors()`. */
    private readonly errorLog: string[],
    /** A few values of every column of the seeded database (ids, company codes, PO numbers, dates, amounts), by column name. */
    private readonly seeded: ReadonlyMap<string, readonly string[]>,
  ) {}

  static async create(): Promise<FuzzContext> {
    const errorLog: string[] = [];
    const test = await createTestContext({
      databaseName: `faktura_fuzz_${process.pid}`,
      config: { logLevel: 'error' },
      logStream: { write: (line: string) => void errorLog.push(line) },
    });
    const rows = await test.database.db
      .select({
        username: users.username,
        typeUser: users.typeUser,
        userId: users.id,
        defaultOrgId: users.defaultOrgId,
        defaultInstance: users.defaultInstance,
      })
      .from(users)
      .orderBy(users.id);
    const fuzzUsers = rows.map((row) => ({ ...row, typeUser: row.typeUser as UserType }));
    const context = new FuzzContext(test, fuzzUsers, errorLog, await columnValues(test));
    for (const user of context.users) await context.startUploads(user);
    return context;
  }

  get app() {
    return this.test.app;
  }

  /** A live bearer token of the user (a new session after `endSession`). */
  async tokenOf(user: FuzzUser): Promise<string> {
    let token = this.tokens.get(user.username);
    if (!token) {
      // Straight into the sessions table: a login through the API costs a password hash, and
      // logout's cases each need a new session. In the user's default company, as the web
      // chooses it after login.
      token = newToken();
      const expiresAt = new Date(Date.now() + this.test.config.sessionTtlMinutes * 60_000);
      const company =
        user.defaultOrgId && user.defaultInstance ? { orgId: user.defaultOrgId, instance: user.defaultInstance } : { orgId: null, instance: null };
      await insertSession(this.test.database.db, { tokenHash: hashToken(token), userId: user.userId, expiresAt, ...company });
      this.tokens.set(user.username, token);
    }
    return token;
  }

  /** Forgets the user's token after a request that may have revoked it. */
  endSession(user: FuzzUser) {
    this.tokens.delete(user.username);
  }

  /** Keeps the values of a successful answer for later requests to send back. */
  recordAnswer(json: unknown) {
    collectAnswerValues(json, this.answered);
    collectAnswerObjects(json, this.answeredObjects);
  }

  /** The error lines logged since the last call. */
  takeErrors(): string[] {
    return this.errorLog.splice(0);
  }

  /**
   * Values from the API's answers so far and from the database as it was seeded, by name, plus
   * the demo password: real values get generated requests past the services' lookups.
   */
  valuePool(): ValuePool {
    const byName = new Map<string, string[]>();
    for (const values of [this.answered, this.seeded]) {
      for (const [name, named] of values) byName.set(name, [...new Set([...(byName.get(name) ?? []), ...named])]);
    }
    const all = new Set([DEMO_PASSWORD, ...[...byName.values()].flat()]);
    return { all: [...all].sort(), byName, objects: [...this.answeredObjects] };
  }

  async close() {
    await this.test.app.close();
    await this.test.database.close();
    fs.rmSync(this.test.config.filesDir, { recursive: true, force: true });
  }

  private async startUploads(user: FuzzUser) {
    const authorization = `Bearer ${await this.tokenOf(user)}`;
    for (let i = 0; i < UPLOADS_PER_USER; i++) {
      const upload = multipart(`start-${i}.pdf`, SAMPLE_PDF);
      const res = await this.test.app.inject({ method: 'POST', url: '/api/files', payload: upload.payload, headers: { ...upload.headers, authorization } });
      // An upload answers the attachment a form then names in `attachmentIds`.
      this.recordAnswer({ attachments: [bodyOf(res, attachmentSchema)] });
    }
  }
}

const COLUMNS_PER_QUERY = 100;

/**
 * A few distinct values of every column, as text, by column name: a round trip per hundred
 * columns (one query over every column grew past what PGlite's extended protocol takes).
 */
async function columnValues({ database }: TestContext): Promise<Map<string, string[]>> {
  const columns = await database.rows<{ table: string; column: string }>(
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = current_schema() and data_type in ('integer', 'bigint', 'smallint', 'numeric', 'character varying', 'character', 'text', 'date')
        order by table_name, ordinal_position`,
  );
  const samples = columns.map(
    ({ table, column }) =>
      sql`(select distinct ${column}::text as "column", ${sql.identifier(column)}::text as value from ${sql.identifier(table)}
           where ${sql.identifier(column)} is not null and length(${sql.identifier(column)}::text) <= 60 order by 2 limit ${VALUES_PER_COLUMN})`,
  );
  const rows: Array<{ column: string; value: string }> = [];
  for (let i = 0; i < samples.length; i += COLUMNS_PER_QUERY) {
    rows.push(...(await database.rows<{ column: string; value: string }>(sql.join(samples.slice(i, i + COLUMNS_PER_QUERY), sql` union all `))));
  }
  const byColumn = new Map<string, string[]>();
  for (const { column, value } of rows) byColumn.set(column, [...(byColumn.get(column) ?? []), value]);
  return byColumn;
}
