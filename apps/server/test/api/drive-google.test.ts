import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DRIVE_MESSAGES } from '@faktura/domain';
import type { Config } from '../../src/config';
import { GoogleDrive } from '../../src/drive/google';
import { openTokens, sealTokens } from '../../src/drive/index';
import { batchDocumentsForDrive } from '../../src/modules/batches/index';
import { runDueUploads } from '../../src/modules/drive/index';
import * as drive from '../../src/modules/drive/service';
import type { Actor } from '../../src/modules/auth/index';
import { getTestContext } from '../helpers/app';
import { FakeGoogleDrive } from '../helpers/fake-google-drive';
import { openPoInvoice } from '../helpers/po-invoices';

const { database, erp, config } = await getTestContext();
const fake = new FakeGoogleDrive();
let ctx: drive.DriveCtx & { batchDocuments: (id: number) => ReturnType<typeof batchDocumentsForDrive> };
let googleConfig: Config;

const [finance] = await database.rows<{ id: number }>(sql`select id from users where username = 'finance'`);
const actor = { userId: finance!.id, username: 'finance', typeUser: 'ORACLE' } as Actor;
/** COMET/201: no other test links a drive to it, so its uploads are this file's. */
const COMPANY = '201-COMET';

beforeAll(async () => {
  const google = await fake.start();
  googleConfig = { ...config, drive: { ...config.drive, provider: 'google', tokenKey: randomBytes(32), google } };
  ctx = { database, erp, config: googleConfig, drive: new GoogleDrive(google), batchDocuments: (id) => batchDocumentsForDrive({ database, erp }, id) };
});
afterAll(() => fake.stop());

/** Works every due upload (other files' batches queue theirs too; a run takes a few at a time). */
async function drain() {
  while ((await runDueUploads(ctx)) > 0);
}

async function sealedTokens() {
  const [row] = await database.rows<{ sealed_tokens: string }>(sql`select sealed_tokens from drive_links where company = ${COMPANY}`);
  return row!.sealed_tokens;
}

async function uploadRowOf(batchNo: string) {
  const [row] = await database.rows<{ status: string; attempts: number; last_error: string | null; folder: string | null }>(
    // Batch numbers run per company: other files' batches in other companies may share this number.
    sql`select status, attempts, last_error, folder from drive_uploads where batch_no = ${batchNo} and instance = 'COMET' and org_id = 201`,
  );
  return row!;
}

/** A batch of COMET/201 submitted: its upload row is queued in the submission's transaction. */
async function submittedBatch(): Promise<string> {
  const invoice = await openPoInvoice();
  const [batch] = await database.rows<{ id: number; batch_no: string }>(
    sql`select b.id, b.batch_no from batches b join invoices i on i.batch_id = b.id where i.id = ${invoice.id}`,
  );
  // Moved to COMET so that only this file's drive link serves it.
  await database.db.execute(sql`update drive_uploads set org_id = 201, instance = 'COMET' where batch_id = ${batch!.id}`);
  return batch!.batch_no;
}

describe('Google Drive adapter against a loopback fake', () => {
  it('builds the OAuth consent URL for offline access to the files it creates', async () => {
    const { url } = await drive.generateUrl(ctx, actor, { company: COMPANY });
    const consent = new URL(url);
    expect(`${consent.origin}${consent.pathname}`).toBe(googleConfig.drive.google!.authUrl);
    expect(Object.fromEntries(consent.searchParams)).toMatchObject({
      client_id: 'client-123.apps.googleusercontent.com',
      redirect_uri: 'http://127.0.0.1/oauth/callback',
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/drive.file',
      access_type: 'offline',
    });
  });

  it('refuses a wrong code, and a code without a generated URL', async () => {
    await drive.generateUrl(ctx, actor, { company: COMPANY });
    await expect(drive.saveCode(ctx, actor, { company: COMPANY, url: 'x', code: 'wrong' })).rejects.toMatchObject({ messages: [DRIVE_MESSAGES.codeRefused] });
    await expect(drive.saveCode(ctx, actor, { company: COMPANY, url: 'x', code: fake.goodCode })).rejects.toMatchObject({
      messages: [DRIVE_MESSAGES.urlExpired],
    });
  });

  it('refuses to store a token without DRIVE_TOKEN_KEY, before spending the code', async () => {
    const keyless = { ...ctx, config: { ...googleConfig, drive: { ...googleConfig.drive, tokenKey: null } } };
    await drive.generateUrl(keyless, actor, { company: COMPANY });
    const before = fake.requests.length;
    await expect(drive.saveCode(keyless, actor, { company: COMPANY, url: 'x', code: fake.goodCode })).rejects.toMatchObject({
      messages: [DRIVE_MESSAGES.noTokenKey],
    });
    expect(fake.requests.slice(before)).toEqual([]);
  });

  it('exchanges the code and keeps the tokens sealed with AES-256-GCM', async () => {
    await drive.generateUrl(ctx, actor, { company: COMPANY });
    const status = await drive.saveCode(ctx, actor, { company: COMPANY, url: 'x', code: fake.goodCode });
    expect(status.links.find((l) => l.company === COMPANY)).toMatchObject({ linkedBy: 'finance' });
    const sealed = await sealedTokens();
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toMatch(/ya29|1\/\/refresh/);
    const tokens = openTokens(googleConfig.drive.tokenKey!, sealed);
    expect(tokens).toMatchObject({
      accessToken: expect.stringMatching(/^ya29\.access-/) as unknown,
      refreshToken: expect.stringMatching(/^1\/\/refresh-/) as unknown,
    });
    expect(() => openTokens(randomBytes(32), sealed)).toThrow();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'B' : 'A') + sealed.slice(-1);
    expect(() => openTokens(googleConfig.drive.tokenKey!, tampered)).toThrow();
    const [audit] = await database.rows<{ data: unknown }>(
      sql`select data from audit_events where entity = 'drive_link' and entity_id = ${COMPANY} order by id desc limit 1`,
    );
    expect(JSON.stringify(audit?.data)).not.toMatch(/ya29|refresh-/);
  });

  it("uploads a submitted batch's goods receipt and recap into one folder named after the batch", async () => {
    const batchNo = await submittedBatch();
    await drain();
    const row = await uploadRowOf(batchNo);
    expect(row).toMatchObject({ status: 'DONE', attempts: 1, last_error: null });
    const folder = fake.files.find((f) => f.id === row.folder);
    expect(folder).toMatchObject({ name: batchNo, mimeType: 'application/vnd.google-apps.folder' });
    const inside = fake.files.filter((f) => f.parents.includes(folder!.id));
    expect(inside.map((f) => f.name).sort()).toEqual([`batch-recap-${batchNo}.pdf`, `good-receipt-${batchNo}.pdf`]);
    for (const file of inside) expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refreshes an expired access token on 401 and keeps the new one sealed', async () => {
    const before = openTokens(googleConfig.drive.tokenKey!, await sealedTokens());
    fake.expireAccessTokens();
    const batchNo = await submittedBatch();
    await drain();
    expect((await uploadRowOf(batchNo)).status).toBe('DONE');
    const after = openTokens(googleConfig.drive.tokenKey!, await sealedTokens());
    expect(after.accessToken).not.toBe(before.accessToken);
    expect(after.refreshToken).toBe(before.refreshToken);
  });

  it('keeps a failed upload visible and retries it later without sending a file twice', async () => {
    const batchNo = await submittedBatch();
    fake.failUploads = 1;
    await drain();
    const failed = await uploadRowOf(batchNo);
    expect(failed).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(failed.last_error).toContain('503');
    const shown = (await drive.getStatus(ctx)).uploads.find((u) => u.batchNo === batchNo);
    expect(shown).toMatchObject({ status: 'FAILED', attempts: 1 });
    // Not due yet: a run now leaves it; once its backoff has passed, it goes.
    await drain();
    expect((await uploadRowOf(batchNo)).attempts).toBe(1);
    await database.db.execute(
      sql`update drive_uploads set next_attempt_at = now() - interval '1 minute' where batch_no = ${batchNo} and instance = 'COMET' and org_id = 201`,
    );
    await drain();
    const done = await uploadRowOf(batchNo);
    expect(done).toMatchObject({ status: 'DONE', attempts: 2 });
    expect(
      fake.files
        .filter((f) => f.parents.includes(done.folder!))
        .map((f) => f.name)
        .sort(),
    ).toEqual([`batch-recap-${batchNo}.pdf`, `good-receipt-${batchNo}.pdf`]);
  });

  it('seals and opens tokens round trip', () => {
    const key = randomBytes(32);
    const tokens = { accessToken: 'a', refreshToken: 'r', expiresAt: 1 };
    expect(openTokens(key, sealTokens(key, tokens))).toEqual(tokens);
    expect(sealTokens(key, tokens)).not.toBe(sealTokens(key, tokens));
  });
});
